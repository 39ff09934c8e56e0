import { Link } from "@remix-run/react";
import { cn } from "~/components/ui/cn";
import { galleryCopy } from "../copy/gallery";
import { galleryPageHref } from "./gallery-pagination";

const copy = galleryCopy.page;

/**
 * Links with a query, so filtering works the same with JavaScript off. One row that scrolls
 * sideways rather than wrapping: wrapped, the chips took four rows in the fallback font and
 * three in Inter on a phone, and the gallery jumped when Inter arrived (layout shift 0.13).
 */
export function ServiceFilter({
  services,
  current,
}: {
  /** Each service's name as its card shows it, published (decision 273). */
  services: readonly { slug: string; title: string }[];
  current?: string;
}) {
  const options = [
    { slug: undefined, label: copy.allServices },
    ...services.map((service) => ({ slug: service.slug, label: service.title })),
  ];
  return (
    <nav aria-label={copy.filterLabel} className="mt-8">
      <p className="text-sm text-muted-foreground">{copy.filterLabel}</p>
      <ul className="-mx-1 mt-1 flex gap-2 overflow-x-auto p-1">
        {options.map(({ slug, label }) => (
          <li key={label} className="shrink-0">
            <Link
              to={galleryPageHref(1, slug)}
              aria-current={slug === current ? "page" : undefined}
              preventScrollReset
              className={cn(
                "inline-flex min-h-10 items-center whitespace-nowrap rounded-full border px-4 text-sm hover:border-primary",
                "aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground",
              )}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
