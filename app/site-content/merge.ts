/** Where a value sits in a document: keys and list indexes, ["seo", "title"], ["faq", 2, "answer"]. */
export type ContentPath = (string | number)[];

interface MergeConflict {
  path: ContentPath;
  mine: unknown;
  theirs: unknown;
}

/**
 * Two editors' saves of one document, field by field (a three-way merge): `base` is what this
 * editor opened, `theirs` what is saved now, `mine` what this editor sends. A field only one
 * side changed keeps that side's value; a field both changed alike is no conflict; a field
 * both changed differently is a conflict, and keeps `mine` in `merged` until the editor
 * chooses. Lists of the same length on all three sides merge item by item; a list one side
 * resized is that side's whole, and resized by both it is one conflict. A picture (an object
 * with `src`) is one value: its file, size and alt text are never mixed from two sides.
 */
export function mergeContent(base: unknown, theirs: unknown, mine: unknown) {
  const conflicts: MergeConflict[] = [];
  const merged = mergeAt([], base, theirs, mine, conflicts);
  return { merged, conflicts };
}

function mergeAt(
  path: ContentPath,
  base: unknown,
  theirs: unknown,
  mine: unknown,
  conflicts: MergeConflict[],
): unknown {
  if (same(mine, theirs) || same(theirs, base)) return mine;
  if (same(mine, base)) return theirs;
  if (Array.isArray(base) && Array.isArray(theirs) && Array.isArray(mine)) {
    if (base.length === theirs.length && base.length === mine.length)
      return mine.map((item, index) =>
        mergeAt([...path, index], base[index], theirs[index], item, conflicts),
      );
  } else if (isRecord(base) && isRecord(theirs) && isRecord(mine) && !isPicture(mine)) {
    const keys = [...new Set([...Object.keys(mine), ...Object.keys(theirs)])];
    return Object.fromEntries(
      keys.map((key) => [
        key,
        mergeAt([...path, key], base[key], theirs[key], mine[key], conflicts),
      ]),
    );
  }
  conflicts.push({ path, mine, theirs });
  return mine;
}

/** Equal as stored JSON: a form's "" and a missing optional text are not told apart. */
function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b))
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => same(item, b[index]))
    );
  if (isRecord(a) || isRecord(b)) {
    if (!isRecord(a) || !isRecord(b)) return false;
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => same(a[key], b[key]));
  }
  return (a ?? "") === (b ?? "");
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isPicture(value: Record<string, unknown>) {
  return "src" in value;
}
