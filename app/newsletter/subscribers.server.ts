import { and, asc, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { newsletterCappedMails, newsletterConfirmMail, newsletterWelcomeMail } from "~/newsletter/mails.server";
import {
  NEWSLETTER_STATUSES,
  type NewsletterStatus,
  newsletterDeliveries,
  newsletterSubscribers as subscribers,
} from "~/newsletter/schema.server";
import { newsletterErrorText } from "~/newsletter/texts";
import type { NewsletterSubscribeInput } from "~/newsletter/validation/newsletter";
import type { Db } from "~/platform/db/client.server";
import { writeAfter } from "~/platform/db/write-hooks.server";
import { rateLimitKeyForIp } from "~/platform/http/client-ip.server";
import { UserFacingError } from "~/platform/http/errors.server";
import type { RequestMailer } from "~/platform/mail/mail.server";
import { queueMailOrDecoy } from "~/platform/mail/queue.server";
import { claimRecipientMail, isRecipientCapped } from "~/platform/mail/recipient-caps.server";
import { enforceRateLimit } from "~/platform/rate-limit.server";
import { generateToken, hashToken } from "~/platform/tokens.server";
import { subscriberWrites } from "./writes.server";

/** Confirmation links work for 7 days; an address gets at most one every 10 minutes. */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const CONFIRM_MAIL_INTERVAL_MS = 10 * 60 * 1000;

export type NewsletterDeps = {
  db: Db;
  /**
   * Queues mail; `subscribe` queues exactly one job per request (a decoy when nothing is due),
   * `confirmSubscription` the welcome. Both answer 503 when the queue refuses.
   */
  mailer: RequestMailer;
  /** Origin for links in e-mails. */
  origin: string;
  now: () => Date;
  /** Per-IP limit on subscribe requests (a `[[ratelimits]]` binding). */
  ipLimiter: RateLimit;
};

function link(deps: NewsletterDeps, path: string, token: string): string {
  const url = new URL(path, deps.origin);
  url.searchParams.set("token", token);
  return url.toString();
}

/**
 * Asks for a subscription. The caller answers the same text whatever happened here: new,
 * pending, confirmed and unsubscribed addresses all run this same code (one upsert that writes
 * the row, one enqueue) and the mail, if any, is sent after the answer, so neither the answer
 * nor its timing tells a visitor whether an address is on the list. The upsert only stores a
 * new confirmation link when one is due: the address is not confirmed and its last
 * confirmation mail is older than 10 minutes (per-address limit). An unsubscribed address gets
 * a new link and stays unsubscribed until it is confirmed again. Like sign-up and
 * forgot-password (a mail-only request), a queue that refuses answers 503 for every address.
 */
export async function subscribe(deps: NewsletterDeps, input: NewsletterSubscribeInput, ip: string): Promise<void> {
  await enforceRateLimit(deps.ipLimiter, rateLimitKeyForIp(ip));
  const now = deps.now();
  const token = generateToken();
  const tokenHash = hashToken(token);
  const expiresAt = new Date(now.getTime() + CONFIRM_TTL_MS);
  // Read for every address alike: past the address's cap (recipient-caps.ts) no link is due.
  const capped = await isRecipientCapped(deps.db, newsletterCappedMails.subscribe, input.email, now);
  // Whether this address gets a new link: not confirmed, no confirmation mail in 10 minutes, under its caps.
  const due = sql`(${capped ? 0 : 1} = 1 and ${subscribers.status} <> 'confirmed' and (${subscribers.confirmMailedAt} is null or ${subscribers.confirmMailedAt} <= ${now.getTime() - CONFIRM_MAIL_INTERVAL_MS}))`;
  const ifDue = (value: unknown, current: SQLiteColumn) => sql`case when ${due} then ${value} else ${current} end`;
  // Every state writes the row (requested_at at least), so none answers faster than another. A
  // new address past its cap is stored without a link (`pending`, and cleaned up like any other).
  const [row] = await deps.db
    .insert(subscribers)
    .values({
      id: crypto.randomUUID(),
      email: input.email,
      status: "pending",
      confirmTokenHash: capped ? null : tokenHash,
      confirmExpiresAt: capped ? null : expiresAt,
      confirmMailedAt: capped ? null : now,
      source: input.source,
      createdAt: now,
      requestedAt: now,
    })
    .onConflictDoUpdate({
      target: subscribers.email,
      set: {
        requestedAt: now,
        confirmTokenHash: ifDue(tokenHash, subscribers.confirmTokenHash),
        confirmExpiresAt: ifDue(expiresAt.getTime(), subscribers.confirmExpiresAt),
        confirmMailedAt: ifDue(now.getTime(), subscribers.confirmMailedAt),
        source: ifDue(input.source, subscribers.source),
      },
    })
    .returning({ confirmTokenHash: subscribers.confirmTokenHash });
  // The new link is stored only when one was due; otherwise a decoy is queued (nothing is sent).
  // The 10-minute rule lets one request at a time store a link, so the claim below cannot race.
  const claim =
    row?.confirmTokenHash === tokenHash
      ? await claimRecipientMail(deps.db, newsletterCappedMails.subscribe, input.email, now)
      : null;
  const mail = claim ? newsletterConfirmMail(input.email, link(deps, "/newsletter/confirm", token)) : null;
  // If the queue refuses, the 10-minute limit must not hold back the retry of a mail that never
  // left: the stamp is cleared, so the next request is due at once and mails a fresh link (the
  // earlier one, if any, was replaced by the upsert), and the mail's slot is given back. The row
  // stays: a `pending` row holds no consent until its link is used, and the daily clean-up
  // removes it after 30 days. The statement runs for every address (it matches only a row
  // holding this request's link), so a refusal costs the same whatever the address.
  await queueMailOrDecoy(deps.mailer, mail, async () => {
    await claim?.release();
    await deps.db
      .update(subscribers)
      .set({ confirmMailedAt: null })
      .where(and(eq(subscribers.email, input.email), eq(subscribers.confirmTokenHash, tokenHash)));
  });
}

/** Whether a confirmation link would still work, without spending it (mail scanners open links). */
export async function isConfirmTokenUsable(db: Db, token: string, now: Date): Promise<boolean> {
  if (!token) return false;
  const [row] = await db
    .select({ id: subscribers.id })
    .from(subscribers)
    .where(and(eq(subscribers.confirmTokenHash, hashToken(token)), gt(subscribers.confirmExpiresAt, now)))
    .limit(1);
  return Boolean(row);
}

/**
 * Spends a confirmation link (one conditional UPDATE, so two clicks cannot both succeed): the
 * address is confirmed, gets a fresh unsubscribe token and a welcome mail that carries it.
 *
 * The welcome is the only mail that carries the first unsubscribe link, so it must not be lost
 * to a queue that refuses. The row is written first and the welcome queued after, and a refusal
 * puts the row back exactly as it was before the click (status, dates, the previous unsubscribe
 * token, this same confirmation link and its expiry) and answers 503: the person clicks the same
 * link again once the queue is back. The other order (queue, then write) was rejected: a write
 * that then fails (D1 down, or a second click that won) would leave a welcome, with an
 * unsubscribe link that works for nobody, on its way to an address that is not confirmed. Only
 * if D1 fails as well, right after the queue refused, does the confirmation stand without its
 * welcome (one `mail_refusal_undo_failed` line); every later issue carries the unsubscribe link.
 */
export async function confirmSubscription(deps: NewsletterDeps, token: string): Promise<void> {
  if (!token) throw invalidConfirmLink();
  const now = deps.now();
  const confirmTokenHash = hashToken(token);
  const live = and(eq(subscribers.confirmTokenHash, confirmTokenHash), gt(subscribers.confirmExpiresAt, now));
  const unsubscribeToken = generateToken();
  const unsubscribeTokenHash = hashToken(unsubscribeToken);
  // One batch (a D1 transaction): what the row held before is read in the same step that changes
  // it, so the undo below restores exactly the state this click replaced.
  // Counted with the change: a live link belongs to an address that is not confirmed (subscribe
  // stores one only then), so the row with this click's new unsubscribe token is a confirmation.
  const counted = await subscriberWrites.statements(deps.db, {
    kind: "confirmed",
    at: now,
    when: sql`exists (select 1 from ${subscribers} where ${subscribers.unsubscribeTokenHash} = ${unsubscribeTokenHash})`,
  });
  const [[before], [row]] = await deps.db.batch([
    deps.db
      .select({
        id: subscribers.id,
        status: subscribers.status,
        confirmExpiresAt: subscribers.confirmExpiresAt,
        unsubscribeTokenHash: subscribers.unsubscribeTokenHash,
        confirmedAt: subscribers.confirmedAt,
        unsubscribedAt: subscribers.unsubscribedAt,
      })
      .from(subscribers)
      .where(live)
      .limit(1),
    deps.db
      .update(subscribers)
      .set({
        status: "confirmed",
        confirmedAt: now,
        unsubscribedAt: null,
        confirmTokenHash: null,
        confirmExpiresAt: null,
        unsubscribeTokenHash,
      })
      .where(live)
      .returning({ id: subscribers.id, email: subscribers.email }),
    ...counted,
  ]);
  if (!before || !row) throw invalidConfirmLink();
  const thisClick = and(eq(subscribers.id, before.id), eq(subscribers.unsubscribeTokenHash, unsubscribeTokenHash));
  await queueMailOrDecoy(
    deps.mailer,
    newsletterWelcomeMail(row.email, link(deps, "/newsletter/unsubscribe", unsubscribeToken)),
    async () =>
      writeAfter(
        deps.db,
        await subscriberWrites.statements(deps.db, {
          kind: "unconfirmed",
          at: now,
          when: sql`exists (select 1 from ${subscribers} where ${thisClick})`,
        }),
        deps.db
          .update(subscribers)
          .set({
            status: before.status,
            confirmedAt: before.confirmedAt,
            unsubscribedAt: before.unsubscribedAt,
            confirmTokenHash,
            confirmExpiresAt: before.confirmExpiresAt,
            unsubscribeTokenHash: before.unsubscribeTokenHash,
          })
          // Only the state this click wrote: its unsubscribe token was never mailed, so nothing else
          // can have moved the row on since (a deleted account's row stays deleted).
          .where(thisClick),
      ),
  );
}

const invalidConfirmLink = () =>
  new UserFacingError(400, newsletterErrorText.newsletterConfirmLinkInvalid, "invalid_token");

/**
 * Whose an unsubscribe link is: the link of the welcome mail (its token's hash is on the
 * subscriber) or of one issue's mail (on that delivery, newsletter_deliveries, which also says
 * which issue the link came from: the token is random and only its hash is stored, so the issue
 * cannot be forged). Null for an unknown token. One round trip.
 */
async function unsubscribeTokenOwner(
  db: Db,
  token: string,
): Promise<{ subscriberId: string; deliverySeq: number | null } | null> {
  if (!token) return null;
  const tokenHash = hashToken(token);
  const [welcome, issueMail] = await db.batch([
    db.select({ id: subscribers.id }).from(subscribers).where(eq(subscribers.unsubscribeTokenHash, tokenHash)).limit(1),
    db
      .select({ seq: newsletterDeliveries.seq, subscriberId: newsletterDeliveries.subscriberId })
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.unsubscribeTokenHash, tokenHash))
      .limit(1),
  ]);
  if (issueMail[0]) return { subscriberId: issueMail[0].subscriberId, deliverySeq: issueMail[0].seq };
  if (welcome[0]) return { subscriberId: welcome[0].id, deliverySeq: null };
  return null;
}

