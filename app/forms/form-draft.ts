import { useFormAction, useLocation, useNavigation } from "@remix-run/react";
import { useEffect } from "react";

/** A draft as kept: each field's values, as the form would post them. */
type Draft = Record<string, string[]>;

const storageKey = (formId: string) => `skjemautkast:${formId}`;

/**
 * Keeps what a visitor types into a form as a draft in this tab's sessionStorage, so a reload,
 * or a link followed and Back, does not lose it (decision 200). Only the named fields are kept:
 * never files, the spam guard's fields or anything hidden. Nothing leaves the browser until
 * the visitor sends the form; a send the server accepts (it answers elsewhere) drops the draft,
 * and so does resetting the form ("Tøm skjemaet").
 *
 * A kept value is put back only into a field still as the page served it, so nothing the
 * visitor typed before the page came to life, nor what the browser restored, is overwritten.
 */
export function useFormDraft({
  formId,
  fields,
  formAction,
}: {
  /** The form element's id. */
  formId: string;
  /** The names of the fields worth keeping. */
  fields: readonly string[];
  /** Where the form posts, as `<Form action>` takes it; by default the route's own action. */
  formAction?: string;
}) {
  const action = useFormAction(formAction);
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const fieldList = fields.join(" ");

  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const names = fieldList.split(" ");
    restoreDraft(form, readDraft(formId), names);
    const save = () => writeDraft(formId, collectDraft(form, names));
    const drop = () => removeDraft(formId);
    form.addEventListener("input", save);
    form.addEventListener("change", save);
    form.addEventListener("reset", drop);
    return () => {
      form.removeEventListener("input", save);
      form.removeEventListener("change", save);
      form.removeEventListener("reset", drop);
    };
  }, [formId, fieldList]);

  // Loading another page with this form's submission: the action accepted it and redirected.
  const sentAway =
    navigation.state === "loading" &&
    navigation.formMethod?.toUpperCase() === "POST" &&
    navigation.formAction === action &&
    navigation.location.pathname !== pathname;
  useEffect(() => {
    if (sentAway) removeDraft(formId);
  }, [sentAway, formId]);
}

function collectDraft(form: HTMLFormElement, names: string[]): Draft {
  const data = new FormData(form);
  return Object.fromEntries(
    names.map((name) => [
      name,
      data.getAll(name).filter((value): value is string => typeof value === "string"),
    ]),
  );
}

function restoreDraft(form: HTMLFormElement, draft: Draft, names: string[]) {
  for (const name of names) {
    const values = draft[name];
    if (!values) continue;
    for (const control of form.querySelectorAll(`[name="${CSS.escape(name)}"]`)) {
      if (control instanceof HTMLInputElement && /^(checkbox|radio)$/.test(control.type)) {
        if (control.checked === control.defaultChecked) {
          control.checked = values.includes(control.value);
        }
      } else if (
        control instanceof HTMLInputElement ||
        control instanceof HTMLTextAreaElement ||
        control instanceof HTMLSelectElement
      ) {
        if (asServed(control) && control.type !== "file" && control.type !== "hidden") {
          control.value = values[0] ?? "";
        }
      }
    }
  }
}

function asServed(control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement) {
  if (control instanceof HTMLSelectElement) {
    // With no option marked selected in the HTML, a select shows its first.
    const options = Array.from(control.options);
    const served = options.find((option) => option.defaultSelected) ?? options[0];
    return control.value === (served?.value ?? "");
  }
  return control.value === control.defaultValue;
}

/*
 * Storage can be missing or refuse (private modes, a full quota, blocked site data): the form
 * then works as it does without a draft.
 */
function readDraft(formId: string): Draft {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey(formId)) ?? "{}");
    return isDraft(stored) ? stored : {};
  } catch {
    return {};
  }
}

function writeDraft(formId: string, draft: Draft) {
  try {
    sessionStorage.setItem(storageKey(formId), JSON.stringify(draft));
  } catch {
    // Without storage there is no draft; the form itself is unaffected.
  }
}

function removeDraft(formId: string) {
  try {
    sessionStorage.removeItem(storageKey(formId));
  } catch {
    // Nothing was kept where storage is refused.
  }
}

function isDraft(value: unknown): value is Draft {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.values(value).every(
      (values) => Array.isArray(values) && values.every((item) => typeof item === "string"),
    )
  );
}
