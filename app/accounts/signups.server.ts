import { and, desc, eq, gt, sql } from "drizzle-orm";
import { accountCappedMails, accountExistsMail, confirmEmailMail } from "~/accounts/mails.server";
import type { User } from "~/accounts/schema.server";
import { type PendingSignup, pendingSignups, sessions, users } from "~/accounts/schema.server";
import { accountErrorText, accountFieldText } from "~/accounts/texts";
import type { SignupInput } from "~/accounts/validation/auth";
import type { Db } from "~/platform/db/client.server";
import { rateLimitKeyForIp } from "~/platform/http/client-ip.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { queueMailOrDecoy } from "~/platform/mail/queue.server";
import { claimRecipientMail } from "~/platform/mail/recipient-caps.server";
import { enforceRateLimit } from "~/platform/rate-limit.server";
import { generateToken, hashToken } from "../platform/tokens.server";
import type { AccountDeps } from "./deps.server";
import { hashPassword, verifyPassword } from "./password.server";
import { type NewSession, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "./session.server";

/** Sign-up links live 24 hours (docs/decisions/003-accounts-and-sessions.md). */
const SIGNUP_TTL_MS = 24 * 60 * 60 * 1000;

export type SignedIn = NewSession & { user: User };

function link(deps: AccountDeps, path: string): string {
  return new URL(path, deps.origin).toString();
}

/** Refuses a password known from breaches, on its field. */
export async function assertNotBreached(deps: AccountDeps, password: string): Promise<void> {
  if (await deps.isBreached(password)) {
    throw new UserFacingError(400, accountFieldText.passwordBreached, "breached_password", {
      password: accountFieldText.passwordBreached,
    });
  }
}

async function confirmedAccount(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user?.emailVerifiedAt ? user : undefined;
}

/**
 * The mailed link's path: the token, and where the account lands once confirmed when that is not
 * home (checked again by `safeRedirect` when the link's page posts).
 */
function confirmPath(token: string, redirectTo: string): string {
  return `/confirm-email?${new URLSearchParams(redirectTo === "/" ? { token } : { token, redirectTo })}`;
}

async function recordSignup(
  deps: AccountDeps,
  email: string,
  name: string,
  passwordHash: string,
  redirectTo: string,
): Promise<void> {
  // Past the address's cap nothing is stored or sent: the request queues a decoy and answers as usual.
  const claim = await claimRecipientMail(deps.db, accountCappedMails.signup, email, deps.now());
  if (!claim) return queueMailOrDecoy(deps.mailer, null);
  const existing = await confirmedAccount(deps.db, email);
  if (existing) {
    await queueMailOrDecoy(
      deps.mailer,
      accountExistsMail(existing.email, existing.name, link(deps, "/login"), link(deps, "/forgot-password")),
      claim.release,
    );
    return;
  }
  const token = generateToken();
  const now = deps.now();
  const id = crypto.randomUUID();
  // The row first, then its mail: a failed insert (D1 down) must not mail a link to nothing.
  await deps.db.insert(pendingSignups).values({
    id,
    email,
    name,
    passwordHash,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + SIGNUP_TTL_MS),
    createdAt: now,
  });
  // If the queue refuses, the sign-up did not happen: the row goes, and the mail's slot under the
  // address's cap is given back. Kept, the row could never be confirmed (nobody has its link),
  // yet login would tell its owner to confirm an e-mail that never came. The person's retry
  // simply records a new one.
  await queueMailOrDecoy(deps.mailer, confirmEmailMail(email, link(deps, confirmPath(token, redirectTo))), async () => {
    await claim.release();
    await deps.db.delete(pendingSignups).where(eq(pendingSignups.id, id));
  });
}

/**
 * Records a pending sign-up with its own name and password hash and queues its link (which lands
 * on `redirectTo` once confirmed, an already safe path); an address with an account gets a notice
 * instead. Either way the request queues one mail and answers
 * alike (503 alike when the queue refuses); the mail is sent after the answer, so neither the
 * answer nor its timing says whether the address is known.
 */
export async function signUp(deps: AccountDeps, input: SignupInput, ip: string, redirectTo = "/"): Promise<void> {
  await enforceRateLimit(deps.limits.signup, rateLimitKeyForIp(ip));
  await assertNotBreached(deps, input.password);
  const passwordHash = await hashPassword(input.password);
  await recordSignup(deps, input.email, input.name, passwordHash, redirectTo);
}

