import { customerProjects } from "./sources/customer-projects.server";
import { enquiries } from "./sources/enquiries.server";
import { newsletter } from "./sources/newsletter.server";
import { outbox } from "./sources/outbox.server";
import { quotes } from "./sources/quotes.server";
import { staff } from "./sources/staff.server";
import { unplacedMails } from "./sources/unplaced-mails.server";
import type { PersonalDataSource } from "./source.server";

/**
 * Every kind of personal data the site holds, in the order the screen and the export show them
 * and erasing runs. Quotes come first: an accepted one is kept, and the enquiry's or project's
 * deletion would otherwise take it along.
 */
export const personalDataSources: readonly PersonalDataSource[] = [
  quotes,
  enquiries,
  unplacedMails,
  customerProjects,
  newsletter,
  outbox,
  staff,
];
