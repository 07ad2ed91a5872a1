import { and, desc, eq, or } from "drizzle-orm";
import type { VisibleMessage } from "../../app/lib/contact-types";
import type { SessionUser } from "../../app/lib/session-user";
import { displayName } from "../../app/lib/session-user";
import { CAPTCHA_REQUIRED, type ContactMessageInput, type ContactVisitorInput } from "../../app/lib/validation/contact";
import { UserFacingError } from "../auth/errors";
import { enforceRateLimit } from "../auth/rate-limit";
import { hashToken } from "../auth/tokens";
import type { Db } from "../db/client";
import { contactMessages, usedCaptchaTokens, type ContactMessage } from "../db/schema";
import { isTurnstileTestSecret, verifyTurnstileToken } from "../turnstile/siteverify";

export type ContactDeps = {
  db: Db;
  now: () => Date;
  limiter: RateLimit;
  turnstile: { secret: string; verifyUrl: string; fetch: typeof fetch };
};

export const VISITOR_SUCCESS = "Message submitted successfully";
export const USER_SUCCESS = "Your message has been sent";
export const CAPTCHA_FAILED = "The security check failed. Please complete the CAPTCHA challenge again.";
export const CAPTCHA_REUSED = "This security check was already used. Please complete the CAPTCHA challenge again.";

/** Who sent it: the client address (rate limit, siteverify) and the host the page was served on. */
type ClientInfo = { ip: string; hostname: string };

/**
 * Claims a token for good, so each is honoured once: the insert succeeds only the first time.
 * (Skipped for Cloudflare's test secrets, whose dummy token is the same for every solve.)
 */
async function claimToken(deps: ContactDeps, token: string): Promise<boolean> {
  if (isTurnstileTestSecret(deps.turnstile.secret)) return true;
  const [row] = await deps.db
    .insert(usedCaptchaTokens)
    .values({ tokenHash: hashToken(token), usedAt: deps.now() })
    .onConflictDoNothing()
    .returning({ tokenHash: usedCaptchaTokens.tokenHash });
  return Boolean(row);
}

/**
 * A visitor's message: stored verified after Turnstile says yes; refused (nothing stored) when it
 * says no; stored UNverified when siteverify cannot be reached, so no message is lost to an
 * outage and none of them ever appears in anyone's list (DECISIONS "Contact messages").
 */
export async function submitVisitorMessage(deps: ContactDeps, input: ContactVisitorInput, req: ClientInfo): Promise<{ verified: boolean }> {
  await enforceRateLimit(deps.limiter, req.ip);
  if (!input.token) throw new UserFacingError(400, CAPTCHA_REQUIRED, "captcha_required");
  if (!(await claimToken(deps, input.token))) throw new UserFacingError(400, CAPTCHA_REUSED, "captcha_reused");
  const verdict = await verifyTurnstileToken({
    token: input.token,
    secret: deps.turnstile.secret,
    verifyUrl: deps.turnstile.verifyUrl,
    fetch: deps.turnstile.fetch,
    remoteIp: req.ip === "unknown" ? null : req.ip,
    expectedHostname: req.hostname,
  });
  if (verdict === "invalid") throw new UserFacingError(400, CAPTCHA_FAILED, "captcha_failed");
  if (verdict === "unavailable") console.warn("[contact] siteverify unreachable; storing the message unverified.");
  const verified = verdict === "valid";
  await deps.db.insert(contactMessages).values({
    id: crypto.randomUUID(),
    userId: null,
    name: input.name,
    email: input.email,
    service: input.service,
    message: input.message,
    isVerified: verified,
    createdAt: deps.now(),
  });
  return { verified };
}

/** A signed-in user's message: name, e-mail and user id come from the session, never the body. */
export async function submitUserMessage(deps: ContactDeps, user: SessionUser, input: ContactMessageInput, req: ClientInfo): Promise<void> {
  await enforceRateLimit(deps.limiter, req.ip);
  await deps.db.insert(contactMessages).values({
    id: crypto.randomUUID(),
    userId: user.id,
    name: displayName(user),
    email: user.email,
    service: input.service,
    message: input.message,
    isVerified: true,
    createdAt: deps.now(),
  });
}

/** Most messages one list shows; far above what a customer sends, a guard against runaway pages. */
export const MESSAGE_LIST_LIMIT = 200;

/**
 * "Your Messages": verified messages sent by this user or with this user's (confirmed) e-mail,
 * newest first, in one query served by the (user_id, created_at) and (email, created_at) indexes.
 */
export function listVisibleMessages(db: Db, user: Pick<SessionUser, "id" | "email">): Promise<ContactMessage[]> {
  return db
    .select()
    .from(contactMessages)
    .where(and(eq(contactMessages.isVerified, true), or(eq(contactMessages.userId, user.id), eq(contactMessages.email, user.email))))
    .orderBy(desc(contactMessages.createdAt))
    .limit(MESSAGE_LIST_LIMIT);
}

/** The fields of a message the owner may see (internal flags stay on the server). */
export function toVisibleMessage(m: ContactMessage): VisibleMessage {
  return {
    id: m.id,
    service: m.service,
    message: m.message,
    status: m.status,
    reply: m.reply,
    createdAt: m.createdAt.toISOString(),
  };
}
