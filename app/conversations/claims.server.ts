import { and, desc, eq, exists, gt, isNotNull, isNull } from "drizzle-orm";
import type { SessionUser } from "~/accounts";
import { users } from "~/accounts/index.server";
import { claimText } from "~/conversations/client/claim-text";
import { CLAIM_PATH } from "~/conversations/conversations";
import { claimConversationMail, conversationCappedMails } from "~/conversations/mails.server";
import { conversationClaims, conversations } from "~/conversations/schema.server";
import type { Db } from "~/platform/db/client.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { errorName, logEvent } from "~/platform/log.server";
import type { Mailer } from "~/platform/mail/mail.server";
import { claimRecipientMail } from "~/platform/mail/recipient-caps.server";
import { generateToken, hashToken } from "~/platform/tokens.server";

/**
 * "Is this yours? Add it to your messages" (docs/accounts-and-security.md, "Conversations started
 * signed out"). A conversation started from the contact form while signed out carries only the
 * address its sender typed, which proves nothing: anyone can type anyone's address. So it is in
 * nobody's portal (`/messages`, the header's count, its files, "Download my data") until the
 * account with that address says it is theirs, from a link mailed to that address, while signed
 * in as that account. Claiming sets its `user_id`. Staff and e-mail carry it as before.
 *
 * A link is a random token of which only the hash is kept, tied to the conversation and to the
 * address it was mailed to; it works once (spent by the POST, never by opening it: mail scanners
 * open links) and for 7 days. Mails of links count against the address's recipient caps (kind
 * `claim`), so posting the form many times with someone's address cannot flood them.
 */

export const CLAIM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** At most this many links in one "e-mail me the links" mail (newest first). */
const CLAIM_LINKS_PER_MAIL = 20;

export type ClaimDeps = { db: Db; mailer: Mailer; now: () => Date; origin: string };

type Claimable = { id: string; service: string | null; createdAt: Date };

/** A conversation in nobody's portal that the account of this address may add: verified, unclaimed. */
const unclaimedFor = (email: string) =>
  and(eq(conversations.email, email), isNull(conversations.userId), eq(conversations.isVerified, true));

/** The confirmed account of an address, if there is one. */
async function confirmedAccount(db: Db, email: string) {
  const [account] = await db
    .select({ id: users.id, name: users.name, email: users.email, timeZone: users.timeZone })
    .from(users)
    .where(and(eq(users.email, email.trim().toLowerCase()), isNotNull(users.emailVerifiedAt)))
    .limit(1);
  return account ?? null;
}

/**
 * New links for these conversations (one each), in one batch, and the mail carrying them to
 * `to`, under the address's recipient caps. False when a cap was reached (nothing stored or
 * sent); a mail the queue refuses gives its slot back and throws.
 */
async function mailLinks(
  deps: ClaimDeps,
  account: { name: string; email: string; timeZone: string | null },
  claimable: readonly Claimable[],
): Promise<boolean> {
  const now = deps.now();
  const slot = await claimRecipientMail(deps.db, conversationCappedMails.claim, account.email, now);
  if (!slot) return false;
  const links = claimable.map((c) => ({ ...c, token: generateToken() }));
  try {
    const [first, ...rest] = links.map((link) =>
      deps.db.insert(conversationClaims).values({
        tokenHash: hashToken(link.token),
        conversationId: link.id,
        email: account.email,
        expiresAt: new Date(now.getTime() + CLAIM_TTL_MS),
        createdAt: now,
      }),
    );
    if (first) await deps.db.batch([first, ...rest]);
    await deps.mailer.send(
      claimConversationMail(
        account.email,
        account.name,
        links.map((link) => ({
          service: link.service,
          sentAt: link.createdAt,
          link: new URL(`${CLAIM_PATH}?token=${encodeURIComponent(link.token)}`, deps.origin).toString(),
        })),
        account.timeZone,
      ),
    );
  } catch (err) {
    await slot.release();
    throw err;
  }
  return true;
}

/**
 * After a visitor's conversation is stored: when its address belongs to a confirmed account, the
 * link to add it is mailed there. Never fails the post (the message is stored either way; the
 * account can ask for its links on /messages), and never logs the address.
 */
export async function offerClaim(deps: ClaimDeps, conversation: Claimable & { email: string }): Promise<void> {
  try {
    const account = await confirmedAccount(deps.db, conversation.email);
    if (!account || account.email !== conversation.email) return;
    const sent = await mailLinks(deps, account, [conversation]);
    logEvent("info", "conversation_claim_offered", { mailed: sent });
  } catch (err) {
    logEvent("warn", "conversation_claim_offer_failed", { error: errorName(err) });
  }
}

/**
 * At the confirmation of a sign-up: the address is proven now (its owner opened the link mailed
 * there), which is what a claim link proves, so every conversation sent with it that waits for an
 * account (verified, in nobody's portal) becomes this account's at once, marked as sent from the
 * contact form like a claimed one, and its claim links are spent. No second "E-mail me the links"
 * round. Never fails the sign-in: a failure is logged, and "Not seeing a conversation?" on
 * /messages still offers the links. The number added.
 */
