import { customerProjects } from "./sources/customer-projects.server";
import { enquiries } from "./sources/enquiries.server";
import { newsletter } from "./sources/newsletter.server";
import { outbox } from "./sources/outbox.server";
import { staff } from "./sources/staff.server";
import type { PersonalDataSource } from "./source.server";

/** Every kind of personal data the site holds, in the order the screen and the export show them. */
export const personalDataSources: readonly PersonalDataSource[] = [
  enquiries,
  customerProjects,
  newsletter,
  outbox,
  staff,
];
