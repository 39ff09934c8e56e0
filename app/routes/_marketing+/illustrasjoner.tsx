import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import {
  GalleryGrid,
  GalleryPagination,
  galleryPageHref,
  ServiceFilter,
  galleryCopy,
} from "~/gallery";
import { errorPageTags, metaTags } from "~/seo";
import { pageData } from "~/seo/index.server";
import { isServiceSlug } from "~/services";
import { listIllustrations, pageFromSearch } from "~/gallery/index.server";
import { readServiceCards } from "~/site-content/index.server";

const copy = galleryCopy.page;

// Each page, and each service's selection, is its own canonical page at the address the
// gallery links to, so search engines reach every picture.
export const meta: MetaFunction<typeof loader> = (args) => {
  if (!args.data) return errorPageTags(args);
  const { page: entry, gallery, service } = args.data;
  return metaTags(args, {
    ...entry,
    title: gallery.page > 1 ? `${copy.pageLabel(gallery.page)} – ${entry.title}` : entry.title,
    path: galleryPageHref(gallery.page, service),
  });
};

export async function loader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const page = pageFromSearch(search);
  const service = search.get("tjeneste") ?? undefined;
  if (page === null || (service !== undefined && !isServiceSlug(service))) {
    throw new Response("Fant ikke siden", { status: 404 });
  }
  const gallery = await listIllustrations({ page, service });
  if (page > gallery.pageCount) throw new Response("Fant ikke siden", { status: 404 });
  const services = (await readServiceCards(request)).map(({ slug, title }) => ({ slug, title }));
  return { ...pageData("/illustrasjoner"), gallery, service, services };
}

export default function GalleryPage() {
  const { gallery, service, services } = useLoaderData<typeof loader>();
  return (
    <section className="container py-16 md:py-24">
      <h1 className="text-4xl md:text-5xl">{copy.heading}</h1>
      <p className="mt-4 max-w-prose text-lg text-muted-foreground">{copy.lead}</p>
      {gallery.pageCount > 1 ? (
        <p className="mt-2 text-sm text-muted-foreground">
          {copy.pageStatus(gallery.page, gallery.pageCount)}
        </p>
      ) : null}
      <ServiceFilter services={services} current={service} />
      <div className="mt-10">
        {gallery.images.length > 0 ? (
          <GalleryGrid key={`${service}-${gallery.page}`} images={gallery.images} />
        ) : (
          <p className="text-muted-foreground">{service ? copy.emptyForService : copy.empty}</p>
        )}
      </div>
      <GalleryPagination page={gallery.page} pageCount={gallery.pageCount} service={service} />
    </section>
  );
}
