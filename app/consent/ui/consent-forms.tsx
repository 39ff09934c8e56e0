import { useFetcher } from "@remix-run/react";
import type { ReactNode } from "react";
import type { ConsentAnswer, ConsentChoice } from "..";
import { cookieConsentCopy as copy } from "../copy";
import { useHydrated } from "~/hooks";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";

export const consentFetcherKey = "cookie-consent";
const consentActionPath = "/samtykke";

type ConsentFetcher = ReturnType<typeof useFetcher<ConsentAnswer>>;

/**
 * A real form posting to /samtykke, so each button works without JavaScript; with JavaScript
 * the fetcher posts it and asks for the answer in place.
 */
function ConsentForm({
  fetcher,
  returnTo,
  onSubmit,
  children,
}: {
  fetcher: ConsentFetcher;
  returnTo: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <fetcher.Form method="post" action={consentActionPath} onSubmit={onSubmit}>
      <input type="hidden" name="returnTo" value={returnTo} />
      {hydrated ? <input type="hidden" name="inPlace" value="1" /> : null}
      {children}
    </fetcher.Form>
  );
}

type FormProps = { fetcher: ConsentFetcher; returnTo: string; onSubmit: () => void };

export function SimpleConsentForm(props: FormProps) {
  return (
    <ConsentForm {...props}>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="decision" value="necessary" variant="outline" size="sm">
          {copy.buttons.necessaryOnly}
        </Button>
        <Button type="submit" name="decision" value="all" size="sm">
          {copy.buttons.acceptAll}
        </Button>
      </div>
    </ConsentForm>
  );
}

export function AdvancedConsentForm({ initial, ...props }: FormProps & { initial: ConsentChoice }) {
  return (
    <ConsentForm {...props}>
      <ul className="divide-y rounded-md border">
        <li className="flex items-start justify-between gap-4 p-3">
          <div>
            <p className="font-medium">{copy.categories.necessary.label}</p>
            <p className="text-sm text-muted-foreground">{copy.categories.necessary.description}</p>
          </div>
          <span className="shrink-0 text-sm font-medium text-primary">{copy.alwaysActive}</span>
        </li>
        <CategoryCheckbox
          name="analytics"
          defaultChecked={initial.analytics}
          {...copy.categories.analytics}
        />
        <CategoryCheckbox name="ads" defaultChecked={initial.ads} {...copy.categories.ads} />
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit" name="decision" value="necessary" variant="outline" size="sm">
          {copy.buttons.rejectAll}
        </Button>
        <Button type="submit" name="decision" value="custom" size="sm">
          {copy.buttons.save}
        </Button>
      </div>
    </ConsentForm>
  );
}

function CategoryCheckbox({
  name,
  label,
  description,
  defaultChecked,
}: {
  name: "analytics" | "ads";
  label: string;
  description: string;
  defaultChecked: boolean;
}) {
  const id = `cookie-consent-${name}`;
  return (
    <li className="flex items-start justify-between gap-4 p-3">
      <div>
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Checkbox
        id={id}
        name={name}
        size="lg"
        defaultChecked={defaultChecked}
        aria-describedby={`${id}-description`}
        className="mt-1"
      />
    </li>
  );
}
