import { redirect } from "@remix-run/node";
import { createConversionHeaders } from "~/analytics/index.server";
import { contactFormCopy } from "./copy/contact";
import { answeringMalformedForms, refusedFormAnswer } from "~/uploads/index.server";
import { receiveEnquiry } from "./receive-enquiry.server";

/**
 * The action of every page with the enquiry form (/kontakt and /): a saved enquiry goes to
 * /takk, a refused one is answered on the page it was sent from, with what was typed.
 */
export function answerEnquiry(request: Request, clientIp: string) {
  return answeringMalformedForms(async () => {
    const outcome = await receiveEnquiry(request, clientIp);
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
