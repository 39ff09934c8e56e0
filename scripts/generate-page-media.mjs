// Draws the public pages' own pictures as SVG, renders them with sharp and cuts the hero's
// background loop with ffmpeg: hero still, hero video, animation thumbnail, team portraits,
// the social sharing image and the favicon set drawn from public/favicon.svg. Output goes to public/; rerun to regenerate.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const publicDir = path.join(root, "public");
const mediaDir = path.join(publicDir, "media");

const accent = "#e65c1a";
const ink = "#120f0d";

/** A seeded generator, so every run draws the same windows and trees. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const mix = (a, b, t) => a + (b - a) * t;
const hex = (rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
const mixColour = (a, b, t) => hex(a.map((c, i) => mix(c, b[i], t)));

/**
 * An apartment block at dusk. `dusk` 0..1 darkens the sky, `lit` 0..1 is the share of
 * lit windows, `pan` shifts the camera sideways with parallax between the layers.
 */
function exteriorScene({ width, height, dusk, lit, pan }) {
  const scale = width / 1920;
  const horizon = height * 0.62;
  const skyTop = mixColour([58, 86, 140], [22, 24, 52], dusk);
  const skyMid = mixColour([236, 150, 104], [120, 64, 92], dusk);
  const skyLow = mixColour([255, 196, 128], [236, 120, 64], dusk);
  const layer = (depth, content) =>
    `<g transform="translate(${(-pan * depth * 120 * scale).toFixed(2)} 0)">${content}</g>`;

  const hills = layer(
    0.2,
    `<path d="M${-200 * scale} ${horizon} Q ${400 * scale} ${horizon - 140 * scale} ${900 * scale} ${horizon - 40 * scale} T ${2200 * scale} ${horizon - 60 * scale} V ${height} H ${-200 * scale} Z" fill="${mixColour([70, 62, 84], [34, 30, 48], dusk)}"/>`,
  );

  const windowsRng = random(7);
  const building = (x, y, w, h, floors, columns, facade, seedOffset) => {
    const rng = random(seedOffset);
    const parts = [`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${facade}"/>`];
    parts.push(
      `<rect x="${x - 12 * scale}" y="${y - 14 * scale}" width="${w + 24 * scale}" height="${16 * scale}" fill="#2b2522"/>`,
    );
    const cellW = w / columns;
    const cellH = h / floors;
    for (let floor = 0; floor < floors; floor += 1) {
      for (let column = 0; column < columns; column += 1) {
        const threshold = rng();
        const on = threshold < lit;
        const wx = x + column * cellW + cellW * 0.14;
        const wy = y + floor * cellH + cellH * 0.16;
        const glass = on
          ? mixColour([255, 214, 150], [255, 190, 110], windowsRng())
          : mixColour([70, 84, 110], [38, 44, 62], dusk);
        parts.push(
          `<rect x="${wx.toFixed(1)}" y="${wy.toFixed(1)}" width="${(cellW * 0.72).toFixed(1)}" height="${(cellH * 0.62).toFixed(1)}" rx="${2 * scale}" fill="${glass}"/>`,
        );
        if (floor > 0) {
          parts.push(
            `<rect x="${(x + column * cellW + cellW * 0.06).toFixed(1)}" y="${(y + floor * cellH + cellH * 0.8).toFixed(1)}" width="${(cellW * 0.88).toFixed(1)}" height="${(cellH * 0.08).toFixed(1)}" fill="#d9d2c7" opacity="0.85"/>`,
          );
        }
      }
    }
    return parts.join("");
  };

  const back = layer(
    0.45,
    building(
      1250 * scale,
      horizon - 330 * scale,
      420 * scale,
      330 * scale,
      4,
      5,
      mixColour([150, 140, 128], [80, 74, 70], dusk),
      3,
    ),
  );
  const main = layer(
    0.7,
    building(
      420 * scale,
      horizon - 520 * scale,
      760 * scale,
      560 * scale,
      6,
      8,
      mixColour([196, 150, 110], [110, 84, 66], dusk),
      11,
    ) +
      `<rect x="${420 * scale}" y="${horizon - 520 * scale}" width="${90 * scale}" height="${560 * scale}" fill="#3a302a" opacity="0.55"/>`,
  );

  const ground = `<rect x="0" y="${horizon + 40 * scale}" width="${width}" height="${height}" fill="${mixColour([64, 80, 52], [30, 36, 30], dusk)}"/>
  <path d="M0 ${height} L ${width * 0.42} ${horizon + 40 * scale} H ${width * 0.5} L ${width * 0.62} ${height} Z" fill="${mixColour([170, 160, 150], [78, 72, 70], dusk)}"/>`;

  const treeRng = random(21);
  const trees = [];
  for (let i = 0; i < 9; i += 1) {
    const tx = (i * 230 + treeRng() * 80 - 60) * scale;
    const ty = horizon + (70 + treeRng() * 60) * scale;
    const r = (60 + treeRng() * 50) * scale;
    const leaf = mixColour([72, 104, 60], [28, 40, 32], dusk);
    trees.push(
      `<rect x="${tx - 6 * scale}" y="${ty - r * 0.2}" width="${12 * scale}" height="${r * 1.1}" fill="#2a211c"/>` +
        `<circle cx="${tx}" cy="${ty - r * 0.6}" r="${r}" fill="${leaf}"/>` +
        `<circle cx="${tx + r * 0.55}" cy="${ty - r * 0.3}" r="${r * 0.7}" fill="${leaf}"/>`,
    );
  }
  const lamps = [300, 1000, 1700]
    .map((lx) => {
      const x = lx * scale;
      const top = horizon - 40 * scale;
      return `<rect x="${x - 3 * scale}" y="${top}" width="${6 * scale}" height="${180 * scale}" fill="#1c1816"/>
        <circle cx="${x}" cy="${top}" r="${60 * scale}" fill="url(#lamp)" opacity="${lit.toFixed(2)}"/>
        <circle cx="${x}" cy="${top}" r="${8 * scale}" fill="#ffe2b0"/>`;
    })
    .join("");

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${skyTop}"/>
      <stop offset="0.65" stop-color="${skyMid}"/>
      <stop offset="1" stop-color="${skyLow}"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.78" cy="0.62" r="0.35">
      <stop offset="0" stop-color="#ffd9a0" stop-opacity="${(0.8 - dusk * 0.5).toFixed(2)}"/>
      <stop offset="1" stop-color="#ffd9a0" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="lamp">
      <stop offset="0" stop-color="#ffd79a" stop-opacity="0.7"/>
      <stop offset="1" stop-color="#ffd79a" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0.55" stop-color="${ink}" stop-opacity="0"/>
      <stop offset="1" stop-color="${ink}" stop-opacity="0.65"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <rect width="${width}" height="${height}" fill="url(#sun)"/>
  ${hills}${back}${ground}${main}${layer(1, trees.join("") + lamps)}
  <rect width="${width}" height="${height}" fill="url(#shade)"/>
</svg>`;
}

/** A living room with a wide window, the still the animation section shows. */
function interiorScene({ width, height }) {
  const s = width / 1280;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1280 720">
  <defs>
    <linearGradient id="view" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#4a6fa0"/><stop offset="0.7" stop-color="#f0a070"/><stop offset="1" stop-color="#ffcf90"/>
    </linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#8a6448"/><stop offset="1" stop-color="#4e3626"/>
    </linearGradient>
    <radialGradient id="light" cx="0.5" cy="0.35" r="0.6">
      <stop offset="0" stop-color="#ffe3b8" stop-opacity="0.35"/><stop offset="1" stop-color="#ffe3b8" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="1280" height="720" fill="#d8cfc3"/>
  <rect x="260" y="90" width="760" height="380" fill="url(#view)"/>
  <path d="M260 380 Q 460 300 640 360 T 1020 340 V 470 H 260 Z" fill="#3c4660"/>
  <path d="M260 420 Q 520 380 760 420 T 1020 410 V 470 H 260 Z" fill="#2d3a34"/>
  <g stroke="#2a2420" stroke-width="10" fill="none"><rect x="260" y="90" width="760" height="380"/><line x1="513" y1="90" x2="513" y2="470"/><line x1="767" y1="90" x2="767" y2="470"/></g>
  <path d="M0 520 H 1280 V 720 H 0 Z" fill="url(#floor)"/>
  <rect x="120" y="470" width="1040" height="50" fill="#bdb3a6"/>
  <rect x="330" y="520" width="620" height="110" rx="18" fill="#5d6b70"/>
  <rect x="330" y="470" width="620" height="80" rx="18" fill="#6d7c82"/>
  <rect x="300" y="500" width="60" height="130" rx="16" fill="#56646a"/>
  <rect x="920" y="500" width="60" height="130" rx="16" fill="#56646a"/>
  <rect x="500" y="640" width="280" height="24" rx="6" fill="#2a2420"/>
  <ellipse cx="640" cy="700" rx="420" ry="26" fill="#000" opacity="0.18"/>
  <rect x="1080" y="250" width="8" height="300" fill="#2a2420"/>
  <path d="M1040 250 H 1128 L 1110 200 H 1058 Z" fill="${accent}"/>
  <rect x="150" y="380" width="70" height="140" rx="10" fill="#3f5a3a"/>
  <circle cx="185" cy="360" r="55" fill="#4f7346"/>
  <rect width="1280" height="720" fill="url(#light)"/>
  <rect width="1280" height="720" fill="${ink}" opacity="0.12"/>
  <desc>${s}</desc>
</svg>`;
}

