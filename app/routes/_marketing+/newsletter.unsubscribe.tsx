import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, Form, useActionData, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { newsletterCopy } from "~/newsletter";
import { findSubscriberByToken, unsubscribe } from "~/newsletter/index.server";
import { loadedPageTags } from "~/seo";
import { pageData } from "~/seo/index.server";

const copy = newsletterCopy.unsubscribePage;

export const meta: MetaFunction<typeof loader> = loadedPageTags;

/** The page names an address and its link is a capability. */
export { privatePageRouteHeaders as headers } from "~/http";

async function subscriberFor(request: Request) {
  const token = new URL(request.url).searchParams.get("token");
  return { token, subscriber: await findSubscriberByToken(token) };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { token, subscriber } = await subscriberFor(request);
  const page = pageData("/newsletter/unsubscribe");
  if (!subscriber) return data({ ...page, valid: false as const }, { status: 400 });
  return {
    ...page,
    valid: true as const,
    token,
    email: subscriber.email,
    done: Boolean(subscriber.unsubscribedAt),
  };
}

/** The page's button and a mail client's RFC 8058 one-click POST both land here. */
export async function action({ request }: ActionFunctionArgs) {
  const { subscriber } = await subscriberFor(request);
  if (!subscriber) return data({ email: null }, { status: 400 });
  await unsubscribe(subscriber.id);
  return { email: subscriber.email };
}

export default function UnsubscribePage() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  if (!loaded.valid || acted?.email === null) {
    return (
      <section className="container max-w-2xl py-16">
        <h1 className="text-4xl">{copy.invalidHeading}</h1>
        <p className="mt-4 text-muted-foreground">{copy.invalid}</p>
      </section>
    );
  }
  const done = Boolean(acted?.email) || loaded.done;
  return (
    <section className="container max-w-2xl py-16">
      <h1 className="text-4xl">{copy.heading}</h1>
      {done ? (
        <p role="status" className="mt-4 text-lg">
          {copy.done(loaded.email)}
        </p>
      ) : (
        <Form method="post" className="mt-6 space-y-6">
          <p className="text-lg">{copy.confirm(loaded.email)}</p>
          <Button type="submit" variant="destructive">
            {copy.button}
          </Button>
        </Form>
      )}
    </section>
  );
}
