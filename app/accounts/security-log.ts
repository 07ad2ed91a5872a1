import { securityLogText } from "./security-log-text";

/**
 * The kinds of event in an account's security log (app/accounts/security-log.server.ts), shared
 * by the server and the pages that show them: the keys of their labels in `securityLogText.kinds`
 * (app/accounts/security-log-text.ts). An open list: a new kind is one more label there; the database stores
 * the kind as text, so no migration is needed. (A relative import: schema.server.ts reads this.)
 */
export type SecurityEventKind = keyof typeof securityLogText.kinds;
export const SECURITY_EVENT_KINDS = Object.keys(securityLogText.kinds) as [SecurityEventKind, ...SecurityEventKind[]];

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
