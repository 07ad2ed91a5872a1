/** The inbox's filters, in the order of its tabs; "new" is the default. */
export const inboxFilters = ["new", "replied", "unverified", "all"] as const;
export type InboxFilter = (typeof inboxFilters)[number];

export const INBOX_PAGE_SIZE = 25;
/** Longer searches are cut: nobody types more, and the LIKE patterns stay cheap. */
export const INBOX_SEARCH_MAX = 100;

/** A message's place in the staff inbox: the badge and the filter that holds it. */
export type InboxStatus = "new" | "replied" | "unverified";

/** One row of /admin/messages. */
export type InboxRow = {
  id: string;
  name: string;
  email: string;
  service: string | null;
  createdAt: string;
  status: InboxStatus;
};

export type InboxPage = {
  filter: InboxFilter;
  search: string;
  counts: Record<InboxFilter, number>;
  rows: InboxRow[];
  page: number;
  pages: number;
};

/** /admin/messages/:id: the whole message, its sender and our reply. */
export type InboxMessage = InboxRow & {
  message: string;
  isVerified: boolean;
  /** Sent while signed in (name and e-mail came from the account). */
  signedIn: boolean;
  /** A confirmed account uses the sender's e-mail, so the message shows in their "Your Messages". */
  hasAccount: boolean;
  reply: string | null;
  repliedAt: string | null;
  repliedByName: string | null;
};

/** A listed admin on /admin/team. */
export type TeamMember = { id: string; name: string; email: string; isYou: boolean };

/** The words of the badges and the filter tabs. */
export const statusLabels: Record<InboxStatus, string> = { new: "New", replied: "Replied", unverified: "Unverified" };
export const filterLabels: Record<InboxFilter, string> = {
  new: "New",
  replied: "Replied",
  unverified: "Unverified",
  all: "All",
};
