import { eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/platform/db/client.server";
import { logEvent } from "~/platform/log.server";
import { type CappedMailKind, cappedMails } from "~/platform/schema.server";
import { hashAddress } from "~/platform/tokens.server";

/**
 * Per-recipient caps on the mails a request can send to any address it names (sign-up,
 * forgot-password, resend-confirmation, newsletter subscribe): whatever the source, one address
 * gets at most 3 mails of a kind an hour and 10 a day. The rate limits per IP do not stop someone
 * with many addresses from flooding one victim; these do. Past a cap the request answers as usual
 * and queues a decoy instead of the mail (app/platform/mail/queue.server.ts), so a cap reveals nothing.
 */
export const RECIPIENT_CAPS = { perHour: 3, perDay: 10 } as const;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

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
  const [row] = await db.all<{ id: number }>(
    sql`insert into ${cappedMails} (address_hash, kind, sent_at) select ${addressHash}, ${kind}, ${now.getTime()} where ${underCaps(addressHash, kind, now)} returning id`,
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
  const [row] = await db.all<{ open: number }>(sql`select ${underCaps(hashAddress(email), kind, now)} as open`);
  const capped = !row?.open;
  if (capped) logCapped(kind);
  return capped;
}
