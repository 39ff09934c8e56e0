import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, Form, useActionData, useLoaderData } from "@remix-run/react";
import { StatusButton } from "~/components/ui/status-button";
import { newsletterCopy } from "~/newsletter";
import { useIsPending } from "~/hooks";
import { checkConfirmation, confirmSubscription } from "~/newsletter/index.server";
import { loadedPageTags } from "~/seo";
import { pageData } from "~/seo/index.server";

const copy = newsletterCopy.confirmPage;

export const meta: MetaFunction<typeof loader> = loadedPageTags;

/** The page names an address and its link is a capability. */
export { privatePageRouteHeaders as headers } from "~/http";

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");

/** Only looks: mail scanners fetch links in e-mails, and a fetch must not confirm anyone. */
export async function loader({ request }: LoaderFunctionArgs) {
  const result = await checkConfirmation(tokenOf(request));
  return data(
    { ...pageData("/nyhetsbrev/bekreft"), ...result },
    { status: result.state === "invalid" ? 400 : 200 },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const result = await confirmSubscription(tokenOf(request));
  return data(
    { ...result, justConfirmed: result.state === "confirmed" },
    { status: result.state === "invalid" ? 400 : 200 },
  );
}

export default function ConfirmSubscriptionPage() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const result = acted ?? loaded;
  const pending = useIsPending();
  if (result.state === "invalid") {
    return (
      <section className="container max-w-2xl py-16">
        <h1 className="text-4xl">{copy.invalidHeading}</h1>
        <p className="mt-4 text-muted-foreground">{copy.invalid}</p>
      </section>
    );
  }
  return (
    <section className="container max-w-2xl py-16">
      <h1 className="text-4xl">{copy.heading}</h1>
      {result.state === "confirmed" ? (
        <p role="status" className="mt-4 text-lg">
          {acted?.justConfirmed ? copy.done(result.email) : copy.already(result.email)}
        </p>
      ) : (
        <Form method="post" className="mt-6 space-y-6">
          <p className="text-lg">{copy.confirm(result.email)}</p>
          <StatusButton type="submit" status={pending ? "pending" : "idle"}>
            {copy.button}
          </StatusButton>
        </Form>
      )}
    </section>
  );
}