/** Whether an unsubscribe link belongs to a subscriber (confirmed, or already unsubscribed). */
export async function isUnsubscribeTokenKnown(db: Db, token: string): Promise<boolean> {
  return (await unsubscribeTokenOwner(db, token)) !== null;
}

/**
 * Unsubscribes the address of an unsubscribe link. Repeating it is harmless (mail providers
 * retry one-click POSTs): an address that already left stays unsubscribed with its first date.
 * An unknown token changes nothing and is refused. When the link was an issue's and it is what
 * unsubscribed the reader, its delivery records when, for that issue's report (one batch: the
 * mark is made only if this very request changed the subscriber).
 */
export async function unsubscribe(db: Db, token: string, now: Date): Promise<void> {
  const owner = await unsubscribeTokenOwner(db, token);
  if (!owner) throw new UserFacingError(400, newsletterErrorText.newsletterUnsubscribeLinkInvalid, "invalid_token");
  const confirmed = and(eq(subscribers.id, owner.subscriberId), eq(subscribers.status, "confirmed"));
  const leave = db.update(subscribers).set({ status: "unsubscribed", unsubscribedAt: now }).where(confirmed);
  // Counted before the change, while the address is still confirmed (a repeated click counts nothing).
  const counted = await subscriberWrites.statements(db, {
    kind: "left",
    at: now,
    when: sql`exists (select 1 from ${subscribers} where ${confirmed})`,
  });
  if (owner.deliverySeq === null) {
    await writeAfter(db, counted, leave);
    return;
  }
  await db.batch([
    db
      .update(newsletterDeliveries)
      .set({ unsubscribedAt: now })
      .where(
        and(
          eq(newsletterDeliveries.seq, owner.deliverySeq),
          isNull(newsletterDeliveries.unsubscribedAt),
          sql`exists (select 1 from ${subscribers} where ${subscribers.id} = ${owner.subscriberId} and ${subscribers.status} = 'confirmed')`,
        ),
      ),
    ...counted,
    leave,
  ]);
}

