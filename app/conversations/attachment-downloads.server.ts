import { and, eq } from "drizzle-orm";
import type { SessionUser } from "~/accounts";
import { ATTACHMENT_TYPES } from "~/conversations/attachments";
import { attachments, conversations } from "~/conversations/schema.server";
import type { Db } from "~/platform/db/client.server";
import { ownedBy } from "./client-view.server";

/**
 * A conversation's file, to those who may read it: staff (in a session that may open the staff
 * area), and the conversation's client by the rule of their Messages page. Anyone else, and a file
 * that was not kept or is gone, gets null: the route's 404, the same whether the file exists or not.
 */

export type Reader = { user: SessionUser; staff: boolean };

/** `filename*` (RFC 6266, RFC 8187) for any name, and a plain ASCII `filename` for old clients. */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export async function downloadAttachment(
  deps: { db: Db; bucket: R2Bucket },
  reader: Reader,
  id: string,
): Promise<Response | null> {
  const access = reader.staff ? eq(attachments.id, id) : and(eq(attachments.id, id), ownedBy(reader.user));
  const [file] = await deps.db
    .select({ key: attachments.key, kind: attachments.kind, name: attachments.name })
    .from(attachments)
    .innerJoin(conversations, eq(conversations.id, attachments.conversationId))
    .where(access)
    .limit(1);
  if (!file?.key || !file.kind) return null;
  const object = await deps.bucket.get(file.key);
  if (!object) return null;
  return new Response(object.body, {
    headers: {
      // The type its bytes were checked to be, never the sender's word; and never shown in the page.
      "Content-Type": ATTACHMENT_TYPES[file.kind].contentType,
      "Content-Length": String(object.size),
      "Content-Disposition": contentDisposition(file.name),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
}
