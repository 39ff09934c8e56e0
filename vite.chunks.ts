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
  // Primitives of pages without a form, which would otherwise load the whole kit for them: the
  // IFC guide's table box and static part, and the deferred hydration of the home page's lower
  // sections.
  const outsideForms = new Set(
    ["table-scroller.tsx", "static-on-load.tsx", "hydrate-when-needed.tsx"].map((file) =>
      path.join(uiDirectory, file),
    ),
  );
  // Conform (8.5 kB brotli) comes with the checked-form hook, in a file of its own with what
  // the public forms add to it (the spam guard's fields, the attachment picker): a page whose
  // only checked form loads later (the customer's reply form) needs the fields but not Conform,
  // and the forms that load it at once get one file where Rollup made four.
  const checkedForm = [
    path.join(uiDirectory, "use-checked-form.ts"),
    path.join(app, "spam-guard/ui") + path.sep,
    path.join(app, "uploads/ui") + path.sep,
  ];
  const inCheckedForm = (id: string) => checkedForm.some((start) => id.startsWith(start));
  // An icon that the form kit shares with a page outside it goes into the shell: a manual
  // chunk takes in the modules it imports that no other chunk claims, so the IFC checker's
  // spinner came with the whole kit; in files of their own, the three such icons cost a form
  // page three requests (1.4 kB as Lighthouse counts two of them), in the shell 0.4 kB.
  const iconFile = /lucide-react\/dist\/esm\/icons\/[\w-]+\.m?js$/;
  const sharedWithFormKit = (id: string, meta: Rollup.ManualChunkMeta) => {
    const importers = meta.getModuleInfo(id)?.importers ?? [];
    return (
      importers.length > 1 &&
      importers.some((importer) => importer.startsWith(uiDirectory) || inCheckedForm(importer))
    );
  };
  // Modules given a file of their own by name (decision 286):
  // - the page table: the layout reaches it through ~/seo without using it, and only the
  //   content editor loads it; named, because the layout's file would take in any module it
  //   reaches that no other file claims;
  // - the picker's rules, also the IFC checker's, on a page without a form;
  // - the list of services with the property page's facts: Rollup gave those 0.1 kB a file of
  //   their own, loaded with the list by fourteen pages, because the property page loads them
  //   alone.
  const namedFiles = new Map([
    [path.join(app, "seo/pages.ts"), "page-table"],
    [path.join(app, "uploads/attachment-rules.ts"), "attachment-rules"],
    [path.join(app, "services/copy/index.ts"), "services"],
    [path.join(app, "services/copy/3d-visualisering-eiendom.ts"), "services"],
  ]);
  const routesDirectory = path.join(app, "routes") + path.sep;
  let reached: Map<string, Set<string>> | undefined;

  return (id: string, meta: Rollup.ManualChunkMeta) => {
    if (anchors.has(id) || id.includes(clientRoute)) return undefined;
    const named = namedFiles.get(id);
    if (named) return named;
    reached ??= reachedFromAnchors(anchors, meta);
    const groups = reached.get(id);
    return (
      order.find((group) => groups?.has(group)) ??
      (inCheckedForm(id) ? "checked-form" : undefined) ??
      (iconFile.test(id) && sharedWithFormKit(id, meta) ? "shell" : undefined) ??
      (id.startsWith(uiDirectory) &&
      !outsideForms.has(id) &&
      isSharedStatically(id, meta, routesDirectory)
        ? "form-kit"
        : undefined)
    );
  };
}

/**
 * The groups whose anchors reach each module by static imports. Followed forwards from the
 * anchors: a concern's entry and its ui/ import each other, and a walk back up through the
 * importers that skips such a cycle would remember a path cut short.
 */
function reachedFromAnchors(anchors: Map<string, string>, meta: Rollup.ManualChunkMeta) {
  const reached = new Map<string, Set<string>>();
  for (const [anchor, group] of anchors) {
    const pending = [anchor];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      const groups = reached.get(id) ?? new Set<string>();
      if (groups.has(group)) continue;
      groups.add(group);
      reached.set(id, groups);
      pending.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
    }
  }
  return reached;
}

/**
 * Imported statically, and not by one route module alone: a helper that sits with the
 * primitives but only one page imports (hydrate-when-needed, the home page's) stays with it.
 */
function isSharedStatically(id: string, meta: Rollup.ManualChunkMeta, routesDirectory: string) {
  const importers = meta.getModuleInfo(id)?.importers ?? [];
  return (
    importers.length > 1 || (importers.length === 1 && !importers[0]!.startsWith(routesDirectory))
  );
}
