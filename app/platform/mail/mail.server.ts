export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The name shown in From ("Priya Natarajan from ADRIG"); MAIL_FROM's own name otherwise. */
  fromName?: string;
  /** Where answers go (e.g. the person a mail to the company is about); the From address otherwise. */
  replyTo?: string;
  /**
   * What follows once this mail has left: the kind of an after-sent handler its domain registered
   * (app/platform/mail/queue-registry.server.ts) and the reference it is handed (a row's id).
   */
  afterSent?: { kind: string; ref: string };
  /** Extra headers, e.g. the RFC 8058 `List-Unsubscribe` pair of a mailing list. */
  headers?: Record<string, string>;
  /** Files sent with the mail, as text (a calendar invitation's .ics). */
  attachments?: MailAttachment[];
};

/** A text file attached to a mail: its name, its MIME type (with parameters) and its content. */
type MailAttachment = { filename: string; type: string; content: string };

/** The one way the app sends e-mail (docs/decisions/007-mail-queue.md): callers never know whether it is queued. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * The Mailer of the mail-only requests (a request that only mails a link to the address it names):
 * when the address has nothing to receive they queue a decoy instead, so every address takes
 * the same path (queue.server.ts `queueMailOrDecoy`).
 */
export interface RequestMailer extends Mailer {
  /** Queues a job that sends nothing; fails exactly as `send` does when the queue refuses. */
  sendDecoy(): Promise<void>;
}
