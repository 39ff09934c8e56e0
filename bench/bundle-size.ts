// What the home page makes a first-time visitor download: the JavaScript its HTML loads
// (module preloads and module scripts) and its stylesheets, linked or written into the page,
// each gzipped as served.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { projectRoot, startProductionServer } from "./production-server";

const budgets = { js: 100 * 1024, css: 25 * 1024 };

const server = await startProductionServer();
let html: string;
try {
  html = await fetch(`${server.url}/`).then((response) => response.text());
} finally {
  await server.stop();
}

const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
const tags = html.match(/<(link|script)\b[^>]*>/g) ?? [];
const scripts = new Set<string>();
const styles = new Set<string>();
for (const tag of tags) {
  const rel = attribute(tag, "rel");
  if (tag.startsWith("<link") && rel === "modulepreload") scripts.add(attribute(tag, "href")!);
  if (tag.startsWith("<link") && rel === "stylesheet") styles.add(attribute(tag, "href")!);
  if (tag.startsWith("<script") && attribute(tag, "src")) scripts.add(attribute(tag, "src")!);
}

// Held until the first paint, the preloads wait in a JSON data block (decisions 113 and 039).
const held = html.match(
  /<script type="application\/json" data-after-paint="">([^<]*)<\/script>/,
)?.[1];
for (const element of JSON.parse(held ?? "[]") as { preload?: string }[]) {
  if (element.preload) scripts.add(element.preload);
}

function measure(urls: Set<string>) {
  return [...urls]
    .filter((url) => url.startsWith("/"))
    .map((url) =>
      sized(url, readFileSync(path.join(projectRoot, "build/client", url.split("?")[0]!))),
    );
}

function sized(url: string, bytes: Buffer) {
  return { url, raw: bytes.length, gzip: gzipSync(bytes).length };
}

const inlineStyles = [...html.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style>/g)].map(
  ([, attributes, text]) =>
    sized(`${attribute(attributes!, "data-href") ?? "<style>"} (i siden)`, Buffer.from(text!)),
);

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
let overBudget = false;
const groups: [keyof typeof budgets, ReturnType<typeof sized>[]][] = [
  ["js", measure(scripts)],
  ["css", [...measure(styles), ...inlineStyles]],
];
for (const [kind, files] of groups) {
  const total = files.reduce((sum, file) => sum + file.gzip, 0);
  const budget = budgets[kind];
  console.log(`\nForsiden, ${kind.toUpperCase()} (gzip):`);
  files.sort((a, b) => b.gzip - a.gzip);
  for (const file of files) console.log(`  ${kB(file.gzip).padStart(9)}  ${file.url}`);
  const verdict = total <= budget ? "innenfor" : "OVER";
  console.log(`  ${kB(total).padStart(9)}  totalt, budsjett ${kB(budget)}: ${verdict}`);
  if (total > budget) overBudget = true;
}
const inlineScripts = (html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? []).filter(
  (tag) => !/\ssrc=/.test(tag.slice(0, tag.indexOf(">"))),
);
console.log(
  `\nHTML: ${kB(Buffer.byteLength(html))} (${kB(gzipSync(html).length)} gzip), av det ${inlineScripts.length} innebygde skript på ${kB(inlineScripts.join("").length)}`,
);
process.exitCode = overBudget ? 1 : 0;
