import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { portfolioPageCopy as copy, ProjectCard } from "~/portfolio";
import { loadedPageTags } from "~/seo";
import { listPublishedProjects } from "~/portfolio/index.server";
import { pageData } from "~/seo/index.server";

export const meta: MetaFunction<typeof loader> = loadedPageTags;

export async function loader() {
  const projects = await listPublishedProjects();
  return {
    ...pageData("/prosjekter"),
    projects: projects.map(({ updatedAt: _updatedAt, ...project }) => project),
  };
}

export default function ProjectsPage() {
  const { projects } = useLoaderData<typeof loader>();
  return (
    <section className="container py-16 md:py-24">
      <h1 className="text-4xl md:text-5xl">{copy.heading}</h1>
      <p className="mt-6 max-w-prose text-lg text-muted-foreground">{copy.lead}</p>
      {projects.length > 0 ? (
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {projects.map((project, index) => (
            <li key={project.slug}>
              <ProjectCard project={project} eager={index < 3} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-12 max-w-prose">
          {copy.empty}{" "}
          <Link
            to={copy.galleryLink.href}
            className="font-semibold text-primary underline underline-offset-4"
          >
            {copy.galleryLink.label}
          </Link>
        </p>
      )}
    </section>
  );
}
