import sharp from "sharp";

/**
 * Draws the demo pictures the seed puts in storage: simple architectural scenes (apartment
 * blocks, townhouses, trees, sky at different times of day) as SVG, rendered to JPEG with
 * sharp. Same seed, same picture, so nothing binary is committed (decision 017).
 */

type Palette = { sky: [string, string]; sun: string; ground: string; hills: string; lit: number };

const PALETTES: Palette[] = [
  { sky: ["#7fb2e5", "#dcecf8"], sun: "#fff6d5", ground: "#7a9a5b", hills: "#9bb4a3", lit: 0.05 },
  { sky: ["#f4a46a", "#fbe3c2"], sun: "#fff1c1", ground: "#6f8a52", hills: "#b79a8c", lit: 0.3 },
  { sky: ["#24305e", "#f08a5d"], sun: "#ffd28a", ground: "#3f5335", hills: "#4a4e69", lit: 0.7 },
];
const FACADES = ["#e8e2d6", "#c9b79c", "#8d6e63", "#d9d4cf", "#a3b1ad", "#f3efe6", "#6d7a84"];
const ROOFS = ["#3c3f45", "#5b4b43", "#2f3a3d"];

/** Small deterministic PRNG (mulberry32), so a seed always draws the same scene. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

type Building = { x: number; width: number; floors: number; pitched: boolean; balconies: boolean };

function drawBuilding(random: () => number, palette: Palette, groundY: number, building: Building) {
  const floorHeight = 46;
  const height = building.floors * floorHeight + 20;
  const top = groundY - height;
  const facade = pick(random, FACADES);
  const parts = [
    `<rect x="${building.x + 14}" y="${top + 14}" width="${building.width}" height="${height}" fill="#000" opacity="0.18"/>`,
    `<rect x="${building.x}" y="${top}" width="${building.width}" height="${height}" fill="${facade}"/>`,
  ];
  if (building.pitched) {
    const peak = top - building.width * 0.35;
    parts.push(
      `<polygon points="${building.x - 10},${top} ${building.x + building.width / 2},${peak} ${building.x + building.width + 10},${top}" fill="${pick(random, ROOFS)}"/>`,
    );
  } else {
    parts.push(
      `<rect x="${building.x - 6}" y="${top - 10}" width="${building.width + 12}" height="12" fill="${pick(random, ROOFS)}"/>`,
    );
  }
  const columns = Math.max(2, Math.floor(building.width / 58));
  const gap = building.width / columns;
  for (let floor = 0; floor < building.floors; floor++) {
    const y = top + 18 + floor * floorHeight;
    for (let column = 0; column < columns; column++) {
      const x = building.x + column * gap + gap * 0.22;
      const lit = random() < palette.lit;
      parts.push(
        `<rect x="${x}" y="${y}" width="${gap * 0.56}" height="28" fill="${lit ? "#ffd98a" : "#3d5566"}" stroke="#f7f7f2" stroke-width="2"/>`,
      );
      if (building.balconies && floor < building.floors - 1) {
        parts.push(
          `<rect x="${x - 6}" y="${y + 30}" width="${gap * 0.56 + 12}" height="10" fill="#cfe3ea" opacity="0.75" stroke="#5f6b70" stroke-width="1.5"/>`,
        );
      }
    }
  }
  const door = building.x + building.width / 2 - 14;
  parts.push(`<rect x="${door}" y="${groundY - 40}" width="28" height="40" fill="#4b3b30"/>`);
  return parts.join("");
}

function drawTree(random: () => number, x: number, groundY: number) {
  const size = 26 + random() * 26;
  const leaf = pick(random, ["#4f7a3a", "#5d8c45", "#3f6b35", "#6b9a4f"]);
  return (
    `<rect x="${x - 4}" y="${groundY - size * 1.6}" width="8" height="${size * 1.6}" fill="#5b4636"/>` +
    `<circle cx="${x}" cy="${groundY - size * 1.9}" r="${size}" fill="${leaf}"/>` +
    `<circle cx="${x - size * 0.5}" cy="${groundY - size * 1.5}" r="${size * 0.7}" fill="${leaf}"/>`
  );
}

function drawSceneSvg(seed: number, width = 1600, height = 1000) {
  const random = randomFrom(seed);
  const palette = PALETTES[seed % PALETTES.length]!;
  const groundY = height * 0.78;
  const hills = Array.from({ length: 7 }, (_, index) => {
    const x = (index / 6) * width;
    return `${x},${groundY - 60 - random() * 120}`;
  }).join(" ");
  const buildings: Building[] = [];
  let x = 60 + random() * 120;
  while (x < width - 260) {
    const buildingWidth = 200 + random() * 260;
    buildings.push({
      x,
      width: Math.min(buildingWidth, width - 60 - x),
      floors: 2 + Math.floor(random() * 6),
      pitched: random() < 0.35,
      balconies: random() < 0.6,
    });
    x += buildingWidth + 40 + random() * 120;
  }
  const trees = Array.from({ length: 3 + Math.floor(random() * 5) }, () =>
    drawTree(random, 40 + random() * (width - 80), groundY + 30),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="${width * (0.15 + random() * 0.7)}" cy="${height * (0.15 + random() * 0.2)}" r="${40 + random() * 30}" fill="${palette.sun}" opacity="0.9"/>
<polygon points="0,${groundY} ${hills} ${width},${groundY}" fill="${palette.hills}"/>
<rect y="${groundY}" width="${width}" height="${height - groundY}" fill="${palette.ground}"/>
<rect y="${groundY + 50}" width="${width}" height="46" fill="#8a8d91"/>
<line x1="0" y1="${groundY + 73}" x2="${width}" y2="${groundY + 73}" stroke="#e9e4d8" stroke-width="4" stroke-dasharray="40 30"/>
${buildings.map((building) => drawBuilding(random, palette, groundY, building)).join("\n")}
${trees.join("\n")}
</svg>`;
}

/**
 * An equirectangular (2:1) panorama of a courtyard: buildings all the way round the horizon,
 * lawn below, sky above. Straight lines near the horizon stay nearly straight in this
 * projection, so a flat drawing reads as a place to look around in.
 */
