import { issuePreviewSchema } from "~/newsletter";
import { previewIssueMail, sendingDeps } from "~/newsletter/index.server";
import { parseWith, readFormBody } from "~/platform/http/body.server";
import { jsonAction } from "~/platform/http/json-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { enforceRateLimit } from "~/platform/rate-limit.server";
import { notFound } from "~/site/index.server";
import { requireStaff } from "~/staff/index.server";
import type { Route } from "./+types/admin-newsletter-preview";

export function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  notFound(args.request);
}

/**
 * The editor's live preview: the mail a subscriber would get for the text as it stands, saved or
 * not, made by the sender's own composer (sending.ts). Staff only, a POST (so the origin check
 * runs), limited per staff member; it stores and sends nothing. The page shows the HTML in a
 * sandboxed frame that runs no script.
 */
export async function action(args: Route.ActionArgs) {
  const admin = requireStaff(args);
  const { env } = getRequestContext(args.context);
  return jsonAction(args.request, "issue_preview", async () => {
    await enforceRateLimit(env.EDITOR_LIMITER, `preview:${admin.id}`);
    const input = parseWith(issuePreviewSchema, await readFormBody(args.request));
    const mail = await previewIssueMail(sendingDeps(env, args.request), { ...input, slug: null });
    return {
      from: env.MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      listUnsubscribe: mail.headers?.["List-Unsubscribe"] ?? "",
    };
  });
}
