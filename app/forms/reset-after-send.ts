import { useActionData, useFormAction, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

/**
 * For a form that stays on the page after the server accepted it: `key` changes with each
 * accepted send, so the form rendered with it is mounted afresh, its text and files gone,
 * and the next press cannot send the same again (decision 311). A send counts as accepted
 * when the action answered with a redirect (the page then has no action data); a refusal or
 * a failed send answers with data and leaves the form as it was, with everything typed.
 *
 * The focus then goes where the person continues: to the element the redirect named in its
 * hash (the comment just saved), else to the emptied form's first field. Without JavaScript
 * the redirect loads the page anew, with every form empty.
 *
 * `formAction` is resolved as `<Form action>` is; `fields` are values the submission must
 * carry, so one of several forms posting to the same action is told apart (its `intent`, the
 * pin it answers).
 */
export function useResetAfterSend({
  formAction,
  fields = {},
}: {
  formAction?: string;
  fields?: Record<string, string>;
} = {}) {
  const action = useFormAction(formAction);
  const navigation = useNavigation();
  const answer = useActionData();
  const { hash } = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const sending = useRef(false);
  /** Where the focus goes once the fresh form is in the page: the hash of an accepted send. */
  const continueAt = useRef<string>();
  const [key, setKey] = useState(0);

  const mine =
    navigation.state !== "idle" &&
    navigation.formMethod?.toUpperCase() === "POST" &&
    navigation.formAction === action &&
    Object.entries(fields).every(([name, value]) => navigation.formData?.get(name) === value);
  useEffect(() => {
    if (mine) sending.current = true;
    else if (navigation.state !== "idle") sending.current = false;
    else if (sending.current) {
      sending.current = false;
      if (answer != null) return;
      continueAt.current = hash;
      setKey((sends) => sends + 1);
    }
  }, [mine, navigation.state, answer, hash]);

  useEffect(() => {
    if (continueAt.current === undefined) return;
    continueAfterSend(continueAt.current, form.current);
    continueAt.current = undefined;
  }, [key]);

  return { key, ref: form };
}

function continueAfterSend(hash: string, form: HTMLFormElement | null) {
  const named = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  const firstField = Array.from(form?.elements ?? []).find(
    (control): control is HTMLElement =>
      control instanceof HTMLElement &&
      !(control instanceof HTMLInputElement && control.type === "hidden"),
  );
  (named ?? firstField)?.focus();
}
