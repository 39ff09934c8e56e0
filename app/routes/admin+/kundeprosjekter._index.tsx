import { Form, Link, useLoaderData } from "@remix-run/react";
import { formatDateTime, pageParam } from "~/admin/format";
import { listCustomerProjects } from "~/admin/customer-projects.server";
import { PageHeading } from "~/components/admin/page-heading";
import { Pagination } from "~/components/admin/pagination";
import { Button } from "~/components/ui/button";
import { customerProjectsAdminCopy as copy, projectSteps } from "~/content/customer-projects";
import { stepLabel, stepValues } from "~/customer-projects/brief-schema";
import { staffLoader } from "~/staff-route.server";

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
          <label htmlFor="fase" className="mb-1 block text-sm font-medium">
            {copy.filterLabel}
          </label>
          <select
            id="fase"
            name="fase"
            defaultValue={step}
            className="h-10 rounded-md border border-input bg-background px-3"
          >
            <option value="">{copy.allSteps}</option>
            {projectSteps.map((candidate) => (
              <option key={candidate.value} value={candidate.value}>
                {candidate.label}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">{copy.filter}</Button>
      </Form>
      <p className="mt-6 text-sm text-muted-foreground" aria-live="polite">
        {copy.count(total)}
      </p>
      {projects.length === 0 ? (
        <p className="mt-4">{copy.empty}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b text-muted-foreground">
              <tr>
                <th className="py-2 pr-4 font-medium">{copy.columns.received}</th>
                <th className="py-2 pr-4 font-medium">{copy.columns.project}</th>
                <th className="py-2 pr-4 font-medium">{copy.columns.contact}</th>
                <th className="py-2 pr-4 font-medium">{copy.columns.step}</th>
                <th className="py-2 font-medium">{copy.columns.messages}</th>
              </tr>
            </thead>
            <tbody>
              {projects.map((project) => (
                <tr key={project.id} className="border-b">
                  <td className="py-3 pr-4 whitespace-nowrap">{project.received}</td>
                  <td className="py-3 pr-4">
                    <Link to={project.id} className="font-medium text-primary hover:underline">
                      {project.projectName}
                    </Link>
                  </td>
                  <td className="py-3 pr-4">
                    {project.contactName}
                    {project.company ? (
                      <span className="text-muted-foreground"> · {project.company}</span>
                    ) : null}
                  </td>
                  <td className="py-3 pr-4">{project.stepLabel}</td>
                  <td className="py-3">{project.messageCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} pageCount={pageCount} />
    </section>
  );
}
