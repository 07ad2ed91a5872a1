import type { ConversationStatus, EntryAuthor } from "./contact-message";

/** The inbox's filters, in the order of its tabs; "new" is the default. */
export const inboxFilters = ["new", "client_replied", "replied", "closed", "unverified", "all"] as const;
export type InboxFilter = (typeof inboxFilters)[number];

export const INBOX_PAGE_SIZE = 25;
/** Longer searches are cut: nobody types more, and the LIKE patterns stay cheap. */
export const INBOX_SEARCH_MAX = 100;

/** The notice above the results when only the start of a long search could be searched. */
export const inboxSearchShortened = (search: string) =>
  `Your search was too long to search in full, so this shows matches for its start: “${search}”.`;

/**
 * A conversation's place in the staff inbox: the badge and the filter that holds it. A message
 * nobody has answered is New, or Unverified when Turnstile could not vouch for it.
 */
export type InboxStatus = ConversationStatus | "unverified";

/** One row of /admin/messages: the conversation, and who wrote its newest entry when. */
export type InboxRow = {
  id: string;
  name: string;
  email: string;
  service: string | null;
  createdAt: string;
  status: InboxStatus;
  lastActivityAt: string;
  lastAuthor: EntryAuthor;
  /** The staff member's name when the newest entry is ours; null for the client's. */
  lastAuthorName: string | null;
};

export type InboxPage = {
  filter: InboxFilter;
  search: string;
  /** The typed search was longer than what could be searched: `search` is its start. */
  shortened: boolean;
  counts: Record<InboxFilter, number>;
  rows: InboxRow[];
  page: number;
  pages: number;
};

/** An entry after the first message, as staff see it: ours carry the staff member's name. */
export type InboxEntry = {
  id: string;
  author: EntryAuthor;
  staffName: string | null;
  body: string;
  via: "web" | "email";
  createdAt: string;
};

/** /admin/messages/:id: the whole conversation and its sender. */
export type InboxMessage = InboxRow & {
  message: string;
  isVerified: boolean;
  /** Sent while signed in (name and e-mail came from the account). */
  signedIn: boolean;
  /** A confirmed account uses the sender's e-mail, so the message shows in their "Your Messages". */
  hasAccount: boolean;
  entries: InboxEntry[];
};

/** A listed admin on /admin/team. */
export type TeamMember = { id: string; name: string; email: string; isYou: boolean };

/** The words of the badges and the filter tabs. */
export const statusLabels: Record<InboxStatus, string> = {
  new: "New",
  client_replied: "Client replied",
  replied: "Replied",
  closed: "Closed",
  unverified: "Unverified",
};
export const filterLabels: Record<InboxFilter, string> = { ...statusLabels, all: "All" };
