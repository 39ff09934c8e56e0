import { Form, Link } from "@remix-run/react";
import FolderPlus from "lucide-react/icons/folder-plus";
import { StatusButton } from "~/components/ui/status-button";
import { useIsPending } from "~/hooks";
import { projectFromEnquiryCopy as copy } from "../copy/customer-projects";

/**
 * On an enquiry: its customer project, or the one press that makes it; put first when the
 * customer has accepted a quote.
 */
export function ProjectFromEnquiry({
  enquiryId,
  project,
  won,
}: {
  enquiryId: string;
  project: { id: string; projectName: string } | null;
  won: boolean;
}) {
  const action = `/admin/henvendelser/${enquiryId}/kundeprosjekt`;
  const pending = useIsPending({ formAction: action });
  return (
    <section aria-labelledby="kundeprosjekt-tittel">
      <h2 id="kundeprosjekt-tittel" className="mt-10 text-2xl">
        {copy.heading}
      </h2>
      {project ? (
        <Link
          to={`/admin/kundeprosjekter/${project.id}`}
          className="mt-3 inline-block text-primary hover:underline"
        >
          {copy.open(project.projectName)}
        </Link>
      ) : (
        <Form method="post" action={action} className="mt-3 max-w-prose space-y-3">
          <p className={won ? "font-medium" : "text-muted-foreground"}>
            {won ? copy.won : copy.intro}
          </p>
          <StatusButton
            type="submit"
            variant={won ? "default" : "outline"}
            status={pending ? "pending" : "idle"}
          >
            <FolderPlus aria-hidden />
            {copy.create}
          </StatusButton>
        </Form>
      )}
    </section>
  );
}
