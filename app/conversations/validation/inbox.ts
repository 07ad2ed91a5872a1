import * as v from "valibot";
import { conversationFieldText } from "~/conversations/texts";
import { LIMITS } from "~/ui/forms/limits";
import { emailField } from "../../platform/validation/fields";

/**
 * The key of one composed reply or note, made when the composer is drawn: the server stores an
 * entry once per key, so a double click, a resubmitted form or a retried request adds nothing.
 */
const composeKeyField = v.pipe(
  v.optional(v.string(), ""),
  v.trim(),
  v.regex(/^[A-Za-z0-9-]{16,64}$/, conversationFieldText.composeExpired),
);

/** A staff reply: the same length rules as a message (docs/decisions/012-staff-inbox.md). */
export const replySchema = v.object({
  reply: v.pipe(
    v.optional(v.string(conversationFieldText.replyShort), ""),
    v.trim(),
    v.minLength(LIMITS.message.min, conversationFieldText.replyShort),
    v.maxLength(LIMITS.message.max, conversationFieldText.replyLong),
  ),
  key: composeKeyField,
});

/** An internal note: staff only, never mailed. */
export const noteSchema = v.object({
  note: v.pipe(
    v.optional(v.string(conversationFieldText.noteShort), ""),
    v.trim(),
    v.minLength(LIMITS.note.min, conversationFieldText.noteShort),
    v.maxLength(LIMITS.note.max, conversationFieldText.noteLong),
  ),
  key: composeKeyField,
});

/** Assigning a conversation: a staff member's id, or empty for nobody. */
export const assignSchema = v.object({
  assigneeId: v.pipe(v.optional(v.string(), ""), v.trim(), v.maxLength(64, conversationFieldText.assigneeInvalid)),
});

/** A saved reply: its name in the picker, and its text with `{first_name}` and `{service}` placeholders. */
export const savedReplySchema = v.object({
  name: v.pipe(
    v.optional(v.string(conversationFieldText.savedReplyNameShort), ""),
    v.trim(),
    v.minLength(LIMITS.savedReplyName.min, conversationFieldText.savedReplyNameShort),
    v.maxLength(LIMITS.savedReplyName.max, conversationFieldText.savedReplyNameLong),
  ),
  body: v.pipe(
    v.optional(v.string(conversationFieldText.savedReplyBodyShort), ""),
    v.trim(),
    v.minLength(LIMITS.message.min, conversationFieldText.savedReplyBodyShort),
    v.maxLength(LIMITS.message.max, conversationFieldText.replyLong),
  ),
});

/** Granting the admin role to a confirmed account, by its e-mail address. */
export const grantStaffSchema = v.object({ email: emailField });

/** Revoking it, by user id (the button of a listed admin). */
export const revokeStaffSchema = v.object({
  userId: v.pipe(v.optional(v.string(), ""), v.nonEmpty(), v.maxLength(64)),
});

export type SavedReplyInput = v.InferOutput<typeof savedReplySchema>;

/** What a refused form gets back as typed, by page (the files a reply takes are kept apart, as a list). */
export const keptFields = {
  clientReply: ["intent", "conversationId", "answer"],
  conversation: ["intent", "reply", "note"],
  savedReplies: ["intent", "id", "name", "body"],
  team: ["intent", "email"],
} as const;
