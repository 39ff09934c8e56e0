import { Form, Link, useLoaderData } from "@remix-run/react";
import { formatDateTime } from "~/format";
import { pageParam, AdminTable, PageHeading } from "~/admin";
import { listCustomerProjects } from "~/customer-projects/index.server";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import {
  customerProjectsAdminCopy as copy,
  projectSteps,
  feedbackAdminCopy,
  stepLabel,
  stepValues,
} from "~/customer-projects";
import { staffLoader } from "~/auth/index.server";

export const loader = staffLoader(async ({ request }) => {
  const url = new URL(request.url);
  const requested = url.searchParams.get("fase") ?? "";
  const step = (stepValues as readonly string[]).includes(requested) ? requested : undefined;
  const result = await listCustomerProjects({ step, page: pageParam(url) });
  return {
    step: step ?? "",
    ...result,
    projects: result.projects.map(({ createdAt, _count, ...project }) => ({
      ...project,
      stepLabel: stepLabel(project.step),
      messageCount: _count.messages,
      approval: project.approvedRound
        ? feedbackAdminCopy.approvalState.approved(project.approvedRound)
        : feedbackAdminCopy.approvalState.none,
      received: formatDateTime(createdAt),
    })),
  };
});

export default function CustomerProjectsAdminPage() {
  const { step, total, page, pageCount, projects } = useLoaderData<typeof loader>();
  return (
    <section>
      <PageHeading title={copy.title} intro={copy.intro} />
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <div>
          <Label htmlFor="fase" className="mb-1">
            {copy.filterLabel}
          </Label>
          <Select id="fase" name="fase" defaultValue={step} className="h-10">
            <option value="">{copy.allSteps}</option>
            {projectSteps.map((candidate) => (
              <option key={candidate.value} value={candidate.value}>
                {candidate.label}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit">{copy.filter}</Button>
      </Form>
      <p className="mt-6 text-sm text-muted-foreground" aria-live="polite">
        {copy.count(total)}
      </p>
      <AdminTable
        label={copy.title}
        rows={projects}
        empty={copy.empty}
        page={page}
        pageCount={pageCount}
        columns={[
          { header: copy.columns.received, cell: (project) => project.received, nowrap: true },
          {
            header: copy.columns.project,
            cell: (project) => (
              <Link to={project.id} className="font-medium text-primary hover:underline">
                {project.projectName}
              </Link>
            ),
          },
          {
            header: copy.columns.contact,
            wide: true,
            cell: (project) => (
              <>
                {project.contactName}
                {project.company ? (
                  <span className="text-muted-foreground"> · {project.company}</span>
                ) : null}
              </>
            ),
          },
          { header: copy.columns.step, cell: (project) => project.stepLabel },
          { header: copy.columns.messages, cell: (project) => project.messageCount, wide: true },
          {
            header: feedbackAdminCopy.columns.openPins,
            cell: (project) => project.openPins,
            wide: true,
          },
          {
            header: feedbackAdminCopy.columns.approval,
            cell: (project) => project.approval,
            wide: true,
          },
        ]}
      />
    </section>
  );
}
