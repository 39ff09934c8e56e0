import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import Plus from "lucide-react/icons/plus";
import { formatDateTime } from "~/format";
import { AdminTable, PageHeading } from "~/admin";
import { createProjectSchema, portfolioAdminCopy as copy } from "~/portfolio";
import { createPortfolioProject, listPortfolioProjects, slugify } from "~/portfolio/index.server";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
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
      <AdminTable
        label={copy.title}
        rows={projects}
        empty={copy.empty}
        columns={[
          {
            header: copy.columns.title,
            cell: (project) => (
              <Link to={project.id} className="font-medium text-primary hover:underline">
                {project.title}
              </Link>
            ),
          },
          {
            header: copy.columns.slug,
            wide: true,
            cell: (project) => (
              <span className="text-muted-foreground">/prosjekter/{project.slug}</span>
            ),
          },
          {
            header: copy.columns.status,
            cell: (project) => (project.published ? copy.published : copy.draft),
          },
          { header: copy.columns.images, cell: (project) => project.imageCount, wide: true },
          { header: copy.columns.updated, cell: (project) => project.updated, nowrap: true },
        ]}
      />
    </section>
  );
}
