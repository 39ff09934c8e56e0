import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import ArrowLeft from "lucide-react/icons/arrow-left";
import ExternalLink from "lucide-react/icons/external-link";
import { formatDateTime } from "~/format";
import { PageHeading } from "~/admin";
import { receiveImageForm } from "~/images/index.server";
import {
  coverUploadSchema,
  imageUploadSchema,
  projectChangeSchema,
  uploadKinds,
  ProjectDetailsForm,
  CoverSection,
  ImagesSection,
  portfolioAdminCopy as copy,
} from "~/portfolio";
import {
  addPortfolioImage,
  deletePortfolioImage,
  deletePortfolioProject,
  getPortfolioProject,
  PORTFOLIO_PREFIX,
  setCover,
  setPublished,
  slugify,
  updatePortfolioImageAlt,
  updatePortfolioProject,
} from "~/portfolio/index.server";
import { Button } from "~/components/ui/button";
import { renderMarkdown } from "~/portfolio/index.server";
import { imageUrl } from "~/images";
import { staffAction, staffLoader } from "~/auth/index.server";
import { redirectWithToast } from "~/toast/index.server";
import { uploadRoute } from "~/http";

function notFound(): never {
  throw new Response(copy.notFound, { status: 404 });
}

export const loader = staffLoader(async ({ params }) => {
  const project = await getPortfolioProject(params.id ?? "");
  if (!project) notFound();
  return {
    id: project.id,
    details: {
      title: project.title,
      slug: project.slug,
      location: project.location,
      services: Array.isArray(project.services)
        ? project.services.filter((name): name is string => typeof name === "string")
        : [],
      bodyMarkdown: project.bodyMarkdown,
    },
    published: project.published,
    updated: formatDateTime(project.updatedAt),
    previewHtml: renderMarkdown(project.bodyMarkdown),
    cover: project.coverKey ? { src: imageUrl(project.coverKey, { width: 640 }) } : null,
    images: project.images.map((image) => ({
      id: image.id,
      alt: image.alt,
      thumbnail: imageUrl(image.storageKey, { width: 320 }),
      width: image.width,
      height: image.height,
    })),
  };
});

export const handle = uploadRoute;

export const action = staffAction(async ({ request, params }) => {
  const id = params.id ?? "";
  const here = `/admin/prosjekter/${id}`;
  if (request.headers.get("Content-Type")?.startsWith("multipart/form-data"))
    return upload(request, id, here);

  const submission = parseWithZod(await request.formData(), { schema: projectChangeSchema });
  if (submission.status !== "success") {
    return submission.payload.intent === "save"
      ? data({ details: submission.reply() }, { status: 400 })
      : redirectWithToast(here, copy.toasts.invalid);
  }
  const change = submission.value;
  switch (change.intent) {
    case "save": {
      const { intent: _intent, ...fields } = change;
      const slug = fields.slug ?? slugify(fields.title);
      const saved = slug ? await updatePortfolioProject(id, { ...fields, slug }) : "slug-taken";
      if (saved === "not-found") notFound();
      if (saved === "slug-taken") {
        const message = slug ? copy.errors.slugTaken : copy.errors.slug;
        return data(
          { details: submission.reply({ fieldErrors: { slug: [message] } }) },
          { status: 400 },
        );
      }
      return redirectWithToast(here, copy.toasts.saved);
    }
    case "publish": {
      const result = await setPublished(id, change.published);
      if (result === "not-found") notFound();
      return redirectWithToast(
        here,
        result === "needs-cover" ? copy.toasts.needsCover : copy.toasts[result],
      );
    }
    case "alt":
      await updatePortfolioImageAlt(id, change.imageId, change.alt);
      return redirectWithToast(here, copy.toasts.altSaved);
    case "delete-image":
      await deletePortfolioImage(id, change.imageId);
      return redirectWithToast(here, copy.toasts.imageDeleted);
    case "delete":
      if (!(await deletePortfolioProject(id))) notFound();
      return redirectWithToast("/admin/prosjekter", copy.toasts.deleted);
  }
});

