import { savedDraftSchema } from "~/newsletter";
import { newsletterDeps, saveDraft } from "~/newsletter/index.server";
import { parseWith, readFormBody } from "~/platform/http/body.server";
import { jsonAction } from "~/platform/http/json-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { enforceRateLimit } from "~/platform/rate-limit.server";
import { notFound } from "~/site/index.server";
import { requireStaff } from "~/staff/index.server";
import type { Route } from "./+types/admin-newsletter-draft";

/** Nothing to see here: the editor posts its autosaves to this address. */
export function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  notFound(args.request);
}

/**
 * The editor's autosave (docs/decisions/024-newsletter-editor.md): the fields and the version they
 * were written on, saved by the same conditional step as "Save draft"; answers the new version
 * and when it was saved, or 409 when another window saved first or sending has started.
 */
export async function action(args: Route.ActionArgs) {
  const admin = requireStaff(args);
  const { env } = getRequestContext(args.context);
  return jsonAction(args.request, "issue_autosave", async () => {
    await enforceRateLimit(env.EDITOR_LIMITER, `autosave:${admin.id}`);
    const input = parseWith(savedDraftSchema, await readFormBody(args.request));
    const saved = await saveDraft(newsletterDeps(env, args.request).db, args.params.id, input, new Date());
    return { version: saved.version, savedAt: saved.savedAt.toISOString() };
  });
}
