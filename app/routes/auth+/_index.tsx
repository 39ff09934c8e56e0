import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import LogIn from "lucide-react/icons/log-in";
import { SiteLayout } from "~/components/layout/site-layout";
import { CookieSettingsLink } from "~/consent";
import { Button } from "~/components/ui/button";
import { providerLabel, safeReturnTo, startSignIn } from "~/auth/index.server";
import { signInCopy } from "~/auth";
import { readStaffSession } from "~/auth/index.server";
import { staffPageHeaders } from "~/auth/index.server";

export const meta: MetaFunction = () => [
  { title: signInCopy.metaTitle },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: HeadersFunction = () => staffPageHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const { staff, clearCookie } = await readStaffSession(request);
  const redirectTo = safeReturnTo(new URL(request.url).searchParams.get("redirectTo"));
  if (staff) throw redirect(redirectTo, { headers: staffPageHeaders });
  const headers = new Headers(staffPageHeaders);
  if (clearCookie) headers.append("Set-Cookie", clearCookie);
  return data({ provider: providerLabel(), redirectTo }, { headers });
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  return startSignIn(request, form.get("redirectTo"));
}

export default function SignInPage() {
  const { provider, redirectTo } = useLoaderData<typeof loader>();
  return (
    <SiteLayout cookieSettings={<CookieSettingsLink />}>
      <section className="container flex justify-center py-24">
        <div className="w-full max-w-md rounded-lg border bg-card p-8">
          <h1 className="text-4xl">{signInCopy.title}</h1>
          <p className="mt-4 text-muted-foreground">{signInCopy.intro}</p>
          {/* A full page load: the provider lives outside the app's routes, even when it is mounted on this server. */}
          <Form method="post" reloadDocument className="mt-8">
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <Button type="submit" size="lg" className="w-full">
              <LogIn aria-hidden />
              {signInCopy.button(provider)}
            </Button>
          </Form>
          <p className="mt-6 text-sm">
            <Link
              to="/"
              className="text-muted-foreground underline-offset-4 hover:text-primary hover:underline"
            >
              {signInCopy.backToSite}
            </Link>
          </p>
        </div>
      </section>
    </SiteLayout>
  );
}
