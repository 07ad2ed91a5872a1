import { eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/platform/db/client.server";
import { logEvent } from "~/platform/log.server";
import { cappedMails } from "~/platform/schema.server";
import { hashAddress } from "~/platform/tokens.server";

/**
 * Per-recipient caps on the mails a request can send to any address it names (a link to sign up,
 * to reset a password, to confirm a subscription…): whatever the source, one address gets at most
 * 3 mails of a kind an hour and 10 a day. The rate limits per IP do not stop someone with many
 * addresses from flooding one victim; these do. Past a cap the request answers as usual and queues
 * a decoy instead of the mail (app/platform/mail/queue.server.ts), so a cap reveals nothing.
 *
 * The kinds are the domains': each declares its own with `cappedMailKinds` beside its mails, and
 * only a declared kind is counted (stored as text, so a new kind needs no migration).
 */
export const RECIPIENT_CAPS = { perHour: 3, perDay: 10 } as const;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

declare const declared: unique symbol;
/** A kind of capped mail, as a domain declared it (`cappedMailKinds`); its value is what is stored. */
export type CappedMailKind = string & { readonly [declared]: true };

/** Every declared kind, with the domain that declared it. */
const owners = new Map<string, string>();

/**
 * A domain's capped mail kinds, declared once (`{ signIn: "sign-in" }`: a name for the code, the
 * kind as stored). A kind another domain declared is refused when the module loads: two domains
 * sharing a kind would share its caps. The same owner may declare again (a module loaded twice in
 * development).
 */
export function cappedMailKinds<const K extends Record<string, string>>(
  owner: string,
  kinds: K,
): { readonly [P in keyof K]: CappedMailKind } {
  for (const kind of Object.values(kinds)) {
    const other = owners.get(kind);
    if (other !== undefined && other !== owner) {
      throw new Error(`The capped mail kind "${kind}" is declared by both ${other} and ${owner}`);
    }
    owners.set(kind, owner);
  }
  return kinds as unknown as { readonly [P in keyof K]: CappedMailKind };
}

/** Every declared kind (for the tests: each domain's kinds are its own). */
export function declaredCappedMailKinds(): ReadonlyMap<string, string> {
  return owners;
}

/** A kind nobody declared is a mistake (a cast, a typo through `as`): refused, never counted. */
function declaredKind(kind: CappedMailKind): string {
  if (!owners.has(kind)) throw new Error(`The capped mail kind "${kind}" was never declared`);
  return kind;
}

/** SQL that is true while the address may get one more mail of `kind` at `now`. */
function underCaps(addressHash: string, kind: CappedMailKind, now: Date): SQL {
  const sentSince = (ms: number) =>
    sql`(select count(*) from ${cappedMails} where ${cappedMails.addressHash} = ${addressHash} and ${cappedMails.kind} = ${kind} and ${cappedMails.sentAt} > ${now.getTime() - ms})`;
  return sql`(${sentSince(HOUR_MS)} < ${RECIPIENT_CAPS.perHour} and ${sentSince(DAY_MS)} < ${RECIPIENT_CAPS.perDay})`;
}

function logCapped(kind: CappedMailKind): void {
  // Never the address: the kind says enough to see a flood in the logs.
  logEvent("warn", "recipient_cap_reached", { kind });
}

/** A mail slot taken for an address; `release` gives it back when the mail never left. */
export type RecipientClaim = { release: () => Promise<void> };

/**
 * Takes one of the address's slots for `kind`, in one statement, so concurrent requests cannot
 * both take the last one. Null when a cap is reached (logged without the address).
 */
export async function claimRecipientMail(
  db: Db,
  kind: CappedMailKind,
  email: string,
  now: Date,
): Promise<RecipientClaim | null> {
  const addressHash = hashAddress(email);
  const stored = declaredKind(kind);
  const [row] = await db.all<{ id: number }>(
    sql`insert into ${cappedMails} (address_hash, kind, sent_at) select ${addressHash}, ${stored}, ${now.getTime()} where ${underCaps(addressHash, kind, now)} returning id`,
  );
  if (!row) {
    logCapped(kind);
    return null;
  }
  return {
    release: async () => {
      await db.delete(cappedMails).where(eq(cappedMails.id, row.id));
    },
  };
}

/** Whether the address has reached a cap for `kind` (read only; logged without the address when it has). */
export async function isRecipientCapped(db: Db, kind: CappedMailKind, email: string, now: Date): Promise<boolean> {
  declaredKind(kind);
  const [row] = await db.all<{ open: number }>(sql`select ${underCaps(hashAddress(email), kind, now)} as open`);
  const capped = !row?.open;
  if (capped) logCapped(kind);
  return capped;
}