export async function joinConversationsOfNewAccount(
  db: Db,
  account: Pick<SessionUser, "id" | "email">,
  now: Date,
): Promise<number> {
  try {
    const [joined] = await db.batch([
      db
        .update(conversations)
        .set({ userId: account.id, claimedAt: now })
        .where(unclaimedFor(account.email))
        .returning({ id: conversations.id }),
      db.delete(conversationClaims).where(eq(conversationClaims.email, account.email)),
    ]);
    logEvent("info", "conversations_joined_at_signup", { count: joined.length });
    return joined.length;
  } catch (err) {
    logEvent("warn", "conversations_join_at_signup_failed", { error: errorName(err) });
    return 0;
  }
}

/** Whether conversation `id` was sent with this person's address and waits to be added to their messages. */
export async function isUnclaimedFor(db: Db, user: Pick<SessionUser, "email">, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.id, id), unclaimedFor(user.email)))
    .limit(1);
  return Boolean(row);
}

/** How many conversations sent with this person's address wait to be added to their messages. */
export async function countUnclaimed(db: Db, user: Pick<SessionUser, "email">): Promise<number> {
  const rows = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(unclaimedFor(user.email))
    .limit(CLAIM_LINKS_PER_MAIL);
  return rows.length;
}

/**
 * "E-mail me the links" on /messages: a link for each conversation sent with the signed-in
 * person's address and not in their messages, in one mail to that address. The number of links
 * sent (0: there were none). Past the address's caps: 429, try later.
 */
export async function mailClaimLinks(deps: ClaimDeps, user: SessionUser): Promise<number> {
  const account = await confirmedAccount(deps.db, user.email);
  if (!account) return 0;
  const claimable = await deps.db
    .select({ id: conversations.id, service: conversations.service, createdAt: conversations.createdAt })
    .from(conversations)
    .where(unclaimedFor(account.email))
    .orderBy(desc(conversations.createdAt))
    .limit(CLAIM_LINKS_PER_MAIL);
  if (claimable.length === 0) return 0;
  if (!(await mailLinks(deps, account, claimable)))
    throw new UserFacingError(429, claimText.tooManyMails, "too_many_claim_mails", undefined, 60 * 60);
  return claimable.length;
}

/** What a link offers, as its page shows it before the button is pressed. */
export type ClaimOffer =
  | { state: "invalid" }
  | { state: "wrong-account" }
  | { state: "yours"; conversationId: string }
  | { state: "ask"; service: string | null; sentAt: string };

/** The link's conversation and address, while the link works. */
async function liveClaim(db: Db, token: string, now: Date) {
  if (!token) return null;
  const [row] = await db
    .select({
      conversationId: conversationClaims.conversationId,
      email: conversationClaims.email,
      conversationEmail: conversations.email,
      userId: conversations.userId,
      service: conversations.service,
      createdAt: conversations.createdAt,
    })
    .from(conversationClaims)
    .innerJoin(conversations, eq(conversations.id, conversationClaims.conversationId))
    .where(and(eq(conversationClaims.tokenHash, hashToken(token)), gt(conversationClaims.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/** Opening the link: what it would do for this person. Changes nothing (mail scanners open links). */
export async function claimOffer(db: Db, user: SessionUser, token: string, now: Date): Promise<ClaimOffer> {
  const claim = await liveClaim(db, token, now);
  if (!claim) return { state: "invalid" };
  if (claim.email !== user.email || claim.conversationEmail !== user.email) return { state: "wrong-account" };
  if (claim.userId === user.id) return { state: "yours", conversationId: claim.conversationId };
  if (claim.userId !== null) return { state: "invalid" };
  return { state: "ask", service: claim.service, sentAt: claim.createdAt.toISOString() };
}

/**
 * The button: the conversation becomes this account's, if the link works, was mailed to this
 * account's address, and the conversation still has that address and no account. The link's
 * conversation id. One D1 batch: the conversation's update only while the token stands, then
 * every link of the conversation spent. A link opened by another account is refused and stays
 * usable for the right one.
 */
export async function claimConversation(deps: ClaimDeps, user: SessionUser, token: string): Promise<string> {
  const now = deps.now();
  const claim = await liveClaim(deps.db, token, now);
  if (!claim) throw new UserFacingError(400, claimText.linkInvalid, "claim_link_invalid");
  if (claim.email !== user.email || claim.conversationEmail !== user.email)
    throw new UserFacingError(403, claimText.wrongAccount, "claim_wrong_account");
  const tokenHash = hashToken(token);
  const id = claim.conversationId;
  const [, mine] = await deps.db.batch([
    deps.db
      .update(conversations)
      .set({ userId: user.id, claimedAt: now })
      .where(
        and(
          eq(conversations.id, id),
          eq(conversations.email, user.email),
          isNull(conversations.userId),
          // Only while this very link stands: two presses race, one of them claims.
          exists(
            deps.db
              .select({ one: conversationClaims.tokenHash })
              .from(conversationClaims)
              .where(and(eq(conversationClaims.tokenHash, tokenHash), gt(conversationClaims.expiresAt, now))),
          ),
        ),
      ),
    deps.db.select({ userId: conversations.userId }).from(conversations).where(eq(conversations.id, id)),
    deps.db.delete(conversationClaims).where(eq(conversationClaims.tokenHash, tokenHash)),
  ]);
  if (mine[0]?.userId !== user.id) throw new UserFacingError(400, claimText.linkInvalid, "claim_link_invalid");
  // Its other links are moot now.
  await deps.db.delete(conversationClaims).where(eq(conversationClaims.conversationId, id));
  logEvent("info", "conversation_claimed", {});
  return id;
}