function drawPanoramaSvg(seed: number, outputWidth = 3072) {
  // Drawn on a 2048-wide canvas, so the buildings are as big as in the flat scenes' scale.
  const width = 2048;
  const height = width / 2;
  const random = randomFrom(seed);
  const palette = PALETTES[seed % PALETTES.length]!;
  const groundY = height * 0.56;
  const buildings: string[] = [];
  for (let x = 0; x < width - 160;) {
    const buildingWidth = 160 + random() * 200;
    buildings.push(
      drawBuilding(random, palette, groundY, {
        x,
        width: buildingWidth,
        floors: 3 + Math.floor(random() * 4),
        pitched: random() < 0.3,
        balconies: random() < 0.7,
      }),
    );
    x += buildingWidth + 20 + random() * 60;
  }
  const trees = Array.from({ length: 12 }, (_, index) =>
    drawTree(random, ((index + random()) / 12) * width, groundY + 30),
  );
  const paths = Array.from({ length: 4 }, (_, index) => {
    const x = (index / 4) * width + width / 8;
    return `<polygon points="${x - 20},${groundY + 40} ${x + 20},${groundY + 40} ${x + 160},${height} ${x - 160},${height}" fill="#cdbf9f"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outputWidth}" height="${outputWidth / 2}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="0.55" stop-color="${palette.sky[1]}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="${width * (0.2 + random() * 0.6)}" cy="${height * 0.2}" r="40" fill="${palette.sun}" opacity="0.9"/>
<rect y="${groundY}" width="${width}" height="${height - groundY}" fill="${palette.ground}"/>
${paths.join("\n")}
${buildings.join("\n")}
${trees.join("\n")}
</svg>`;
}

export async function renderPanorama(seed: number, width = 3072) {
  const data = await sharp(Buffer.from(drawPanoramaSvg(seed, width)))
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  return { data, width, height: width / 2, contentType: "image/jpeg" };
}

/** A JPEG of the scene, with its size for the database. */
export async function renderScene(seed: number, width = 1600, height = 1000) {
  const data = await sharp(Buffer.from(drawSceneSvg(seed, width, height)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  return { data, width, height, contentType: "image/jpeg" };
}
