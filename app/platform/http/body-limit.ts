import { errorText } from "~/ui/ui-text";

/**
 * How large a state-changing request's body may be, and the 413's text (what the person can do
 * about it). The Worker holds every body to its route's limit before anything runs
 * (workers/route-body-limit.ts): a route that needs more than the default declares it in its own
 * `handle`, as `export const handle = { bodyLimit }` (docs/decisions/009-security-defaults.md).
 */
export type BodyLimit = { bytes: number; tooLargeText: string };

/** Request bodies above this answer 413 on every route that declares no limit of its own. */
export const DEFAULT_BODY_LIMIT: BodyLimit = { bytes: 32 * 1024, tooLargeText: errorText.bodyTooLarge };

/** The limit the deepest of a request's matched routes declares in its `handle`; else the default. */
export function declaredBodyLimit(handles: readonly unknown[]): BodyLimit {
  for (const handle of [...handles].reverse()) {
    const declared = (handle as { bodyLimit?: BodyLimit } | undefined)?.bodyLimit;
    if (declared) return declared;
  }
  return DEFAULT_BODY_LIMIT;
}
