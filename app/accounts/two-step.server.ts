import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { decodeBase32IgnorePadding, encodeBase32UpperCaseNoPadding } from "@oslojs/encoding";
import { createTOTPKeyURI, generateHOTP } from "@oslojs/otp";
import { and, count, eq, gt, isNull, lt, min, sql } from "drizzle-orm";
import { renderSVG } from "uqr";
import { codeFailures, loginChallenges, recoveryCodes, twoStepSecrets, users } from "~/accounts/schema.server";
import type { SessionUser } from "~/accounts/session-user";
import { accountErrorText } from "~/accounts/texts";
import { site } from "~/content/site";
import type { Db } from "~/platform/db/client.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { generateToken, hashToken } from "../platform/tokens.server";
import { createSession } from "./session.server";
import type { SignedIn } from "./signups.server";

/**
 * Two-step verification with an authenticator app: TOTP (RFC 6238) through @oslojs/otp, the
 * parameters every app understands (SHA-1, 6 digits, 30 seconds). A code is accepted for the
 * current step or the one before or after (clock drift), and never for a step at or before the
 * last one accepted, so a code seen over someone's shoulder is spent. Ten recovery codes, stored
 * as hashes, each work once. Wrong codes count per account: 5 in 15 minutes lock the second step
 * with the passwords' lockout message.
 */
const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
const RECOVERY_CODE_COUNT = 10;
const CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const MAX_CODE_FAILURES = 5;
const CODE_FAILURE_WINDOW_MS = 15 * 60 * 1000;

const stepAt = (now: Date) => Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/** Whether the account has two-step verification on. */
export async function isTwoStepOn(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ enabledAt: twoStepSecrets.enabledAt })
    .from(twoStepSecrets)
    .where(eq(twoStepSecrets.userId, userId));
  return Boolean(row?.enabledAt);
}

export type TwoStepSetup = { secret: string; qrSvg: string; uri: string };

/** The QR code and the secret as text, for the authenticator app. */
function setupOf(secret: string, email: string): TwoStepSetup {
  const uri = createTOTPKeyURI(site.brand, email, decodeBase32IgnorePadding(secret), TOTP_PERIOD_SECONDS, TOTP_DIGITS);
  return { secret, uri, qrSvg: renderSVG(uri, { border: 2 }) };
}

/**
 * "Turn on": a new secret that waits for its first code, bound to the session that asked for it
 * (`sessionId`, the hash of its token): only that session sees it and may confirm it. A secret
 * waiting from an earlier try is replaced. Refused while two-step verification is on.
 */
export async function startTwoStep(db: Db, user: SessionUser, sessionId: string): Promise<TwoStepSetup> {
  if (await isTwoStepOn(db, user.id)) throw new UserFacingError(409, accountErrorText.twoStepAlreadyOn, "two_step_on");
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  const secret = encodeBase32UpperCaseNoPadding(bytes);
  const pending = { secret, enabledAt: null, lastStep: 0, pendingSessionId: sessionId };
  await db
    .insert(twoStepSecrets)
    .values({ userId: user.id, ...pending })
    .onConflictDoUpdate({ target: twoStepSecrets.userId, set: pending });
  return setupOf(secret, user.email);
}

/** Only the session that started it: a secret waiting for its first code. */
const waitingFor = (userId: string, sessionId: string) =>
  and(
    eq(twoStepSecrets.userId, userId),
    isNull(twoStepSecrets.enabledAt),
    eq(twoStepSecrets.pendingSessionId, sessionId),
  );

/** The waiting secret's QR code again (after a wrong first code) for the session that started it, or null. */
export async function pendingTwoStep(db: Db, user: SessionUser, sessionId: string): Promise<TwoStepSetup | null> {
  const [row] = await db
    .select({ secret: twoStepSecrets.secret })
    .from(twoStepSecrets)
    .where(waitingFor(user.id, sessionId));
  return row ? setupOf(row.secret, user.email) : null;
}

/** The time step `code` is valid for within ±1 step of now, later than `after`; null if none. */
function matchingStep(secret: string, code: string, now: Date, after: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = decodeBase32IgnorePadding(secret);
  const current = stepAt(now);
  for (const step of [current - 1, current, current + 1]) {
    if (step <= after) continue;
    const expected = new TextEncoder().encode(generateHOTP(key, BigInt(step), TOTP_DIGITS));
    if (constantTimeEqual(expected, new TextEncoder().encode(code))) return step;
  }
  return null;
}