/** An illustrated head-and-shoulders portrait in the house colours. */
function portrait({ width, height, hair, skin, shirt, background, hairStyle }) {
  const hairPath =
    hairStyle === "short"
      ? "M160 230 Q 150 120 240 105 Q 330 100 330 220 Q 300 160 240 165 Q 190 168 160 230 Z"
      : "M150 250 Q 130 110 245 95 Q 350 95 340 245 Q 320 170 290 160 Q 250 200 180 170 Q 160 200 150 250 Z";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 480 600">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/>
    </linearGradient>
  </defs>
  <rect width="480" height="600" fill="url(#bg)"/>
  <circle cx="380" cy="110" r="150" fill="${accent}" opacity="0.18"/>
  <path d="M60 600 Q 70 430 240 420 Q 410 430 420 600 Z" fill="${shirt}"/>
  <path d="M205 340 H 275 V 440 Q 240 470 205 440 Z" fill="${skin}"/>
  <ellipse cx="245" cy="250" rx="92" ry="118" fill="${skin}"/>
  <path d="${hairPath}" fill="${hair}"/>
  <ellipse cx="210" cy="255" rx="8" ry="6" fill="#2a1f1a"/>
  <ellipse cx="282" cy="255" rx="8" ry="6" fill="#2a1f1a"/>
  <path d="M215 315 Q 246 338 278 315" stroke="#7a4032" stroke-width="6" fill="none" stroke-linecap="round"/>
  <path d="M200 440 L 240 480 L 280 440" stroke="${background[1]}" stroke-width="10" fill="none"/>
</svg>`;
}

const render = (svg) => sharp(Buffer.from(svg));

/** An .ico file holding one PNG image, which every browser since IE11 reads. */
function icoFromPng(png, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

async function heroStill() {
  const scene = exteriorScene({ width: 1920, height: 1080, dusk: 0.55, lit: 0.6, pan: 0 });
  await render(scene).webp({ quality: 72 }).toFile(path.join(mediaDir, "hero-1920.webp"));
  await render(scene)
    .resize(960)
    .webp({ quality: 70 })
    .toFile(path.join(mediaDir, "hero-960.webp"));
}

/** Eight seconds that end where they began: the camera drifts out and back as dusk deepens and lifts. */
async function heroVideo() {
  const frames = mkdtempSync(path.join(tmpdir(), "hero-frames-"));
  const fps = 24;
  const count = fps * 8;
  try {
    for (let i = 0; i < count; i += 1) {
      const phase = (1 - Math.cos((2 * Math.PI * i) / count)) / 2;
      const scene = exteriorScene({
        width: 1280,
        height: 720,
        dusk: 0.4 + phase * 0.35,
        lit: 0.35 + phase * 0.5,
        pan: phase,
      });
      await render(scene)
        .png()
        .toFile(path.join(frames, `${String(i).padStart(4, "0")}.png`));
    }
    execFileSync(
      "ffmpeg",
      [
        "-y",
        "-loglevel",
        "error",
        "-framerate",
        String(fps),
        "-i",
        path.join(frames, "%04d.png"),
        "-c:v",
        "libx264",
        "-preset",
        "slow",
        "-crf",
        "30",
        "-pix_fmt",
        "yuv420p",
        "-movflags",
        "+faststart",
        "-an",
        path.join(mediaDir, "hero-loop.mp4"),
      ],
      { stdio: "inherit" },
    );
  } finally {
    rmSync(frames, { recursive: true, force: true });
  }
}

async function thumbnails() {
  await render(interiorScene({ width: 1280, height: 720 }))
    .webp({ quality: 75 })
    .toFile(path.join(mediaDir, "animation-thumbnail.webp"));
  const ogScene = exteriorScene({ width: 1200, height: 630, dusk: 0.55, lit: 0.6, pan: 0.2 });
  const ogText = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
    <text x="60" y="520" font-family="DejaVu Serif" font-weight="bold" font-size="72" fill="#fff7ef">Digitale Poteter</text>
    <text x="60" y="575" font-family="DejaVu Sans" font-size="30" fill="#fff7ef">Fotorealistiske 3D-visualiseringer</text>
    <rect x="60" y="440" width="90" height="8" fill="${accent}"/></svg>`;
  await render(ogScene)
    .composite([{ input: Buffer.from(ogText) }])
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(path.join(mediaDir, "og-image.jpg"));
}

