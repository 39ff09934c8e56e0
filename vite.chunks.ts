import path from "node:path";
import type { Rollup } from "vite";

const clientRoute = "?__remix-build-client-route";

/**
 * Puts every module that the entry and root load on every page into one "shell" file, and
 * what the public layout adds into one "site" file. Left to itself Rollup splits them into
 * some forty files of a few hundred bytes, and each costs a request and its own gzip
 * dictionary. Only static imports count: code behind `import()` keeps its own chunk and
 * still loads when it is used. The UI primitives that neither loads go into one "form-kit"
 * file: the pages with forms each use most of them, and split by which page uses what they
 * came to five files that cost /kontakt 0.8 kB gzip more than one. A primitive loaded only by
 * `import()` (the form checks and Zod) keeps its own chunk, so it still loads on use.
 */
export function chunkByLayout(appDirectory: string) {
  const app = path.resolve(appDirectory);
  const anchors = new Map([
    [path.join(app, "entry.client.tsx"), "shell"],
    [path.join(app, "root.tsx") + clientRoute, "shell"],
    [path.join(app, "routes/_marketing+/_layout.tsx") + clientRoute, "site"],
  ]);
  const order = ["shell", "site"];
  const uiDirectory = path.join(app, "components/ui") + path.sep;
  const reached = new Map<string, Set<string>>();

  function groupsReaching(
    id: string,
    meta: Rollup.ManualChunkMeta,
    visiting: Set<string>,
  ): Set<string> {
    const known = reached.get(id);
    if (known) return known;
    const groups = new Set<string>();
    const anchor = anchors.get(id);
    if (anchor) groups.add(anchor);
    visiting.add(id);
    for (const importer of meta.getModuleInfo(id)?.importers ?? []) {
      if (visiting.has(importer)) continue;
      for (const group of groupsReaching(importer, meta, visiting)) groups.add(group);
    }
    visiting.delete(id);
    reached.set(id, groups);
    return groups;
  }

  return (id: string, meta: Rollup.ManualChunkMeta) => {
    if (anchors.has(id) || id.includes(clientRoute)) return undefined;
    const groups = groupsReaching(id, meta, new Set());
    return (
      order.find((group) => groups.has(group)) ??
      (id.startsWith(uiDirectory) && isImportedStatically(id, meta) ? "form-kit" : undefined)
    );
  };
}

function isImportedStatically(id: string, meta: Rollup.ManualChunkMeta) {
  return (meta.getModuleInfo(id)?.importers.length ?? 0) > 0;
}
