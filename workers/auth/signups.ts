import { and, desc, eq, gt } from "drizzle-orm";
import { errorMessages, fieldMessages } from "../../app/lib/messages";
import type { SignupInput } from "../../app/lib/validation/auth";
import type { Db } from "../db/client";
import { pendingSignups, users, type PendingSignup } from "../db/schema";
import { rateLimitKeyForIp } from "../http/client-ip";
import { UserFacingError } from "../http/errors";
import { enforceRateLimit } from "../http/rate-limit";
import { accountExistsMail, confirmEmailMail } from "../mail/templates";
import type { AccountDeps } from "./deps";
import { hashPassword, verifyPassword } from "./password";
import { createSession, invalidateSession, type NewSession } from "./session";
import { generateToken, hashToken } from "./tokens";
import type { User } from "../db/schema";

/** Sign-up links live 24 hours (DECISIONS). */
export const SIGNUP_TTL_MS = 24 * 60 * 60 * 1000;

export type SignedIn = NewSession & { user: User };

function link(deps: AccountDeps, path: string): string {
  return new URL(path, deps.origin).toString();
}

/** Refuses a password known from breaches, on its field. */
export async function assertNotBreached(deps: AccountDeps, password: string): Promise<void> {
  if (await deps.isBreached(password)) {
    throw new UserFacingError(400, fieldMessages.passwordBreached, "breached_password", { password: fieldMessages.passwordBreached });
  }
}

async function confirmedAccount(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user?.emailVerifiedAt ? user : undefined;
}

async function recordSignup(deps: AccountDeps, email: string, name: string, passwordHash: string): Promise<void> {
  const existing = await confirmedAccount(deps.db, email);
  if (existing) {
    deps.defer(deps.mailer.send(accountExistsMail(existing.email, existing.name, link(deps, "/login"), link(deps, "/forgot-password"))));
    return;
  }
  const token = generateToken();
  const now = deps.now();
  await deps.db.insert(pendingSignups).values({
    id: crypto.randomUUID(),
    email,
    name,
    passwordHash,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + SIGNUP_TTL_MS),
    createdAt: now,
  });
  deps.defer(deps.mailer.send(confirmEmailMail(email, link(deps, `/confirm-email?token=${token}`))));
}

/**
 * Records a pending sign-up with its own name and password hash and mails its link; an address
 * with an account gets a notice instead. The answer is the same either way, and the mail goes
 * out after it, so neither the answer nor its timing says whether the address is known.
 */
export async function signUp(deps: AccountDeps, input: SignupInput, ip: string): Promise<void> {
  await enforceRateLimit(deps.limits.signup, rateLimitKeyForIp(ip));
  await assertNotBreached(deps, input.password);
  const passwordHash = await hashPassword(input.password);
  await recordSignup(deps, input.email, input.name, passwordHash);
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

const invalidLink = () => new UserFacingError(400, errorMessages.confirmLinkInvalid, "invalid_token");

/**
 * Confirms a sign-up with the password chosen in THAT sign-up (DECISIONS): a wrong password
 * spends nothing; the right one creates (or activates) the account, drops the address's other
 * pending sign-ups and signs in with a new session.
 */
export async function confirmSignup(deps: AccountDeps, token: string, password: string, replacingToken: string | null): Promise<SignedIn> {
  const now = deps.now();
  const pending = await findPendingSignup(deps.db, token, now);
  if (!pending) throw invalidLink();
  if (!(await verifyPassword(pending.passwordHash, password))) {
    throw new UserFacingError(400, errorMessages.confirmPasswordMismatch, "password_mismatch", {
      password: errorMessages.confirmPasswordMismatch,
    });
  }
  // Spend the link: one conditional delete, so two clicks racing cannot both succeed.
  const [spent] = await deps.db.delete(pendingSignups).where(eq(pendingSignups.id, pending.id)).returning({ id: pendingSignups.id });
  if (!spent) throw invalidLink();

  const [existing] = await deps.db.select().from(users).where(eq(users.email, pending.email)).limit(1);
  if (existing?.emailVerifiedAt) throw invalidLink();
  const account = { name: pending.name, passwordHash: pending.passwordHash, emailVerifiedAt: now, updatedAt: now };
  const [user] = existing
    ? await deps.db.update(users).set(account).where(eq(users.id, existing.id)).returning()
    : await deps.db
        .insert(users)
        .values({ id: crypto.randomUUID(), email: pending.email, createdAt: now, ...account })
        .onConflictDoNothing()
        .returning();
  if (!user) throw invalidLink();
  await deps.db.delete(pendingSignups).where(eq(pendingSignups.email, pending.email));
  if (replacingToken) await invalidateSession(deps.db, replacingToken);
  return { user, ...(await createSession(deps.db, user.id, now)) };
}

async function resendLink(deps: AccountDeps, email: string): Promise<void> {
  const pending = await latestPendingSignup(deps.db, email, deps.now());
  if (!pending) return;
  const token = generateToken();
  await deps.db
    .update(pendingSignups)
    .set({ tokenHash: hashToken(token), expiresAt: new Date(deps.now().getTime() + SIGNUP_TTL_MS) })
    .where(eq(pendingSignups.id, pending.id));
  deps.defer(deps.mailer.send(confirmEmailMail(email, link(deps, `/confirm-email?token=${token}`))));
}

/** A fresh link for the newest pending sign-up of an address; the same answer for any address. */
export async function resendConfirmation(deps: AccountDeps, email: string, ip: string): Promise<void> {
  await enforceRateLimit(deps.limits.reset, rateLimitKeyForIp(ip));
  await resendLink(deps, email);
}
