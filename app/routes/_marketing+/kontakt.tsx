import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { ContactCards, ContactForm, contactPageCopy as copy, enquiryClientAction } from "~/contact";
import { answerEnquiry } from "~/contact/index.server";
import { keepDataAfterFailedSend } from "~/forms";
import { loadedPageTags } from "~/seo";
import { pageData } from "~/seo/index.server";
import { headersKeepingRetryAfter, uploadRoute } from "~/http";

export const meta: MetaFunction<typeof loader> = loadedPageTags;

export const loader = () => pageData("/kontakt");

export const shouldRevalidate = keepDataAfterFailedSend;

export const handle = uploadRoute;

/** An enquiry refused by its limit answers with Retry-After (decision 299). */
export const headers = headersKeepingRetryAfter();

export const action = ({ request, context }: ActionFunctionArgs) =>
  answerEnquiry(request, context.clientIp);

export const clientAction = enquiryClientAction;

export default function ContactPage() {
  return (
    <>
      <section className="container py-16">
        <h1 className="max-w-3xl text-4xl md:text-5xl">{copy.heading}</h1>
        <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{copy.intro}</p>
        <div className="mt-10">
          <ContactCards />
        </div>
      </section>
      <section className="container pb-16" aria-labelledby="kontaktskjema-tittel">
        <h2 id="kontaktskjema-tittel" className="text-3xl">
          {copy.formHeading}
        </h2>
        <p className="mt-2 text-muted-foreground">{copy.formSubtitle}</p>
        <div className="mt-8 max-w-3xl">
          <ContactForm />
        </div>
      </section>
    </>
  );
}
