import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import Plus from "lucide-react/icons/plus";
import { formatDateTime, PageHeading } from "~/admin";
import { createProjectSchema, portfolioAdminCopy as copy } from "~/portfolio";
import { createPortfolioProject, listPortfolioProjects, slugify } from "~/portfolio/index.server";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { TableScroller } from "~/components/ui/table-scroller";
import { firstInvalidField } from "~/forms";
import { useCheckedForm } from "~/components/ui/use-checked-form";
import { useIsPending } from "~/hooks";
import { staffAction, staffLoader } from "~/auth/index.server";
import { redirectWithToast } from "~/toast/index.server";

export const loader = staffLoader(async () => {
  const projects = await listPortfolioProjects();
  return {
    projects: projects.map(({ id, title, slug, published, updatedAt, _count }) => ({
      id,
      title,
      slug,
      published,
      imageCount: _count.images,
      updated: formatDateTime(updatedAt),
    })),
  };
});

export const action = staffAction(async ({ request }) => {
  const submission = parseWithZod(await request.formData(), { schema: createProjectSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { title } = submission.value;
  const slug = submission.value.slug ?? slugify(title);
  if (!slug)
    return data(submission.reply({ fieldErrors: { slug: [copy.errors.slug] } }), { status: 400 });
  const created = await createPortfolioProject(title, slug);
  if (created.status === "slug-taken") {
    return data(submission.reply({ fieldErrors: { slug: [copy.errors.slugTaken] } }), {
      status: 400,
    });
  }
  return redirectWithToast(`/admin/prosjekter/${created.id}`, copy.toasts.created);
});

export default function PortfolioAdminPage() {
  const { projects } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields, loadChecks] = useCheckedForm({
    id: "nytt-prosjekt",
    lastResult,
    loadSchema: () => Promise.resolve(createProjectSchema),
  });
  const pending = useIsPending();
  const invalid = firstInvalidField(lastResult?.error);
  return (
    <section>
      <PageHeading title={copy.title} intro={copy.intro} />
      <Form
        method="post"
        {...getFormProps(form)}
        {...loadChecks}
        noValidate
        className="max-w-3xl rounded-lg border bg-card p-6"
      >
        <h2 className="mb-4 text-2xl">{copy.createHeading}</h2>
        <div className="grid gap-x-4 md:grid-cols-2">
          <Field
            label={copy.fields.title.label}
            errors={fields.title.errors}
            inputProps={{
              ...getInputProps(fields.title, { type: "text" }),
              autoFocus: invalid === "title",
              placeholder: copy.fields.title.placeholder,
            }}
          />
          <Field
            label={copy.fields.slug.label}
            description={copy.fields.slug.help}
            errors={fields.slug.errors}
            inputProps={{
              ...getInputProps(fields.slug, { type: "text" }),
              autoFocus: invalid === "slug",
            }}
          />
        </div>
        <StatusButton
          type="submit"
          status={pending ? "pending" : "idle"}
          icon={<Plus aria-hidden />}
        >
          {copy.create}
        </StatusButton>
      </Form>

      <h2 className="mt-12 text-2xl">{copy.count(projects.length)}</h2>
      {projects.length === 0 ? (
        <p className="mt-4 text-muted-foreground">{copy.empty}</p>
      ) : (
        <TableScroller label={copy.title} className="mt-4">
          <table className="w-full text-left text-sm">
            <thead className="border-b text-muted-foreground">
              <tr>
                <th className="py-2 pr-4 font-medium">{copy.columns.title}</th>
                <th className="py-2 pr-4 font-medium">{copy.columns.slug}</th>
                <th className="py-2 pr-4 font-medium">{copy.columns.status}</th>
                <th className="py-2 pr-4 font-medium">{copy.columns.images}</th>
                <th className="py-2 font-medium">{copy.columns.updated}</th>
              </tr>
            </thead>
            <tbody>
              {projects.map((project) => (
                <tr key={project.id} className="border-b">
                  <td className="py-3 pr-4">
                    <Link to={project.id} className="font-medium text-primary hover:underline">
                      {project.title}
                    </Link>
                  </td>
                  <td className="py-3 pr-4 text-muted-foreground">/prosjekter/{project.slug}</td>
                  <td className="py-3 pr-4">{project.published ? copy.published : copy.draft}</td>
                  <td className="py-3 pr-4">{project.imageCount}</td>
                  <td className="py-3 whitespace-nowrap">{project.updated}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </section>
  );
}
