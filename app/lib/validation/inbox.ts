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

/** The inbox's filters, in the order of its tabs; "new" is the default. */
export const inboxFilters = ["new", "replied", "unverified", "all"] as const;
export type InboxFilter = (typeof inboxFilters)[number];

export const INBOX_PAGE_SIZE = 25;
/** Longer searches are cut: nobody types more, and the LIKE patterns stay cheap. */
export const INBOX_SEARCH_MAX = 100;

export type ReplyInput = v.InferOutput<typeof replySchema>;
