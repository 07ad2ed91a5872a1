import { getSession, requireUser } from "~/accounts/index.server";

import { conversationDeps, downloadAttachment } from "~/conversations/index.server";

import { getRequestContext } from "~/platform/http/request-context.server";
import { isStaff } from "~/staff";
import { pageText } from "~/ui/page-text";
import type { Route } from "./+types/attachment";

/**
 * A conversation's file, as a download (app/conversations/attachment-downloads.server.ts): to
 * its client and to staff; the signed-out go to the login page first; anyone else, and an
 * unknown file, gets the same 404. (Workers add `default-src 'none'` as its CSP, workers/security.)
 */
export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  const { env } = getRequestContext(args.context);
  const { secondFactor } = getSession(args.context);
  const staff = isStaff(user) && secondFactor === true;
  const { db, files } = conversationDeps(env);
  const file = await downloadAttachment({ db, bucket: files }, { user, staff }, args.params.id);
  return (
    file ??
    new Response(pageText.fileNotFound, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    })
  );
}
