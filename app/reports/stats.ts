/**
 * Exact figures over whole lists of durations or counts (docs/reports.md): nothing is sampled
 * or estimated; null for an empty list. Each day keeps its durations in ascending order
 * (app/reports/counters.server.ts), so a range's median or 90th percentile is found by counting
 * across the days' lists (a binary search over the values, a binary search in each day), never
 * by copying or sorting tens of thousands of them. Values are whole numbers (seconds, replies).
 */

type Sorted = ArrayLike<number>;

/** How many values of an ascending list are at most `value`. */
function upTo(list: Sorted, value: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((list[mid] as number) <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** How many values of the ascending lists are at most `value`. */
export function countAtMost(lists: readonly Sorted[], value: number): number {
  let n = 0;
  for (const list of lists) n += upTo(list, value);
  return n;
}

function countOf(lists: readonly Sorted[]): number {
  let n = 0;
  for (const list of lists) n += list.length;
  return n;
}

/** The k-th smallest (0-based) whole number of the ascending lists together. */
function kth(lists: readonly Sorted[], k: number): number {
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const list of lists) {
    if (list.length === 0) continue;
    lo = Math.min(lo, list[0] as number);
    hi = Math.max(hi, list[list.length - 1] as number);
  }
  // The smallest value with more than k values at most it.
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (countAtMost(lists, mid) > k) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** The middle value of the ascending lists together; for an even count, the mean of the two middle ones. */
export function medianOfLists(lists: readonly Sorted[]): number | null {
  const n = countOf(lists);
  if (n === 0) return null;
  const mid = n >> 1;
  return n % 2 === 1 ? kth(lists, mid) : (kth(lists, mid - 1) + kth(lists, mid)) / 2;
}

/** The 90th percentile by nearest rank of the ascending lists together: the smallest value at least 90% do not exceed. */
export function percentile90OfLists(lists: readonly Sorted[]): number | null {
  const n = countOf(lists);
  return n === 0 ? null : kth(lists, Math.ceil(0.9 * n) - 1);
}

/** The values in ascending order (a typed array sorts numbers as numbers). */
export function ascending(values: ArrayLike<number>): number[] {
  return Array.from(Float64Array.from(values).sort());
}

export function median(values: ArrayLike<number>): number | null {
  return medianOfLists([ascending(values)]);
}

export function percentile90(values: ArrayLike<number>): number | null {
  return percentile90OfLists([ascending(values)]);
}