/** `xxxxx-xxxxx` in lower-case base32: 50 random bits, easy to copy from paper. */
function newRecoveryCode(): string {
  const token = generateToken().slice(0, 10);
  return `${token.slice(0, 5)}-${token.slice(5)}`;
}

const normaliseRecoveryCode = (code: string) => code.trim().toLowerCase().replace(/\s+/g, "");

/**
 * The first code confirms the waiting secret, in the session that started it: two-step
 * verification is on, and the ten recovery codes are returned to be shown once (only their hashes
 * are kept). Another session of the account is told to start again: it has no secret waiting.
 */
export async function confirmTwoStep(
  db: Db,
  userId: string,
  sessionId: string,
  code: string,
  now: Date,
): Promise<string[]> {
  const [row] = await db.select().from(twoStepSecrets).where(waitingFor(userId, sessionId));
  if (!row) throw new UserFacingError(409, accountErrorText.twoStepNotStarted, "two_step_not_started");
  const step = matchingStep(row.secret, code.trim(), now, row.lastStep);
  if (step === null) {
    throw new UserFacingError(400, accountErrorText.codeInvalid, "invalid_code", {
      code: accountErrorText.codeInvalid,
    });
  }
  const { codes, statements } = newRecoveryCodes(db, userId);
  await db.batch([
    db
      .update(twoStepSecrets)
      .set({ enabledAt: now, lastStep: step, pendingSessionId: null })
      .where(waitingFor(userId, sessionId)),
    ...statements,
  ]);
  return codes;
}

/** Ten new recovery codes, and the statements that put their hashes in place of the old ones. */
function newRecoveryCodes(db: Db, userId: string) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const statements = [
    db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)),
    db
      .insert(recoveryCodes)
      .values(codes.map((c) => ({ id: crypto.randomUUID(), userId, codeHash: hashToken(normaliseRecoveryCode(c)) }))),
  ] as const;
  return { codes, statements };
}

/**
 * "New recovery codes": ten fresh ones, shown once, and every earlier one stops working (a lost
 * or seen list is worthless from now on). Only while two-step verification is on.
 */
export async function renewRecoveryCodes(db: Db, userId: string): Promise<string[]> {
  if (!(await isTwoStepOn(db, userId))) throw new UserFacingError(409, accountErrorText.twoStepNotOn, "two_step_off");
  const { codes, statements } = newRecoveryCodes(db, userId);
  await db.batch(statements);
  return codes;
}

/** The refusal past the limit: 429, the passwords' lockout message, open again when the oldest failure ages out. */
async function codesLocked(db: Db, userId: string, now: Date): Promise<UserFacingError> {
  const [row] = await db
    .select({ oldest: min(codeFailures.failedAt) })
    .from(codeFailures)
    .where(
      and(eq(codeFailures.userId, userId), gt(codeFailures.failedAt, new Date(now.getTime() - CODE_FAILURE_WINDOW_MS))),
    );
  const opens = (row?.oldest?.getTime() ?? now.getTime()) + CODE_FAILURE_WINDOW_MS;
  const seconds = Math.max(1, Math.ceil((opens - now.getTime()) / 1000));
  return new UserFacingError(429, accountErrorText.accountLocked, "account_locked", undefined, seconds);
}

/**
 * Takes one of the account's code attempts before a code is checked: the count and the decision
 * are one statement (an insert that happens only while fewer than 5 attempts stand in the last 15
 * minutes), so parallel requests can never check more than 5 wrong codes. The attempt is recorded
 * as a failure; a right code gives it back (`release`).
 */
async function takeCodeAttempt(db: Db, userId: string, now: Date): Promise<{ release: () => Promise<unknown> }> {
  const since = now.getTime() - CODE_FAILURE_WINDOW_MS;
  const [taken] = await db.all<{ id: number }>(
    sql`insert into ${codeFailures} (user_id, failed_at) select ${userId}, ${now.getTime()} where (select count(*) from ${codeFailures} where ${codeFailures.userId} = ${userId} and ${codeFailures.failedAt} > ${since}) < ${MAX_CODE_FAILURES} returning id`,
  );
  if (!taken) throw await codesLocked(db, userId, now);
  return { release: () => db.delete(codeFailures).where(eq(codeFailures.id, taken.id)) };
}

