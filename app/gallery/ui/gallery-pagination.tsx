import { Link } from "@remix-run/react";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { galleryCopy } from "../copy/gallery";
import { cn } from "~/components/ui/cn";

const copy = galleryCopy.page;

/** Page 1 is the address without `side`, so it has one URL only. */
export function galleryPageHref(page: number, service?: string) {
  const search = new URLSearchParams();
  if (service) search.set("tjeneste", service);
  if (page > 1) search.set("side", String(page));
  const query = search.toString();
  return query ? `/illustrasjoner?${query}` : "/illustrasjoner";
}

/** Plain links, so paging works the same with JavaScript off. */
export function GalleryPagination({
  page,
  pageCount,
  service,
}: {
  page: number;
  pageCount: number;
  service?: string;
}) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav
      aria-label={copy.paginationLabel}
      className="mt-12 flex flex-wrap items-center justify-center gap-2"
    >
      {page > 1 ? (
        <Link to={galleryPageHref(page - 1, service)} rel="prev" className={pageLink}>
          <ChevronLeft aria-hidden className="size-4" />
          {copy.previousPage}
        </Link>
      ) : null}
      {pages.map((target) => (
        <Link
          key={target}
          to={galleryPageHref(target, service)}
          aria-label={copy.pageLabel(target)}
          aria-current={target === page ? "page" : undefined}
          className={cn(
            pageLink,
            "min-w-10 justify-center aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground",
          )}
        >
          {target}
        </Link>
      ))}
      {page < pageCount ? (
        <Link to={galleryPageHref(page + 1, service)} rel="next" className={pageLink}>
          {copy.nextPage}
          <ChevronRight aria-hidden className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}

const pageLink =
  "inline-flex h-10 items-center gap-1 rounded-md border border-border px-3 text-sm transition-colors hover:border-primary hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";
