import { Link } from "@remix-run/react";
import MapPin from "lucide-react/icons/map-pin";
import { ResponsiveImage } from "~/images";
import type { PublicImage } from "../portfolio.server";

export interface ProjectSummary {
  slug: string;
  title: string;
  location: string;
  services: string[];
  cover: PublicImage | null;
}

/** A published project in the list: cover, name, place and services; the whole card is the link. */
export function ProjectCard({ project, eager }: { project: ProjectSummary; eager: boolean }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border bg-card transition-colors hover:border-primary has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring">
      {project.cover ? (
        <ResponsiveImage
          imageKey={project.cover.key}
          alt=""
          width={project.cover.width}
          height={project.cover.height}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          eager={eager}
          className="aspect-[3/2] w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <h2 className="text-2xl">
          <Link
            to={`/prosjekter/${project.slug}`}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {project.title}
          </Link>
        </h2>
        {project.location ? (
          <p className="mt-2 flex items-center gap-2 text-sm text-muted-foreground">
            <MapPin className="size-4 text-primary" aria-hidden />
            {project.location}
          </p>
        ) : null}
        {project.services.length > 0 ? (
          <p className="mt-4 text-sm">{project.services.join(" · ")}</p>
        ) : null}
      </div>
    </article>
  );
}
