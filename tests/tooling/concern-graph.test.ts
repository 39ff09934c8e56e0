import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// The concerns under app/ are meant to stand in layers (app/README.md): every import points
// down, or sideways to a concern that does not import back. This draws the graph from the
// code's own import lines (type-only ones and tests included) and looks for circles.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Concern → the concerns it imports, each with the files that do. */
type ConcernGraph = Map<string, Map<string, string[]>>;

/** The concern a path under app/ belongs to: its first folder; the loose files are "root". */
function concernOf(appPath: string) {
  const parts = appPath.split("/");
  return parts.length === 2 ? "root" : parts[1]!;
}

/** The app/ path an import names, or null for a package. */
function importedPath(file: string, specifier: string) {
  if (specifier.startsWith("~/")) return `app/${specifier.slice(2)}`;
  if (specifier.startsWith(".")) return path.posix.join(path.posix.dirname(file), specifier);
  return null;
}

function isFolder(appPath: string) {
  const absolute = path.join(repoRoot, appPath);
  return existsSync(absolute) && statSync(absolute).isDirectory();
}

function drawConcernGraph(): ConcernGraph {
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: repoRoot,
    encoding: "utf8",
  })
    .split("\n")
    .filter((file) => /^app\/.*\.(tsx?|m?js)$/.test(file) && !file.startsWith("app/generated/"));
  const graph: ConcernGraph = new Map();
  for (const file of files) {
    const from = concernOf(file);
    const source = readFileSync(path.join(repoRoot, file), "utf8");
    for (const { fileName } of ts.preProcessFile(source, true, true).importedFiles) {
      const target = importedPath(file, fileName);
      if (!target?.startsWith("app/")) continue;
      const to = concernOf(isFolder(target) ? `${target}/index` : target);
      if (to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string[]>();
      edges.set(to, [...(edges.get(to) ?? []), file]);
      graph.set(from, edges);
    }
  }
  return graph;
}

/** The graph's circles: its strongly connected sets of more than one concern (Tarjan). */
function circles(graph: ReadonlyMap<string, ReadonlyMap<string, unknown>>) {
  let next = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (concern: string) => {
    order.set(concern, next);
    low.set(concern, next++);
    stack.push(concern);
    for (const to of graph.get(concern)?.keys() ?? []) {
      if (!order.has(to)) {
        visit(to);
        low.set(concern, Math.min(low.get(concern)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(concern, Math.min(low.get(concern)!, order.get(to)!));
    }
    if (low.get(concern) !== order.get(concern)) return;
    const members: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      members.push(member);
    } while (member !== concern);
    if (members.length > 1) found.push(members.sort());
  };
  for (const concern of graph.keys()) if (!order.has(concern)) visit(concern);
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** Each circle as a reader fixes it: the pairs that import each other, and one loop. */
function describeCircles(graph: ConcernGraph) {
  return circles(graph).map((members) => {
    const inside = (concern: string) =>
      [...(graph.get(concern)?.keys() ?? [])].filter((to) => members.includes(to));
    const pairs = members.flatMap((a) =>
      inside(a)
        .filter((b) => a < b && inside(b).includes(a))
        .map((b) => `${a} ↔ ${b} (${graph.get(a)!.get(b)![0]} ↔ ${graph.get(b)!.get(a)![0]})`),
    );
    const loop = [members[0]!];
    while (loop.length === 1 || loop.at(-1) !== loop[0]) {
      const here = loop.at(-1)!;
      loop.push(inside(here).find((to) => to === loop[0]) ?? inside(here)[0]!);
      if (loop.length > members.length + 1) break;
    }
    return { members, pairs, loop: loop.join(" → ") };
  });
}

/** A graph from a plain list of edges, for the test that plants a circle. */
function graphOf(edges: [string, string][]): ConcernGraph {
  const graph: ConcernGraph = new Map();
  for (const [from, to] of edges) {
    const out = graph.get(from) ?? new Map<string, string[]>();
    out.set(to, [`app/${from}/index.ts`]);
    graph.set(from, out);
  }
  return graph;
}

describe("the concerns' import graph", () => {
  it("finds a planted circle and names its pairs and loop", () => {
    const planted = graphOf([
      ["routes", "gallery"],
      ["gallery", "services"],
      ["services", "seo"],
      ["seo", "gallery"],
      ["services", "gallery"],
      ["seo", "db"],
    ]);
    expect(describeCircles(planted)).toEqual([
      {
        members: ["gallery", "seo", "services"],
        pairs: ["gallery ↔ services (app/gallery/index.ts ↔ app/services/index.ts)"],
        loop: "gallery → services → gallery",
      },
    ]);
    expect(
      describeCircles(
        graphOf([
          ["routes", "gallery"],
          ["gallery", "db"],
        ]),
      ),
    ).toEqual([]);
  });

  it("has no circle in app/", () => {
    const graph = drawConcernGraph();
    expect(graph.get("routes")?.size).toBeGreaterThan(10);
    const found = describeCircles(graph);
    expect(found, JSON.stringify(found, null, 2)).toEqual([]);
  });

  it("keeps the root and the routes on top: no concern imports them", () => {
    const graph = drawConcernGraph();
    const reachingUp = [...graph].flatMap(([from, edges]) =>
      ["root", "routes"]
        .filter((top) => from !== "root" && from !== "routes" && edges.has(top))
        .map((top) => `${from} → ${top} (${edges.get(top)![0]})`),
    );
    expect(reachingUp).toEqual([]);
  });
});