/** How many addresses are in each state (every state present, zero included). */
export async function countByStatus(db: Db): Promise<Record<NewsletterStatus, number>> {
  const rows = await db
    .select({ status: subscribers.status, n: count() })
    .from(subscribers)
    .groupBy(subscribers.status);
  const counts = Object.fromEntries(NEWSLETTER_STATUSES.map((s) => [s, 0])) as Record<NewsletterStatus, number>;
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

export type ConfirmedSubscriber = { email: string; source: string; createdAt: Date; confirmedAt: Date };

/** The confirmed addresses, oldest confirmation first. */
export async function listConfirmed(db: Db): Promise<ConfirmedSubscriber[]> {
  const rows = await db
    .select({
      email: subscribers.email,
      source: subscribers.source,
      createdAt: subscribers.createdAt,
      confirmedAt: subscribers.confirmedAt,
    })
    .from(subscribers)
    .where(eq(subscribers.status, "confirmed"))
    .orderBy(asc(subscribers.confirmedAt), asc(subscribers.email));
  return rows.map((r) => ({ ...r, confirmedAt: r.confirmedAt ?? r.createdAt }));
}

/** The newsletter part of a person's data export (accounts issue): null when the address never subscribed. */
export async function newsletterStatusOf(db: Db, email: string) {
  const [row] = await db
    .select({
      status: subscribers.status,
      source: subscribers.source,
      requestedAt: subscribers.createdAt,
      confirmedAt: subscribers.confirmedAt,
      unsubscribedAt: subscribers.unsubscribedAt,
    })
    .from(subscribers)
    .where(eq(subscribers.email, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}