async function upload(request: Request, id: string, here: string) {
  const isCover = new URL(request.url).searchParams.get("opplasting") === uploadKinds.cover;
  const refuse = (message: string) =>
    data({ uploadErrors: isCover ? { cover: message } : { image: message } }, { status: 400 });
  const received = await receiveImageForm(request, {
    prefix: PORTFOLIO_PREFIX,
    schema: isCover ? coverUploadSchema : imageUploadSchema,
  });
  if (!received.ok) {
    const { image, alt } = received.fieldErrors;
    return refuse([...(image ?? []), ...(alt ?? [])].join(" ") || copy.errors.image);
  }
  const { image } = received;
  const fields: { image: string; alt?: string } = received.value;
  const stored = fields.alt
    ? await addPortfolioImage(id, image, fields.alt)
    : await setCover(id, image);
  if (!stored) notFound();
  return redirectWithToast(here, isCover ? copy.toasts.coverSaved : copy.toasts.imageAdded);
}

export default function PortfolioProjectAdminPage() {
  const project = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const uploadErrors =
    actionData && "uploadErrors" in actionData ? actionData.uploadErrors : undefined;
  return (
    <article className="space-y-12">
      <div>
        <Link
          to="/admin/prosjekter"
          className="mb-6 inline-flex items-center gap-2 text-sm text-muted-foreground hover:text-primary"
        >
          <ArrowLeft className="size-4" aria-hidden /> {copy.back}
        </Link>
        <PageHeading
          title={project.details.title}
          intro={project.published ? copy.isPublished(project.details.slug) : copy.isDraft}
        >
          <div className="flex flex-wrap items-center gap-3">
            {project.published ? (
              <a
                href={`/prosjekter/${project.details.slug}`}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-2 text-sm text-primary hover:underline"
              >
                <ExternalLink className="size-4" aria-hidden /> /prosjekter/{project.details.slug}
              </a>
            ) : null}
            <Form method="post">
              <input type="hidden" name="intent" value="publish" />
              <input type="hidden" name="published" value={project.published ? "false" : "true"} />
              <Button type="submit" variant={project.published ? "outline" : "default"}>
                {project.published ? copy.unpublish : copy.publish}
              </Button>
            </Form>
          </div>
        </PageHeading>
        {!project.published && !project.cover ? (
          <p className="text-sm text-muted-foreground">{copy.needsCover}</p>
        ) : null}
      </div>

      <div className="grid gap-10 xl:grid-cols-2">
        <ProjectDetailsForm
          key={project.updated}
          project={project.details}
          lastResult={actionData && "details" in actionData ? actionData.details : undefined}
        />
        <section aria-labelledby="forhandsvisning-tittel">
          <h2 id="forhandsvisning-tittel" className="mb-4 text-2xl">
            {copy.preview}
          </h2>
          {project.details.bodyMarkdown ? (
            // Staff write this Markdown themselves; it is rendered exactly as the public page will show it.
            <div
              className="space-y-4 rounded-lg border bg-card p-6 [&_a]:text-primary [&_a]:underline [&_h2]:text-2xl [&_h3]:text-xl [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
              dangerouslySetInnerHTML={{ __html: project.previewHtml }}
            />
          ) : (
            <p className="text-muted-foreground">{copy.emptyPreview}</p>
          )}
        </section>
      </div>

      <CoverSection
        cover={project.cover}
        title={project.details.title}
        error={uploadErrors?.cover}
      />
      <ImagesSection images={project.images} error={uploadErrors?.image} />

      <section
        aria-labelledby="slett-tittel"
        className="max-w-prose rounded-lg border border-destructive/50 p-6"
      >
        <h2 id="slett-tittel" className="text-2xl">
          {copy.deleteHeading}
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">{copy.deleteHelp}</p>
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="delete" />
          <Button type="submit" variant="destructive">
            {copy.deleteProject}
          </Button>
        </Form>
      </section>
    </article>
  );
}
