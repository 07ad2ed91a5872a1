import { DrizzleQueryError } from "drizzle-orm/errors";

/**
 * True when `err` (or one of its causes) is a failure of D1 itself: a Drizzle query error, or
 * an error raised by the D1 binding (`D1_ERROR`, `D1_EXEC_ERROR`, a lost connection). Such a
 * failure is the platform's, not the code's: the answer is a 503, not a 500.
 */
export function isDatabaseFailure(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    if (current instanceof DrizzleQueryError) return true;
    if (/^D1_|D1 (DB|database)|Network connection lost|storage (caused|reset)/i.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
