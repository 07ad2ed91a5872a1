/**
 * A contact message opens a conversation: the client's first message, then our replies and the
 * client's answers, in order (docs/decisions/010-contact-messages.md). These are the shapes the
 * pages and the API share; the rows behind them are in app/.server/db/schema.ts.
 */

/** New (no reply from us yet), Client replied, Replied (our reply is the last word), Closed. */
export type ConversationStatus = "new" | "client_replied" | "replied" | "closed";

export type EntryAuthor = "client" | "staff";

/** One entry after the first message, as its owner sees it: ours are signed "ADRIG". */
export type VisibleEntry = {
  id: string;
  author: EntryAuthor;
  body: string;
  createdAt: string;
};

/** A conversation as its owner sees it in "Your Messages" (the API and the contact page share it). */
export type VisibleMessage = {
  id: string;
  service: string | null;
  message: string;
  status: ConversationStatus;
  createdAt: string;
  /** Our replies and the client's answers after the first message, oldest first. */
  entries: VisibleEntry[];
  /** The client may answer: we have replied at least once. */
  canAnswer: boolean;
  /**
   * Sent without signing in and matched only by e-mail: the address on a visitor's message is not
   * proven, so the owner is shown where it came from (docs/decisions/010-contact-messages.md).
   */
  fromContactForm: boolean;
};

/** How the two sides of a conversation are labelled to the client. */
export const entryLabels: Record<EntryAuthor, string> = { client: "You", staff: "ADRIG" };
