import { PageHeading } from "~/components/admin/page-heading";
import { comingSectionsCopy } from "~/content/admin";
import { staffLoader } from "~/staff-route.server";

const copy = comingSectionsCopy.projects;

export const loader = staffLoader(() => null);

export default function ProjectsAdminPage() {
  return (
    <section>
      <PageHeading title={copy.title} intro={copy.intro} />
      <p className="max-w-prose rounded-lg border bg-card p-6">{copy.status}</p>
    </section>
  );
}