/**
 * Checks a code or a recovery code for an account with two-step verification on, spending it:
 * the step is recorded, or the recovery code marked used. Each check takes one of the account's
 * attempts first (takeCodeAttempt); a wrong code keeps it as a failure and is refused.
 */
export async function verifySecondFactor(db: Db, userId: string, input: string, now: Date): Promise<void> {
  const attempt = await takeCodeAttempt(db, userId, now);
  const [row] = await db.select().from(twoStepSecrets).where(eq(twoStepSecrets.userId, userId));
  if (!row?.enabledAt) {
    await attempt.release();
    throw new UserFacingError(409, accountErrorText.twoStepNotOn, "two_step_off");
  }
  if (await spendSecondFactor(db, row, input, now)) {
    await attempt.release();
    return;
  }
  throw new UserFacingError(400, accountErrorText.codeInvalid, "invalid_code", { code: accountErrorText.codeInvalid });
}

/** Spends the code (its time step) or the recovery code; false when it is neither. */
async function spendSecondFactor(
  db: Db,
  secret: typeof twoStepSecrets.$inferSelect,
  input: string,
  now: Date,
): Promise<boolean> {
  const code = input.trim().replace(/\s+/g, "");
  const step = matchingStep(secret.secret, code, now, secret.lastStep);
  if (step !== null) {
    // Conditional, so two requests with the same code cannot both pass.
    const [taken] = await db
      .update(twoStepSecrets)
      .set({ lastStep: step })
      .where(and(eq(twoStepSecrets.userId, secret.userId), lt(twoStepSecrets.lastStep, step)))
      .returning({ userId: twoStepSecrets.userId });
    return Boolean(taken);
  }
  if (/^\d+$/.test(code)) return false;
  const [used] = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, secret.userId),
        eq(recoveryCodes.codeHash, hashToken(normaliseRecoveryCode(code))),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return Boolean(used);
}

/** "Turn off": after the password (checked by the caller) and a current code. */
export async function turnOffTwoStep(db: Db, userId: string, code: string, now: Date): Promise<void> {
  await verifySecondFactor(db, userId, code, now);
  await db.batch([
    db.delete(twoStepSecrets).where(eq(twoStepSecrets.userId, userId)),
    db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)),
  ]);
}

/** How many recovery codes are left, for /account. */
export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** After a correct password: the token of the second step (the page keeps it, never the password). */
export async function issueLoginChallenge(db: Db, userId: string, now: Date): Promise<string> {
  const token = generateToken();
  await db.batch([
    // Expired challenges of the account go when a new one comes.
    db.delete(loginChallenges).where(and(eq(loginChallenges.userId, userId), lt(loginChallenges.expiresAt, now))),
    db
      .insert(loginChallenges)
      .values({ id: hashToken(token), userId, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS), createdAt: now }),
  ]);
  return token;
}

const challengeExpired = () => new UserFacingError(400, accountErrorText.loginStepExpired, "challenge_expired");

/**
 * The second step: the challenge must be live, the code right. Then the challenge is spent and a
 * session begins that records the second factor.
 */
export async function completeLoginChallenge(
  db: Db,
  input: { challenge: string; code: string },
  now: Date,
): Promise<SignedIn> {
  const id = hashToken(input.challenge);
  const [challenge] = await db.select().from(loginChallenges).where(eq(loginChallenges.id, id));
  if (!challenge || challenge.expiresAt <= now) throw challengeExpired();
  await verifySecondFactor(db, challenge.userId, input.code, now);
  const [spent] = await db
    .delete(loginChallenges)
    .where(eq(loginChallenges.id, id))
    .returning({ id: loginChallenges.id });
  if (!spent) throw challengeExpired();
  const [user] = await db.select().from(users).where(eq(users.id, challenge.userId));
  if (!user) throw challengeExpired();
  return { user, ...(await createSession(db, user.id, now, "totp")) };
}
