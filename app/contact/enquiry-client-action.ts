import type { ClientActionFunctionArgs } from "@remix-run/react";
import { sendKeepingForm } from "~/forms";
import type { answerEnquiry } from "./answer-enquiry.server";
import { contactFormCopy } from "./copy/contact";

/**
 * The clientAction of every page with the enquiry form (/kontakt and /): a send that gets no
 * answer keeps the form (decision 120). Owned here, so the form reads its answer's type from
 * its own concern rather than from a route.
 */
export const enquiryClientAction = ({ serverAction }: ClientActionFunctionArgs) =>
  sendKeepingForm(serverAction<typeof answerEnquiry>, contactFormCopy.failure);
