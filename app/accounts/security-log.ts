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

/**
 * Whether an event matters (docs/accounts-and-security.md, "Security log"): `routine` for what
 * happens in the ordinary course (sign-ins, a sign-in refused by the lock, downloads of the data),
 * which /account shows as its latest 50 entries, the repeats of one browser within an hour counted
 * on one entry; `important` for every other kind (a change of a way in or of who the account is:
 * second factors, the address, the password, sessions ended, the staff role), which /account shows
 * for the whole year and nothing pushes out. Important is the default, so a new kind is never one
 * that routine events can push out unless it is listed here on purpose.
 */
export type SecurityEventWeight = "important" | "routine";
const ROUTINE_KINDS: ReadonlySet<SecurityEventKind> = new Set<SecurityEventKind>([
  "sign-in-password",
  "sign-in-passkey",
  "sign-in-two-step",
  "sign-in-locked",
  "data-downloaded",
]);

export function weightOf(kind: SecurityEventKind): SecurityEventWeight {
  return ROUTINE_KINDS.has(kind) ? "routine" : "important";
}

/** The kinds of one weight, for a query's `kind in (…)`. */
export function kindsWeighing(weight: SecurityEventWeight): [SecurityEventKind, ...SecurityEventKind[]] {
  return SECURITY_EVENT_KINDS.filter((kind) => weightOf(kind) === weight) as [
    SecurityEventKind,
    ...SecurityEventKind[],
  ];
}

/**
 * The events that give someone a way in: what an undone change of address lists as added since it
 * (app/accounts/email-change-links.server.ts), so the owner can remove what an intruder added.
 */
export const FACTOR_ADDED_KINDS = [
  "passkey-added",
  "two-step-on",
  "recovery-codes",
] as const satisfies readonly SecurityEventKind[];

/** The browser and approximate place of a request: all the security log and its mails keep of it. */
export type Device = { browser: string; place: string | null };

/** How many routine entries /account shows, newest first (every important event of the year shows). */
export const SECURITY_LOG_SHOWN = 50;

/** One event as a page shows it (never an IP address: the browser and the approximate place only). */
export type SecurityEventView = {
  id: number;
  kind: SecurityEventKind;
  /** A small detail, such as a passkey's name or the browser of a session that was ended. */
  detail: string | null;
  browser: string | null;
  place: string | null;
  /** When it happened (a routine entry: the first time within its hour). */
  at: string;
  /** A routine entry: how many times it happened within the hour from `at`, and the last time. */
  repeats: number;
  lastAt: string | null;
  /**
   * For staff events: who made the change, "Name (address)" as they were when they made it
   * (null only for an event recorded before the name was kept, whose account is gone).
   */
  actor: string | null;
};

/** A staff event on /admin/team: whose role changed, and who changed it. */
export type StaffEventView = SecurityEventView & { account: string };

/** The sentence of an event: its kind's label, its detail, for staff events who made it, and its repeats. */
export function securityEventSentence(event: SecurityEventView): string {
  const label = securityLogText.kinds[event.kind] ?? event.kind;
  const detail = event.detail ? `: “${event.detail}”` : "";
  const by = (STAFF_EVENT_KINDS as readonly SecurityEventKind[]).includes(event.kind)
    ? ` by ${event.actor ?? securityLogText.unknownActor}`
    : "";
  const repeats = event.repeats > 1 ? ` ${securityLogText.repeated(event.repeats)}` : "";
  return `${label}${detail}${by}${repeats}`;
}
