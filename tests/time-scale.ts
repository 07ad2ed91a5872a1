import { availableParallelism, loadavg } from "node:os";

/**
 * How much slower than a quiet machine this run may be, for the time limits of the Worker and
 * browser tests: `TEST_TIME_SCALE` when set, else the load per core of the last minute, between
 * 1 and 3. On a 2-core machine at a load of 8 to 12 the quiet limits failed tests that pass.
 */
const TIME_SCALE =
  Number(process.env.TEST_TIME_SCALE) || Math.min(3, Math.max(1, loadavg()[0] / availableParallelism()));

/** A time limit measured on a quiet machine, scaled for this one. */
export function scaled(ms: number): number {
  return Math.round(ms * TIME_SCALE);
}