/** The pending sign-up behind a live link, for the confirmation page (spends nothing). */
export async function findPendingSignup(db: Db, token: string, now: Date): Promise<PendingSignup | null> {
  if (!token) return null;
  const [row] = await db
    .select()
    .from(pendingSignups)
    .where(and(eq(pendingSignups.tokenHash, hashToken(token)), gt(pendingSignups.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/** The newest live pending sign-up for an address (login tells its owner to confirm first). */
export async function latestPendingSignup(db: Db, email: string, now: Date): Promise<PendingSignup | null> {
  const [row] = await db
    .select()
    .from(pendingSignups)
    .where(and(eq(pendingSignups.email, email), gt(pendingSignups.expiresAt, now)))
    .orderBy(desc(pendingSignups.createdAt))
    .limit(1);
  return row ?? null;
}

const invalidLink = () => new UserFacingError(400, accountErrorText.confirmLinkInvalid, "invalid_token");

/**
 * Confirms a sign-up with the password chosen in THAT sign-up (docs/decisions/003-accounts-and-sessions.md): a wrong password
 * spends nothing; the right one creates (or activates) the account, drops the address's other
 * pending sign-ups and signs in with a new session. The account keeps `timeZone`, the zone the
 * confirming browser sent (app/accounts/time-zone.server.ts), when there is one.
 */
export async function confirmSignup(
  deps: AccountDeps,
  token: string,
  password: string,
  replacingToken: string | null,
  timeZone: string | null = null,
): Promise<SignedIn> {
  const now = deps.now();
  const pending = await findPendingSignup(deps.db, token, now);
  if (!pending) throw invalidLink();
  if (!(await verifyPassword(pending.passwordHash, password))) {
    throw new UserFacingError(400, accountErrorText.confirmPasswordMismatch, "password_mismatch", {
      password: accountErrorText.confirmPasswordMismatch,
    });
  }
  const [existing] = await deps.db.select().from(users).where(eq(users.email, pending.email)).limit(1);
  if (existing?.emailVerifiedAt) throw invalidLink();
  const account = {
    name: pending.name,
    passwordHash: pending.passwordHash,
    emailVerifiedAt: now,
    updatedAt: now,
    ...(timeZone ? { timeZone } : {}),
  };
  const userId = existing?.id ?? crypto.randomUUID();
  const sessionToken = generateToken();
  const expiresAt = now.getTime() + SESSION_ABSOLUTE_MS;
  // One batch (a D1 transaction): the account, its session and the spent links are written
  // together or not at all. The session is made only while this link is still unspent, and a
  // second account for the address breaks the unique e-mail: two clicks racing cannot both win.
  const [, made] = await deps.db
    .batch([
      existing
        ? deps.db.update(users).set(account).where(eq(users.id, existing.id))
        : deps.db.insert(users).values({ id: userId, email: pending.email, createdAt: now, ...account }),
      deps.db
        .insert(sessions)
        .select(
          deps.db
            .select({
              id: sql<string>`${hashToken(sessionToken)}`.as("id"),
              userId: sql<string>`${userId}`.as("user_id"),
              expiresAt: sql<Date>`${expiresAt}`.as("expires_at"),
              createdAt: sql<Date>`${now.getTime()}`.as("created_at"),
              lastUsedAt: sql<Date>`${now.getTime()}`.as("last_used_at"),
              // A new account has no second factor yet (Drizzle's insert…select names every column).
              secondFactor: sql<null>`null`.as("second_factor"),
              browser: sql<null>`null`.as("browser"),
              place: sql<null>`null`.as("place"),
              // Confirming the address is a sign-in, not a "Confirm it's you" (reauthentication.ts).
              reauthAt: sql<null>`null`.as("reauth_at"),
              reauthMethod: sql<null>`null`.as("reauth_method"),
              reauthPasskeyId: sql<null>`null`.as("reauth_passkey_id"),
            })
            .from(pendingSignups)
            .where(eq(pendingSignups.id, pending.id)),
        )
        .returning({ id: sessions.id }),
      deps.db.delete(pendingSignups).where(eq(pendingSignups.email, pending.email)),
      ...(replacingToken ? [deps.db.delete(sessions).where(eq(sessions.id, hashToken(replacingToken)))] : []),
    ])
    .catch(async (err: unknown) => {
      // Another click (or sign-up) got there first; anything else is an outage.
      const [still] = await deps.db
        .select({ id: pendingSignups.id })
        .from(pendingSignups)
        .where(eq(pendingSignups.id, pending.id));
      if (!still) throw invalidLink();
      throw err;
    });
  if ((made as { id: string }[]).length === 0) throw invalidLink();
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw invalidLink();
  return { user, token: sessionToken, cookieExpiresAt: new Date(now.getTime() + SESSION_IDLE_MS) };
}

async function resendLink(deps: AccountDeps, email: string): Promise<void> {
  // Claimed for every address, known or not, so both cost the same; past a cap: a decoy, nothing changes.
  const claim = await claimRecipientMail(deps.db, accountCappedMails.resend, email, deps.now());
  const pending = claim && (await latestPendingSignup(deps.db, email, deps.now()));
  if (!claim || !pending) return queueMailOrDecoy(deps.mailer, null, claim?.release);
  const token = generateToken();
  const tokenHash = hashToken(token);
  await deps.db
    .update(pendingSignups)
    .set({ tokenHash, expiresAt: new Date(deps.now().getTime() + SIGNUP_TTL_MS) })
    .where(eq(pendingSignups.id, pending.id));
  // If the queue refuses, the link mailed before works again (unless a later resend replaced
  // this one meanwhile): a refused resend must not cost the person the link they already have.
  await queueMailOrDecoy(
    deps.mailer,
    confirmEmailMail(email, link(deps, `/confirm-email?token=${token}`)),
    async () => {
      await claim.release();
      await deps.db
        .update(pendingSignups)
        .set({ tokenHash: pending.tokenHash, expiresAt: pending.expiresAt })
        .where(and(eq(pendingSignups.id, pending.id), eq(pendingSignups.tokenHash, tokenHash)));
    },
  );
}

/**
 * Queues a fresh link for the newest pending sign-up of an address, a decoy when there is none:
 * the same answer for any address (503 for all when the queue refuses).
 */
export async function resendConfirmation(deps: AccountDeps, email: string, ip: string): Promise<void> {
  await enforceRateLimit(deps.limits.reset, rateLimitKeyForIp(ip));
  await resendLink(deps, email);
}
