import type { Db } from "~/platform/db/client.server";
import type { StaffMember } from "./inbox";
import { getInboxConversation } from "./inbox.server";
import { markRead } from "./reads.server";
import { fillSavedReply, firstNameOf, listSavedReplies } from "./saved-replies.server";
import { replyGreeting, withSavedReply } from "./staff/greeting";

/**
 * One conversation as a staff member opens it (docs/decisions/025-staff-workspace.md), or null
 * for none. Opening it marks it read for them. The composer starts with a greeting by the
 * client's first name, or with the saved reply chosen without JavaScript (`savedId`, greeted
 * unless it greets already); the saved replies come filled in for this client. The composers'
 * keys are new with every opening: a reply or note is stored once per key.
 */
export async function openConversationForStaff(
  db: Db,
  staffId: string,
  id: string,
  savedId: string | null,
  now: Date,
  // The team to assign to: the staff domain's, handed in by the route (staff sits above conversations).
  listStaff: (db: Db) => Promise<StaffMember[]>,
) {
  const [conversation, staff, saved] = await Promise.all([
    getInboxConversation(db, id),
    listStaff(db),
    listSavedReplies(db),
  ]);
  if (!conversation) return null;
  await markRead(db, conversation.id, staffId, now);
  const greeting = replyGreeting(firstNameOf(conversation));
  const savedReplies = saved.map((r) => ({ id: r.id, name: r.name, text: fillSavedReply(r.body, conversation) }));
  const chosen = savedReplies.find((r) => r.id === savedId);
  const initialText = chosen ? withSavedReply(greeting, greeting, chosen.text).text : greeting;
  return {
    conversation,
    me: staffId,
    staff,
    savedReplies,
    greeting,
    initialText,
    replyKey: crypto.randomUUID(),
    noteKey: crypto.randomUUID(),
  };
}
