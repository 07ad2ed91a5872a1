import * as v from "valibot";
import { fieldMessages } from "../messages";
import { emailField } from "./fields";
import { LIMITS } from "./limits";

/** A staff reply: the same length rules as a message (DECISIONS "Contact messages"). */
export const replySchema = v.object({
  reply: v.pipe(
    v.optional(v.string(fieldMessages.replyShort), ""),
    v.trim(),
    v.minLength(LIMITS.message.min, fieldMessages.replyShort),
    v.maxLength(LIMITS.message.max, fieldMessages.replyLong),
  ),
});

/** Granting the admin role to a confirmed account, by its e-mail address. */
export const grantAdminSchema = v.object({ email: emailField });

/** Revoking it, by user id (the button of a listed admin). */
export const revokeAdminSchema = v.object({
  userId: v.pipe(v.optional(v.string(), ""), v.nonEmpty(), v.maxLength(64)),
});

export type ReplyInput = v.InferOutput<typeof replySchema>;
