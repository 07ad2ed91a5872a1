import { createDb } from "~/.server/db/client";
import { parseWith, readFormBody } from "~/.server/http/body";
import { requireAdmin } from "~/.server/http/guards";
import { jsonAction } from "~/.server/http/json-action";
import { notFound } from "~/.server/http/not-found";
import { enforceRateLimit } from "~/.server/http/rate-limit";
import { getRequestContext } from "~/.server/http/request-context";
import { saveDraft } from "~/.server/newsletter/issues";
import { savedDraftSchema } from "~/lib/validation/newsletter-issue";
import type { Route } from "./+types/admin-newsletter-draft";

/** Nothing to see here: the editor posts its autosaves to this address. */
export function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  notFound(args.request);
}

/**
 * The editor's autosave (docs/decisions/024-newsletter-editor.md): the fields and the version they
 * were written on, saved by the same conditional step as "Save draft"; answers the new version
 * and when it was saved, or 409 when another window saved first or sending has started.
 */
export async function action(args: Route.ActionArgs) {
  const admin = requireAdmin(args);
  const { env } = getRequestContext(args.context);
  return jsonAction(args.request, "issue_autosave", async () => {
    await enforceRateLimit(env.EDITOR_LIMITER, `autosave:${admin.id}`);
    const input = parseWith(savedDraftSchema, await readFormBody(args.request));
    const saved = await saveDraft(createDb(env.DB), args.params.id, input, new Date());
    return { version: saved.version, savedAt: saved.savedAt.toISOString() };
  });
}
