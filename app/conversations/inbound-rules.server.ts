import { ATTACHMENT_LIMITS } from "~/conversations/attachments";
import { LIMITS } from "~/ui/forms/limits";

/**
 * The rules of mail to a conversation's reply address, in a module of their own so the Worker's
 * email() handler and the tests read them without loading the mail parsers.
 */

/**
 * The largest mail the Worker reads: Email Routing's own limit, 25 MiB. That holds about 18 MB of
 * files once base64 is undone; a file over 10 MB is listed as not kept. Reading a larger mail
 * would risk the Worker's memory for files it could not keep anyway.
 */
export const MAX_RAW_MAIL_BYTES = 25 * 1024 * 1024;

/** Why a mail was refused: short texts, as the bounce the sender gets shows them. */
export const rejectReasons = {
  unknownAddress: "Unknown address: this is not the address of an ADRIG conversation.",
  wrongSender: "This conversation accepts replies only from the address it was started with.",
  automatic: "Automatic replies are not accepted.",
  empty: "No reply text was found above the quoted conversation.",
  tooLong: `Reply too long: write at most ${LIMITS.message.max} characters.`,
  tooMany: "Too many replies to this conversation in the last hour. Please try again later.",
  tooLarge: `Message too large: the limit is 25 MB; attach at most ${ATTACHMENT_LIMITS.files} files of ${ATTACHMENT_LIMITS.bytes / (1024 * 1024)} MB each.`,
} as const;
export type RejectReason = keyof typeof rejectReasons;
