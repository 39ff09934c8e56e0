import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect, useActionData } from "@remix-run/react";
import { ContactCards } from "~/components/contact/contact-cards";
import { ContactForm } from "~/components/contact/contact-form";
import { ShowToast } from "~/components/toaster";
import { receiveEnquiry } from "~/contact/index.server";
import { createConversionHeaders } from "~/analytics/index.server";
import { contactFormCopy, contactPageCopy as copy } from "~/content/contact-form";
import { metaForPath } from "~/seo";
import { answeringMalformedForms, refusedFormAnswer } from "~/uploads/index.server";

export const meta: MetaFunction = (args) => metaForPath(args, "/kontakt");

export async function action({ request, context }: ActionFunctionArgs) {
  return answeringMalformedForms(async () => {
    const outcome = await receiveEnquiry(request, context.clientIp);
    if (outcome.status === "ignored") return redirect("/takk", 303);
    if (outcome.status === "saved") {
      return redirect("/takk", {
        status: 303,
        headers: await createConversionHeaders("contact-form"),
      });
    }
    return refusedFormAnswer(outcome, contactFormCopy.failure);
  });
}

export default function ContactPage() {
  const actionData = useActionData<typeof action>();
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
          <ContactForm lastResult={actionData} />
        </div>
      </section>
      {actionData && "toast" in actionData && actionData.toast ? (
        <ShowToast toast={actionData.toast} />
      ) : null}
    </>
  );
}
