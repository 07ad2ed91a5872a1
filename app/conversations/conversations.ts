import type { AttachmentView } from "./attachments";
import type { ContactDetailsFor } from "./contact-fields";

/**
 * A contact message opens a conversation: the client's first message, then our replies and the
 * client's answers, in order (docs/decisions/010-contact-messages.md). These are the shapes the
 * pages and the API share; the rows behind them are in app/conversations/schema.server.ts.
 */

/**
 * Where a conversation stands, the one list of them: New (no reply from us yet), Client replied,
 * Replied (our reply is the last word), Closed. The staff inbox's views and the badges follow it.
 */
export const CONVERSATION_STATUSES = ["new", "client_replied", "replied", "closed"] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/** How a conversation came (docs/reports.md): the contact form, a booked consultation, or e-mail. */
export const CONVERSATION_CHANNELS = ["form", "email", "booking"] as const;
export type ConversationChannel = (typeof CONVERSATION_CHANNELS)[number];

export type EntryAuthor = "client" | "staff";

/** An entry is a message (the client's answer or our reply), or a staff-only note or event. */
export const ENTRY_KINDS = ["message", "note", "event"] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** One entry after the first message, as its owner sees it: ours are signed by the staff member. */
export type ClientEntry = {
  id: string;
  author: EntryAuthor;
  /** Ours: the staff member's display name when the reply was sent. */
  staffName: string | null;
  body: string;
  createdAt: string;
  /** Its files, oldest first (app/conversations/attachments.ts). */
  attachments: AttachmentView[];
};

/** A conversation as its owner sees it on /messages/:id (and the API's list of them), with the further details they see (./contact-fields.ts). */
export type ClientConversation = ContactDetailsFor<"client"> & {
  id: string;
  service: string | null;
  message: string;
  status: ConversationStatus;
  createdAt: string;
  /** The newest message or reply. */
  lastActivityAt: string;
  /** The first message's files. */
  attachments: AttachmentView[];
  /** Our replies and the client's answers after the first message, oldest first. */
  entries: ClientEntry[];
  /** The client may answer: we have replied at least once. */
  canAnswer: boolean;
  /** We replied since the client last opened it. */
  unread: boolean;
  /**
   * Sent without signing in, and added to the account by its owner from the link mailed to its
   * address (app/conversations/claims.server.ts): the page says where it came from.
   */
  fromContactForm: boolean;
};

/** A conversation as a row of the client's /messages list. */
export type ClientConversationSummary = Pick<
  ClientConversation,
  "id" | "service" | "status" | "createdAt" | "lastActivityAt" | "unread" | "fromContactForm"
> & {
  /** The first line of the first message, shortened like the inbox's previews. */
  firstLine: string;
};

/** The first line of a text that has one, for a list row: whole characters, never half an emoji. */
export function firstLineOf(text: string): string {
  const line = text.split(/\r?\n/).find((candidate) => candidate.trim() !== "") ?? "";
  return previewOf(line);
}

/** Where a conversation stands, as its client reads it: our turn, our answer, or done. */
export const clientStatusLabels: Record<ConversationStatus, string> = {
  new: "Waiting for our reply",
  client_replied: "Waiting for our reply",
  replied: "Replied",
  closed: "Closed",
};

/** The client's conversations: the list, and each one at `/messages/<id>`. */
export const MESSAGES_PATH = "/messages";

/** The staff's saved replies: the list and its forms (create, edit, delete). */
export const SAVED_REPLIES_PATH = "/admin/saved-replies";

/**
 * The page of a mailed "Is this yours? Add it to your messages" link (app/routes/claim-conversation.tsx).
 * Not under /messages/: that path's forms take files, and with them a larger body limit.
 */
export const CLAIM_PATH = "/claim-conversation";

/** The page of a mailed "Confirm your message to ADRIG" link: its POST sends a message written without JavaScript. */
export const CONTACT_CONFIRM_PATH = "/contact/confirm";

/** How our replies are signed for clients, on the site and in mail: "Priya Natarajan from ADRIG". */
export function staffLabel(staffName: string | null): string {
  return staffName ? `${staffName} from ADRIG` : "ADRIG";
}

/** Who wrote an entry, as the client sees it: "You", or the staff member from ADRIG. */
export function clientEntryLabel(entry: Pick<ClientEntry, "author" | "staffName">): string {
  return entry.author === "client" ? "You" : staffLabel(entry.staffName);
}

/** The inbox rows show this much of the newest message or reply. */
const PREVIEW_CHARS = 120;

/** The start of a text for a preview: whole characters, never half an emoji. */
export function previewOf(text: string): string {
  return [...text.replace(/\s+/g, " ").trim()].slice(0, PREVIEW_CHARS).join("");
}
