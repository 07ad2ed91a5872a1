/**
 * Exact figures over whole lists of durations or counts (docs/reports.md): nothing is sampled
 * or estimated. Null for an empty list.
 */

const ascending = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/** The middle value; for an even count, the mean of the two middle ones. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = ascending(values);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** The 90th percentile by nearest rank: the smallest value at least 90% of the values do not exceed. */
export function percentile90(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = ascending(values);
  return sorted[Math.ceil(0.9 * sorted.length) - 1] as number;
}

export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}
