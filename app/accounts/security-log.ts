/**
 * The kinds of event in an account's security log (app/accounts/security-log.server.ts), shared
 * by the server and the pages that show them. An open list: a new kind is one more entry here and
 * its label in `securityLogText` (app/accounts/security-log-text.ts); the database stores the kind as text, so no
 * migration is needed.
 */
export const SECURITY_EVENT_KINDS = [
  "sign-in-password",
  "sign-in-passkey",
  "sign-in-two-step",
  /** A password sign-in refused because the address is locked (login-lock.ts): once per lock. */
  "sign-in-locked",
  "passkey-added",
  "passkey-removed",
  "two-step-on",
  "two-step-off",
  "recovery-codes",
  "password-changed",
  "password-reset",
  "email-changed",
  /** A change of e-mail address undone from the link mailed to the old address. */
  "email-change-undone",
  "other-sessions-ended",
  "session-ended",
  "data-downloaded",
  /** Staff events: `actor` is who made the change, the event's account is the one it concerns. */
  "admin-granted",
  "admin-revoked",
] as const;

export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

/** The events /admin/team lists: changes of the staff role. */
export const STAFF_EVENT_KINDS = ["admin-granted", "admin-revoked"] as const satisfies readonly SecurityEventKind[];

/** The browser and approximate place of a request: all the security log and its mails keep of it. */
export type Device = { browser: string; place: string | null };

/** How many events /account shows, newest first. */
export const SECURITY_LOG_SHOWN = 50;

/** One event as a page shows it (never an IP address: the browser and the approximate place only). */
export type SecurityEventView = {
  id: number;
  kind: SecurityEventKind;
  /** A small detail, such as a passkey's name or the browser of a session that was ended. */
  detail: string | null;
  browser: string | null;
  place: string | null;
  at: string;
  /** For staff events: who made the change (null when that account is gone). */
  actor: string | null;
};

/** A staff event on /admin/team: whose role changed, and who changed it. */
export type StaffEventView = SecurityEventView & { account: string };
