import type { Visit } from "~/site";
import { LIMITS } from "~/ui/forms/limits";
import type { AttachmentView } from "./attachments";
import type { ContactDetailsFor } from "./contact-fields";
import type { ConversationChannel, ConversationStatus, EntryAuthor, EntryKind } from "./conversations";

/**
 * The staff inbox's views, in the order of its tabs. Needs reply (the default) is New and Client
 * replied together, the longest wait first; Mine and Unassigned hold the open ones (not closed).
 */
export const inboxViews = [
  "needs_reply",
  "mine",
  "unassigned",
  "new",
  "client_replied",
  "replied",
  "closed",
  "unverified",
  "all",
] as const;
export type InboxView = (typeof inboxViews)[number];
export const DEFAULT_VIEW: InboxView = "needs_reply";

export const INBOX_PAGE_SIZE = 25;

/** The notice above the results when only the start of a long search could be searched. */
export const inboxSearchShortened = (search: string) =>
  `Your search was longer than ${LIMITS.inboxSearch.max} characters, so this shows matches for its start: “${search}”.`;

/**
 * A conversation's place in the staff inbox: its badge. A conversation nobody has answered is
 * New, or Unverified when Turnstile could not vouch for it.
 */
export type InboxStatus = ConversationStatus | "unverified";

/** A staff member as the inbox names them (the assignee picker, a row's assignee). */
export type StaffMember = { id: string; name: string };

/** A piece of a search hit's snippet; `match` marks the words searched for. */
export type SnippetPart = { text: string; match: boolean };

/** One row of /admin/messages. */
export type InboxRow = {
  id: string;
  name: string;
  email: string;
  service: string | null;
  status: InboxStatus;
  /** The start of the newest message or reply, who wrote it, and when. */
  preview: string;
  lastAuthor: EntryAuthor;
  /** The staff member's name when the newest words are ours; null for the client's. */
  lastAuthorName: string | null;
  lastActivityAt: string;
  /** Since when the client has waited for us, while they do. */
  waitingSince: string | null;
  assignee: StaffMember | null;
  /** The client wrote since this staff member last opened it. */
  unread: boolean;
  /** With a search: where the words were found, and whether that was in a staff note. */
  snippet: { parts: SnippetPart[]; inNote: boolean } | null;
};

export type InboxPage = {
  view: InboxView;
  search: string;
  /** The typed search was longer than what is searched: `search` is its start. */
  shortened: boolean;
  counts: Record<InboxView, number>;
  rows: InboxRow[];
  page: number;
  pages: number;
  /** The server's clock when the page was made: "2 h ago" reads the same on the server and in the browser. */
  now: string;
};

/** An entry after the first message, as staff see it: notes and events too, ours with the staff member's name. */
export type InboxEntry = {
  id: string;
  author: EntryAuthor;
  kind: EntryKind;
  staffName: string | null;
  body: string;
  via: "web" | "email";
  createdAt: string;
  /** Its files (a reply's or an answer's). */
  attachments: AttachmentView[];
};

/** /admin/messages/:id: the whole conversation and its sender (with the further details staff see, ./contact-fields.ts). */
export type InboxConversation = InboxRow &
  ContactDetailsFor<"staff"> & {
    message: string;
    createdAt: string;
    isVerified: boolean;
    /**
     * How it came: sent signed in (name and e-mail from the account), sent signed out and later
     * added to the account of its address (by its owner from the mailed link, or when that
     * address was confirmed at sign-up), or sent signed out and in no account.
     */
    origin: "signed-in" | "added" | "signed-out";
    /**
     * Its account: "linked" (it belongs to one: `email` is the account's address now, where
     * replies go), "address" (it belongs to none, and a confirmed account uses its address; its
     * owner has not added it), or "none".
     */
    account: "linked" | "address" | "none";
    /** The address its first message came from, when the account's address has changed since; else null. */
    sentFrom: string | null;
    /** The first message's files. */
    attachments: AttachmentView[];
    entries: InboxEntry[];
    /** How it came, and where the visit that sent it came from (app/site/visit.ts; null: not told). */
    channel: ConversationChannel;
    visit: Visit | null;
  };

/** A staff member's reusable answer: its name, and its text with `{first_name}` and `{service}` to fill. */
export type SavedReply = { id: string; name: string; body: string };

/**
 * Needs reply (docs/decisions/025-staff-workspace.md) as a row shows it: New (verified; an
 * unverified message has its own status) and Client replied. The same rule as the SQL of
 * needs-reply.server.ts, which counts and pages these conversations.
 */
export function needsReply(status: InboxStatus): boolean {
  return status === "new" || status === "client_replied";
}

/** A listed admin on /admin/team. */
export type TeamMember = { id: string; name: string; email: string; isYou: boolean };

/** The words of the badges. */
export const statusLabels: Record<InboxStatus, string> = {
  new: "New",
  client_replied: "Client replied",
  replied: "Replied",
  closed: "Closed",
  unverified: "Unverified",
};

/** The words of the view tabs. */
export const viewLabels: Record<InboxView, string> = {
  needs_reply: "Needs reply",
  mine: "Mine",
  unassigned: "Unassigned",
  ...statusLabels,
  all: "All",
};