async function teamPortraits() {
  const teamDir = path.join(mediaDir, "team");
  mkdirSync(teamDir, { recursive: true });
  const people = [
    {
      file: "henrik-solberg.webp",
      hair: "#5a3a24",
      skin: "#e8b996",
      shirt: "#2f3b46",
      background: ["#3a2a22", "#1c1512"],
      hairStyle: "short",
    },
    {
      file: "jonas-lund.webp",
      hair: "#c9a063",
      skin: "#f0c7a6",
      shirt: "#4a3328",
      background: ["#2a2f38", "#15171c"],
      hairStyle: "long",
    },
  ];
  for (const { file, ...look } of people) {
    await render(portrait({ width: 480, height: 600, ...look }))
      .webp({ quality: 78 })
      .toFile(path.join(teamDir, file));
  }
}

/** Raster and .ico versions of the studio's mark in public/favicon.svg, the one source. */
async function icons() {
  const mark = readFileSync(path.join(publicDir, "favicon.svg"));
  const raster = (size) =>
    sharp(mark, { density: (72 * size) / 64 })
      .resize(size, size)
      .png();
  await raster(180).toFile(path.join(publicDir, "apple-touch-icon.png"));
  await raster(192).toFile(path.join(publicDir, "icon-192.png"));
  await raster(512).toFile(path.join(publicDir, "icon-512.png"));
  // A maskable icon keeps its mark inside the central safe zone (80 %) on a full bleed.
  await sharp({ create: { width: 512, height: 512, channels: 4, background: ink } })
    .composite([{ input: await raster(400).toBuffer(), gravity: "centre" }])
    .png()
    .toFile(path.join(publicDir, "icon-maskable-512.png"));
  writeFileSync(path.join(publicDir, "favicon.ico"), icoFromPng(await raster(32).toBuffer(), 32));
}

mkdirSync(mediaDir, { recursive: true });
await heroStill();
await thumbnails();
await teamPortraits();
await icons();
await heroVideo();
console.log("Bilder, ikoner og video er skrevet til public/.");
