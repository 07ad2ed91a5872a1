import * as v from "valibot";
import { LIMITS } from "~/ui/forms/limits";
import { fieldText } from "~/ui/ui-text";
import { emailField } from "../../platform/validation/fields";

/**
 * The key of one composed reply or note, made when the composer is drawn: the server stores an
 * entry once per key, so a double click, a resubmitted form or a retried request adds nothing.
 */
const composeKeyField = v.pipe(
  v.optional(v.string(), ""),
  v.trim(),
  v.regex(/^[A-Za-z0-9-]{16,64}$/, fieldText.composeExpired),
);

/** A staff reply: the same length rules as a message (docs/decisions/012-staff-inbox.md). */
export const replySchema = v.object({
  reply: v.pipe(
    v.optional(v.string(fieldText.replyShort), ""),
    v.trim(),
    v.minLength(LIMITS.message.min, fieldText.replyShort),
    v.maxLength(LIMITS.message.max, fieldText.replyLong),
  ),
  key: composeKeyField,
});

/** An internal note: staff only, never mailed. */
export const noteSchema = v.object({
  note: v.pipe(
    v.optional(v.string(fieldText.noteShort), ""),
    v.trim(),
    v.minLength(LIMITS.note.min, fieldText.noteShort),
    v.maxLength(LIMITS.note.max, fieldText.noteLong),
  ),
  key: composeKeyField,
});

/** Assigning a conversation: a staff member's id, or empty for nobody. */
export const assignSchema = v.object({
  assigneeId: v.pipe(v.optional(v.string(), ""), v.trim(), v.maxLength(64, fieldText.assigneeInvalid)),
});

/** A saved reply: its name in the picker, and its text with `{first_name}` and `{service}` placeholders. */
export const savedReplySchema = v.object({
  name: v.pipe(
    v.optional(v.string(fieldText.savedReplyNameShort), ""),
    v.trim(),
    v.minLength(LIMITS.savedReplyName.min, fieldText.savedReplyNameShort),
    v.maxLength(LIMITS.savedReplyName.max, fieldText.savedReplyNameLong),
  ),
  body: v.pipe(
    v.optional(v.string(fieldText.savedReplyBodyShort), ""),
    v.trim(),
    v.minLength(LIMITS.message.min, fieldText.savedReplyBodyShort),
    v.maxLength(LIMITS.message.max, fieldText.replyLong),
  ),
});

/** Granting the admin role to a confirmed account, by its e-mail address. */
export const grantAdminSchema = v.object({ email: emailField });

/** Revoking it, by user id (the button of a listed admin). */
export const revokeAdminSchema = v.object({
  userId: v.pipe(v.optional(v.string(), ""), v.nonEmpty(), v.maxLength(64)),
});

export type SavedReplyInput = v.InferOutput<typeof savedReplySchema>;
