import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { errorCopy } from "./copy/errors";
import { Button } from "../ui/button";

/**
 * Every error shows the spec's text with the status or message; a 404 also gets a friendly
 * page around it, with the way on (decision 199). A 410 is an erased person's secret link:
 * a plain page that says so and names nothing (decision 297).
 */
export function ErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : errorCopy.unknown;
  if (isRouteErrorResponse(error) && error.status === 410) {
    return (
      <section className="container py-24">
        <h1 className="text-4xl">{errorCopy.goneTitle}</h1>
        <p className="mt-4 max-w-prose text-muted-foreground">{errorCopy.goneText}</p>
        <p className="mt-8">
          <Link to="/" className="text-primary underline">
            {errorCopy.toFrontPage}
          </Link>
        </p>
      </section>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="container py-24">
        <p className="text-sm font-semibold text-primary">
          {errorCopy.routingError} {detail}
        </p>
        <h1 className="mt-2 text-4xl md:text-5xl">{errorCopy.notFoundTitle}</h1>
        <p className="mt-4 max-w-prose text-muted-foreground">{errorCopy.notFoundText}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/">{errorCopy.toFrontPage}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/kontakt">{errorCopy.contactUs}</Link>
          </Button>
        </div>
      </section>
    );
  }
  return (
    <section className="container py-24">
      <h1 className="text-3xl">{errorCopy.routingError}</h1>
      <p className="mt-4 text-muted-foreground">{detail}</p>
      <p className="mt-8">
        <Link to="/" className="text-primary underline">
          {errorCopy.toFrontPage}
        </Link>
      </p>
    </section>
  );
}

/**
 * The error boundary of a page behind a secret link: a visitor over the guessing or posting
 * limit reads why in the page's own words; anything else is the site's error page.
 */
export function LimitedPageErrorBoundary({ title, text }: { title: string; text: string }) {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 429) {
    return (
      <section className="container py-24">
        <h1 className="text-4xl">{title}</h1>
        <p className="mt-4 max-w-prose text-muted-foreground">{text}</p>
      </section>
    );
  }
  return <ErrorPage />;
}
