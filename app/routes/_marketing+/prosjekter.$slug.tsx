import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import ArrowLeft from "lucide-react/icons/arrow-left";
import { ContactCallToAction } from "~/services";
import { ResponsiveImage } from "~/images";
import { portfolioPageCopy as copy } from "~/portfolio";
import { errorPageTags, projectPageMeta, metaTags } from "~/seo";
import { getPublishedProject } from "~/portfolio/index.server";

export const meta: MetaFunction<typeof loader> = (args) => {
  const project = args.data?.project;
  if (!project) return errorPageTags(args);
  return metaTags(args, {
    ...projectPageMeta(project),
    path: `/prosjekter/${project.slug}`,
    type: "article",
  });
};

export async function loader({ params }: LoaderFunctionArgs) {
  const project = await getPublishedProject(params.slug ?? "");
  if (!project) throw new Response(null, { status: 404 });
  return { project };
}

export default function ProjectPage() {
  const { project } = useLoaderData<typeof loader>();
  return (
    <article className="container py-16 md:py-24">
      <Link
        to={copy.backLink.href}
        className="inline-flex items-center gap-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {copy.backLink.label}
      </Link>
      <h1 className="mt-6 text-4xl md:text-5xl">{project.title}</h1>
      <dl className="mt-6 flex flex-wrap gap-x-10 gap-y-3">
        {project.location ? (
          <div>
            <dt className="text-sm text-muted-foreground">{copy.locationLabel}</dt>
            <dd className="font-semibold">{project.location}</dd>
          </div>
        ) : null}
        {project.services.length > 0 ? (
          <div>
            <dt className="text-sm text-muted-foreground">{copy.servicesLabel}</dt>
            <dd className="font-semibold">{project.services.join(", ")}</dd>
          </div>
        ) : null}
      </dl>
      {project.cover ? (
        <ResponsiveImage
          imageKey={project.cover.key}
          alt={project.cover.alt}
          width={project.cover.width}
          height={project.cover.height}
          sizes="(min-width: 1280px) 1248px, 100vw"
          priority
          className="mt-10 aspect-[3/2] w-full rounded-xl object-cover"
        />
      ) : null}
      <div
        className="mt-10 max-w-prose space-y-4 text-lg text-muted-foreground [&_a]:text-primary [&_a]:underline [&_h2]:pt-4 [&_h2]:text-2xl [&_h2]:text-foreground [&_h3]:text-xl [&_h3]:text-foreground [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
        dangerouslySetInnerHTML={{ __html: project.bodyHtml }}
      />
      {project.images.length > 0 ? (
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {project.images.map((image) => (
            <li key={image.key}>
              <ResponsiveImage
                imageKey={image.key}
                alt={image.alt}
                width={image.width}
                height={image.height}
                sizes="(min-width: 768px) 50vw, 100vw"
                className="h-auto w-full rounded-xl"
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-16">
        <ContactCallToAction id="lignende-prosjekt" {...copy.cta} />
      </div>
    </article>
  );
}
