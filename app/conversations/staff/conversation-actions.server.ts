import type { SessionUser } from "~/accounts";
import { assignConversation } from "~/conversations/assignment.server";
import { ATTACHMENT_FIELD } from "~/conversations/attachments";
import { checkedUploads } from "~/conversations/attachments.server";
import type { ConversationDeps } from "~/conversations/deps.server";
import { deleteUnverifiedMessage, markMessageVerified } from "~/conversations/moderation.server";
import { addNote, replyAsStaff, type SignerOf } from "~/conversations/staff-replies.server";
import { closeConversation, reopenConversation } from "~/conversations/status.server";
import { conversationErrorText, conversationToasts, replayToasts } from "~/conversations/texts";
import { assignSchema, noteSchema, replySchema } from "~/conversations/validation/inbox";
import { parseWith } from "~/platform/http/body.server";
import { type IntentHandlers, intentTable } from "~/platform/http/intents.server";
import { redirectWithToast } from "~/platform/http/toast.server";
import { assignmentIntents } from "./assignment";
import { pathAfterClose } from "./conversation-keys";
import { statusIntents } from "./conversation-status-form";
import { composerIntents } from "./keyed-composer";
import { moderationIntents } from "./moderation";

/** What the staff's conversation page hands each of its forms' handlers. */
type StaffConversationContext = {
  deps: ConversationDeps;
  staff: SessionUser;
  /** The conversation's id, from the page's URL. */
  id: string;
  /** Who signs a reply or a note (staff, a domain above this one, hands it in). */
  signerOf: SignerOf;
  /** The staff pages' failure title, for a reply that was stored but not mailed. */
  failureTitle: string;
};

type Handlers = IntentHandlers<StaffConversationContext, Response>;

const pageOf = (ctx: StaffConversationContext) => `/admin/messages/${encodeURIComponent(ctx.id)}`;

/** The reply composer's and the note form's (keyed-composer.tsx): each composed text is stored once. */
const composerHandlers: Handlers = {
  [composerIntents.reply]: async (ctx, body) => {
    const { reply, key } = parseWith(replySchema, body);
    const files = await checkedUploads(body[ATTACHMENT_FIELD]);
    const { stored, mailed } = await replyAsStaff(
      ctx.deps,
      ctx.staff,
      ctx.id,
      { text: reply, key },
      files,
      ctx.signerOf,
    );
    if (!stored) return redirectWithToast(pageOf(ctx), replayToasts.replyAlreadySent);
    if (!mailed) {
      const toast = {
        kind: "error",
        title: ctx.failureTitle,
        description: conversationErrorText.replyNotMailed,
      } as const;
      return redirectWithToast(pageOf(ctx), toast);
    }
    return redirectWithToast(pageOf(ctx), conversationToasts.replySent);
  },
  [composerIntents.note]: async (ctx, body) => {
    const { note, key } = parseWith(noteSchema, body);
    const { stored } = await addNote(ctx.deps, ctx.staff, ctx.id, { text: note, key }, ctx.signerOf);
    return redirectWithToast(pageOf(ctx), stored ? conversationToasts.noteAdded : replayToasts.noteAlreadyAdded);
  },
};

/** "Assign to me" and the picker (assignment.tsx). */
const assignmentHandlers: Handlers = {
  [assignmentIntents.assign]: async (ctx, body) => {
    const { assigneeId } = parseWith(assignSchema, body);
    await assignConversation(ctx.deps, ctx.staff, ctx.id, assigneeId || null, ctx.signerOf);
    return redirectWithToast(pageOf(ctx), assigneeId ? conversationToasts.assigned : conversationToasts.unassigned);
  },
};

/** Close and reopen (conversation-status-form.tsx). */
const statusHandlers: Handlers = {
  [statusIntents.close]: async (ctx, body) => {
    await closeConversation(ctx.deps.db, ctx.id, ctx.staff.id, ctx.deps.now());
    // `e` names the next conversation of the list: it opens, as in a mail client.
    return redirectWithToast(pathAfterClose(ctx.id, body.next), conversationToasts.conversationClosed);
  },
  [statusIntents.reopen]: async (ctx) => {
    await reopenConversation(ctx.deps.db, ctx.id);
    return redirectWithToast(pageOf(ctx), conversationToasts.conversationReopened);
  },
};

/** An unverified message: mark it verified, or delete it once confirmed (moderation.tsx). */
const moderationHandlers: Handlers = {
  [moderationIntents.verify]: async (ctx) => {
    await markMessageVerified(ctx.deps, ctx.id);
    return redirectWithToast(pageOf(ctx), conversationToasts.markedVerified);
  },
  [moderationIntents.delete]: async (ctx, body) => {
    await deleteUnverifiedMessage(ctx.deps.db, ctx.deps.files, ctx.id, body.confirm === "yes");
    return redirectWithToast("/admin/messages?view=unverified", conversationToasts.conversationDeleted);
  },
};

/** Reply, note, assign, close, reopen, mark as verified, delete: the forms of /admin/messages/:id. */
export const staffConversationActions = intentTable("/admin/messages/:id", [
  composerHandlers,
  assignmentHandlers,
  statusHandlers,
  moderationHandlers,
]);
