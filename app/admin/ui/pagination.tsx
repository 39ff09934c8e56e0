import { Link, useLocation } from "@remix-run/react";
import { paginationCopy } from "../copy";

/** Plain links that keep the other query parameters (search, filters) and change ?side=. */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { pathname, search } = useLocation();
  if (pageCount <= 1) return null;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(search);
    params.set("side", String(target));
    return `${pathname}?${params}`;
  };
  return (
    <nav aria-label={paginationCopy.label} className="mt-6 flex items-center gap-4 text-sm">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className="text-primary hover:underline">
          {paginationCopy.previous}
        </Link>
      ) : null}
      <span className="text-muted-foreground">{paginationCopy.page(page, pageCount)}</span>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} rel="next" className="text-primary hover:underline">
          {paginationCopy.next}
        </Link>
      ) : null}
    </nav>
  );
}
