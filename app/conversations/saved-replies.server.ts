import { asc, eq } from "drizzle-orm";
import { displayName } from "~/accounts";
import { serviceLabel } from "~/conversations/contact-services";
import type { SavedReply } from "~/conversations/inbox";
import { type Conversation, savedReplies } from "~/conversations/schema.server";
import { conversationErrorText } from "~/conversations/texts";
import type { SavedReplyInput } from "~/conversations/validation/inbox";
import type { Db } from "~/platform/db/client.server";
import { UserFacingError } from "~/platform/http/errors.server";

/**
 * Replies staff keep for reuse ("Call scheduled"), managed at /admin/saved-replies. Their text may
 * hold `{first_name}` and `{service}`, filled in for the conversation when one is inserted into
 * the composer.
 */

export async function listSavedReplies(db: Db): Promise<SavedReply[]> {
  return db
    .select({ id: savedReplies.id, name: savedReplies.name, body: savedReplies.body })
    .from(savedReplies)
    .orderBy(asc(savedReplies.name));
}

const nameTaken = () =>
  new UserFacingError(409, conversationErrorText.savedReplyNameTaken, "name_taken", {
    name: conversationErrorText.savedReplyNameTaken,
  });
const gone = () => new UserFacingError(404, conversationErrorText.savedReplyGone, "not_found");

export async function createSavedReply(db: Db, staffId: string, input: SavedReplyInput, now: Date): Promise<void> {
  const [row] = await db
    .insert(savedReplies)
    .values({ id: crypto.randomUUID(), ...input, createdBy: staffId, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: savedReplies.id });
  if (!row) throw nameTaken();
}

export async function updateSavedReply(db: Db, id: string, input: SavedReplyInput, now: Date): Promise<void> {
  const [clash] = await db.select({ id: savedReplies.id }).from(savedReplies).where(eq(savedReplies.name, input.name));
  if (clash && clash.id !== id) throw nameTaken();
  const [row] = await db
    .update(savedReplies)
    .set({ ...input, updatedAt: now })
    .where(eq(savedReplies.id, id))
    .returning({ id: savedReplies.id });
  if (!row) throw gone();
}

export async function deleteSavedReply(db: Db, id: string): Promise<void> {
  const [row] = await db.delete(savedReplies).where(eq(savedReplies.id, id)).returning({ id: savedReplies.id });
  if (!row) throw gone();
}

/** The client's first name as a greeting takes it: "Meena" of "Meena Ramesh". */
export function firstNameOf(conversation: Pick<Conversation, "name" | "email">): string {
  return displayName(conversation).split(/\s+/)[0] ?? "";
}

/**
 * A saved reply's text for one conversation: `{first_name}` and `{service}` filled in, in one pass
 * and by a function, so a value is plain text whatever it holds: a name like `$'` or `` $` `` is
 * not a replacement pattern, and a name holding `{service}` is not filled again.
 */
export function fillSavedReply(body: string, conversation: Pick<Conversation, "name" | "email" | "service">): string {
  const values: Record<string, string> = {
    "{first_name}": firstNameOf(conversation),
    "{service}":
      conversation.service && conversation.service !== "other" ? serviceLabel(conversation.service) : "your project",
  };
  return body.replace(/\{first_name\}|\{service\}/g, (placeholder) => values[placeholder] ?? placeholder);
}
