import * as v from "valibot";
import { fieldText } from "~/lib/ui-text";
import { emailField } from "./fields";
import { LIMITS } from "./limits";

/** A staff reply: the same length rules as a message (docs/decisions/012-staff-inbox.md). */
export const replySchema = v.object({
  reply: v.pipe(
    v.optional(v.string(fieldText.replyShort), ""),
    v.trim(),
    v.minLength(LIMITS.message.min, fieldText.replyShort),
    v.maxLength(LIMITS.message.max, fieldText.replyLong),
  ),
});

/** Granting the admin role to a confirmed account, by its e-mail address. */
export const grantAdminSchema = v.object({ email: emailField });

/** Revoking it, by user id (the button of a listed admin). */
export const revokeAdminSchema = v.object({
  userId: v.pipe(v.optional(v.string(), ""), v.nonEmpty(), v.maxLength(64)),
});

export type ReplyInput = v.InferOutput<typeof replySchema>;
