/**
 * "Did you mean …?" on the 404 page: the real pages whose paths are closest to the missing one
 * by edit distance (Levenshtein: insertions, deletions and substitutions each cost 1).
 */
export type Suggestion = { path: string; title: string };

/** Paths longer than this get no suggestions: the distance costs length x length per page. */
const MAX_PATH_LENGTH = 120;
const MAX_SUGGESTIONS = 3;

export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length]!;
}

function normalise(path: string): string {
  return path.toLowerCase().replace(/\/+$/, "") || "/";
}

/**
 * Up to MAX_SUGGESTIONS pages, closest first (ties keep the pages' order). A page qualifies when
 * its distance is at most 40% of the longer path, so a typo finds its page and gibberish finds none.
 */
export function suggestPages(missing: string, pages: readonly Suggestion[]): Suggestion[] {
  if (missing.length > MAX_PATH_LENGTH) return [];
  const target = normalise(missing);
  return pages
    .map((page, index) => ({ page, index, distance: editDistance(target, normalise(page.path)) }))
    .filter(
      ({ page, distance }) =>
        distance > 0 && distance <= Math.max(2, Math.floor(0.4 * Math.max(target.length, page.path.length))),
    )
    .sort((a, b) => a.distance - b.distance || a.index - b.index)
    .slice(0, MAX_SUGGESTIONS)
    .map(({ page }) => ({ path: page.path, title: page.title }));
}
