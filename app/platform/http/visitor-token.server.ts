import { eq } from "drizzle-orm";
import type { Db } from "~/platform/db/client.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { isTurnstileTestSecret, type SiteverifyVerdict, verifyTurnstileToken } from "~/platform/http/turnstile.server";
import { usedCaptchaTokens } from "~/platform/schema.server";
import { hashToken } from "~/platform/tokens.server";
import { errorText } from "~/ui/ui-text";

/** Where a form's Turnstile tokens are checked: the secret, siteverify's URL and the fetch to call it. */
export type TurnstileDeps = { secret: string; verifyUrl: string; fetch: typeof fetch };

/**
 * A visitor's Turnstile token on a form that stores something (the contact form, a booking): the
 * token is claimed for good first, so each is honoured once (a second use is a 400
 * "captcha_reused"; Cloudflare's test secrets are exempt, their dummy token being the same for
 * every solve), then siteverify gives its verdict, which the caller acts on.
 */
export async function claimVisitorToken(
  db: Db,
  turnstile: TurnstileDeps,
  token: string,
  from: { ip: string; hostname: string; at: Date },
): Promise<SiteverifyVerdict> {
  if (!isTurnstileTestSecret(turnstile.secret)) {
    const [claimed] = await db
      .insert(usedCaptchaTokens)
      .values({ tokenHash: hashToken(token), usedAt: from.at })
      .onConflictDoNothing()
      .returning({ tokenHash: usedCaptchaTokens.tokenHash });
    if (!claimed) throw new UserFacingError(400, errorText.captchaReused, "captcha_reused");
  }
  return verifyTurnstileToken({
    token,
    secret: turnstile.secret,
    verifyUrl: turnstile.verifyUrl,
    fetch: turnstile.fetch,
    remoteIp: from.ip === "unknown" ? null : from.ip,
    expectedHostname: from.hostname,
  });
}

/** Gives back a claimed token siteverify refused, so the refusal leaves no row behind. */
export async function releaseVisitorToken(db: Db, token: string): Promise<void> {
  await db.delete(usedCaptchaTokens).where(eq(usedCaptchaTokens.tokenHash, hashToken(token)));
}
