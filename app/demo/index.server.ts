import { renderScene } from "./scenes.server";

export { seedShowcaseIfEmpty } from "./showcase.server";
import { type Database, prisma } from "~/db/index.server";
import { type FileStorage, getStorage } from "~/storage/index.server";

/**
 * Demo content for a fresh database, so the site looks alive on the embedded defaults:
 * gallery illustrations and two published portfolio projects, pictures drawn by
 * ./scenes.server. Runs once per database: a marker row records it, so content staff
 * later delete does not come back.
 */

const SEED_MARKER = "demo-seed";

const ILLUSTRATIONS = [
  { seed: 11, alt: "Illustrasjon av nye leilighetsbygg med balkonger en klar sommerdag" },
  { seed: 4, alt: "Boligfelt med rekkehus og høye lamellblokker i kveldssol" },
  { seed: 26, alt: "Leilighetsprosjekt ved skumring med lys i vinduene" },
  { seed: 7, alt: "Gatebilde med nye bygårder, trær og fortau" },
  { seed: 15, alt: "Boligprosjekt med saltak og grøntområder i ettermiddagslys" },
  { seed: 30, alt: "Kveldsillustrasjon av boligblokker med opplyste vinduer" },
];

const PROJECTS = [
  {
    slug: "fjordparken-bolig",
    title: "Fjordparken",
    location: "Drammen",
    services: ["3D-illustrasjoner", "360-visning"],
    bodyMarkdown:
      "Fjordparken er 46 leiligheter fordelt på fire lamellbygg ved elva. Utbyggeren trengte salgsillustrasjoner før byggestart, så kjøperne kunne se balkonger, utsikt og uteområder slik de blir.\n\nVi bygde modellen fra arkitektens IFC-fil og leverte eksteriører i dagslys og kveldslys, i tillegg til en 360-visning fra en toppleilighet.",
    images: [
      { seed: 3, alt: "Fjordparken sett fra gaten, fire bygg med balkonger" },
      { seed: 19, alt: "Fjordparken i kveldssol" },
      { seed: 8, alt: "Fjordparken ved skumring med lys i vinduene" },
    ],
  },
  {
    slug: "lindelia-rekkehus",
    title: "Lindelia rekkehus",
    location: "Ski",
    services: ["3D-illustrasjoner", "Fotomontasje"],
    bodyMarkdown:
      "Lindelia er tolv rekkehus med saltak i et etablert villastrøk. Kommunen ba om fotomontasjer som viser hvordan husene møter nabolaget, og megleren trengte bilder til prospektet.\n\nVi leverte fotomontasjer fra tre ståsteder og salgsillustrasjoner av hagesiden.",
    images: [
      { seed: 21, alt: "Lindelia rekkehus med saltak og hager" },
      { seed: 13, alt: "Lindelia sett fra adkomstveien" },
      { seed: 28, alt: "Lindelia en tidlig kveld" },
    ],
  },
];

async function putScene(storage: FileStorage, key: string, seed: number) {
  const scene = await renderScene(seed);
  await storage.put(key, scene.data, { contentType: scene.contentType });
  return { key, width: scene.width, height: scene.height };
}

function isUniqueViolation(error: unknown) {
  return (error as { code?: string }).code === "P2002";
}

export async function seedIfEmpty({
  db = prisma,
  storage = getStorage(),
}: { db?: Database; storage?: FileStorage } = {}) {
  if (await db.appSetting.findUnique({ where: { key: SEED_MARKER } })) return { seeded: false };
  const [illustrations, projects] = await Promise.all([
    db.illustration.count(),
    db.portfolioProject.count(),
  ]);
  if (illustrations + projects > 0) {
    await db.appSetting.upsert({
      where: { key: SEED_MARKER },
      create: { key: SEED_MARKER, value: "hadde innhold fra før" },
      update: {},
    });
    return { seeded: false };
  }

  // Pictures first: the same keys and bytes every time, so a second server doing the same is harmless.
  const [illustrationImages, ...projectImages] = await Promise.all([
    Promise.all(
      ILLUSTRATIONS.map((illustration, index) =>
        putScene(storage, `illustrations/demo-${index + 1}.jpg`, illustration.seed),
      ),
    ),
    ...PROJECTS.map((project) =>
      Promise.all(
        project.images.map((image, index) =>
          putScene(storage, `portfolio/${project.slug}/${index + 1}.jpg`, image.seed),
        ),
      ),
    ),
  ]);

  try {
    await db.$transaction(async (tx) => {
      // Created first: a second server seeding at the same moment fails here and stops.
      await tx.appSetting.create({ data: { key: SEED_MARKER, value: new Date().toISOString() } });
      for (const [index, illustration] of ILLUSTRATIONS.entries()) {
        const image = illustrationImages[index]!;
        await tx.illustration.create({
          data: {
            imagePath: image.key,
            alt: illustration.alt,
            sortOrder: index,
            width: image.width,
            height: image.height,
            createdAt: new Date(Date.now() - index * 60_000),
          },
        });
      }
      for (const [index, project] of PROJECTS.entries()) {
        const images = projectImages[index]!;
        await tx.portfolioProject.create({
          data: {
            slug: project.slug,
            title: project.title,
            location: project.location,
            services: project.services,
            bodyMarkdown: project.bodyMarkdown,
            coverKey: images[0]?.key,
            published: true,
            images: {
              create: images.map((image, order) => ({
                storageKey: image.key,
                alt: project.images[order]!.alt,
                width: image.width,
                height: image.height,
                sortOrder: order,
              })),
            },
          },
        });
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { seeded: false };
    throw error;
  }
  return { seeded: true };
}
