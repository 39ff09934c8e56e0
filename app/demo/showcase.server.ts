import { type Database, prisma } from "~/db/index.server";
import { type FileStorage, getStorage } from "~/storage/index.server";
import { renderPanorama } from "./scenes.server";

/**
 * Demo content for the service pages' examples and live demos: which demo pictures show which
 * service, two panoramas for the 360 view and a building for the home selector. Its own
 * marker, so a database seeded before these demos existed gets them once too.
 */

const SHOWCASE_MARKER = "demo-showcase";

/** Every service page shows at least one example on a fresh start. */
const SERVICE_TAGS: Record<string, string[]> = {
  "illustrations/demo-1.jpg": ["3d-visualisering", "nettsider"],
  "illustrations/demo-2.jpg": ["3d-visualisering", "konfigurator", "drone"],
  "illustrations/demo-3.jpg": ["animasjon", "3d-visualisering"],
  "illustrations/demo-4.jpg": ["fotomontasje", "360-visning"],
  "illustrations/demo-5.jpg": ["konfigurator", "fotomontasje", "nettsider"],
  "illustrations/demo-6.jpg": ["animasjon", "360-visning", "drone"],
};

const PANORAMAS = [
  { seed: 5, title: "Gårdsrommet" },
  { seed: 9, title: "Takterrassen" },
];

const statuses = ["ledig", "solgt", "reservert", "ledig", "ledig", "solgt"] as const;

/** Three floors of four flats, every status present. */
const UNITS = [3, 2, 1].flatMap((floor) =>
  [1, 2, 3, 4].map((position) => {
    const index = (floor - 1) * 4 + (position - 1);
    const rooms = [2, 3, 4, 3][position - 1]!;
    const area = 38 + rooms * 16 + floor * 2;
    return {
      number: `A-${floor}0${position}`,
      floor,
      position,
      rooms,
      area,
      price: Math.round((area * 68_000 + floor * 150_000) / 10_000) * 10_000,
      status: statuses[index % statuses.length]!,
    };
  }),
);

export async function seedShowcaseIfEmpty({
  db = prisma,
  storage = getStorage(),
}: { db?: Database; storage?: FileStorage } = {}) {
  if (await db.appSetting.findUnique({ where: { key: SHOWCASE_MARKER } })) return false;
  const panoramas = await Promise.all(
    PANORAMAS.map(async ({ seed, title }, index) => {
      const picture = await renderPanorama(seed);
      const key = `panoramas/demo-${index + 1}.jpg`;
      await storage.put(key, picture.data, { contentType: picture.contentType });
      return {
        title,
        imageKey: key,
        width: picture.width,
        height: picture.height,
        sortOrder: index,
      };
    }),
  );
  const tagged = await db.illustration.findMany({
    where: { imagePath: { in: Object.keys(SERVICE_TAGS) } },
    select: { id: true, imagePath: true },
  });
  try {
    await db.$transaction(async (tx) => {
      await tx.appSetting.create({
        data: { key: SHOWCASE_MARKER, value: new Date().toISOString() },
      });
      await tx.illustrationService.createMany({
        data: tagged.flatMap(({ id, imagePath }) =>
          (SERVICE_TAGS[imagePath] ?? []).map((serviceSlug) => ({
            illustrationId: id,
            serviceSlug,
          })),
        ),
      });
      if ((await tx.panorama.count()) === 0) await tx.panorama.createMany({ data: panoramas });
      if ((await tx.showcaseUnit.count()) === 0) await tx.showcaseUnit.createMany({ data: UNITS });
    });
  } catch (error) {
    if ((error as { code?: string }).code === "P2002") return false;
    throw error;
  }
  return true;
}
