import Bowser from "bowser";
import { and, eq, gt } from "drizzle-orm";
import { accountCappedMails, newSignInMail } from "~/accounts/mails.server";
import { knownDevices, sessions } from "~/accounts/schema.server";
import type { Device } from "~/accounts/security-log";
import { site } from "~/content/site";
import { readCookie } from "~/platform/http/cookies.server";
import { errorName, logEvent } from "~/platform/log.server";
import { claimRecipientMail } from "~/platform/mail/recipient-caps.server";
import { formatDateTime } from "~/ui/format";
import { generateToken, hashToken } from "../platform/tokens.server";
import type { AccountDeps } from "./deps.server";
import { logSecurityEventFailure, type SecurityEventKind, securityEventWrites } from "./security-log.server";
import { type SecondFactor, sessionConfig, signedInCookie } from "./session.server";
import type { SignedIn } from "./signups.server";

/**
 * Which browsers sign in to an account, as GitHub and Google track them: a random id in a
 * long-lived cookie (`adrig_device`, HttpOnly, only a hash is stored) marks the browser. A
 * sign-in from one the account has not seen for 30 days mails the owner "New sign-in to your
 * ADRIG account" with the time, the browser and system (bowser, from the User-Agent) and the
 * approximate place (Cloudflare's `request.cf`). Each session keeps the same browser and place,
 * for the list on /account; the raw User-Agent is never stored.
 */
export const DEVICE_COOKIE = "adrig_device";
const DEVICE_COOKIE_MAX_AGE = 400 * 24 * 60 * 60;
/** How long a browser counts as known after its last sign-in (site.yml, quoted by the privacy notice). */
export const KNOWN_DEVICE_MS = site.retention.knownBrowserDays * 24 * 60 * 60 * 1000;

/**
 * The longest browser name kept (sessions, the security log, gathered notices): a real one reads
 * "Samsung Internet for Android 27 on Android 15" at most, but the User-Agent is the sender's to
 * write, and bowser hands back whatever version digits it holds (5,000 of them, say).
 */
export const BROWSER_MAX = 80;
/** A part of it (a name, a version): real ones are far shorter. */
const PART_MAX = 32;

const part = (value: string | undefined) => value?.trim().slice(0, PART_MAX).trim();

/**
 * "Chrome 131 on Windows 10"; "An unknown browser" when the header says nothing usable. Cut to
 * BROWSER_MAX, so what is stored is what is shown: never the header's own length.
 */
export function describeBrowser(userAgent: string | null): string {
  if (!userAgent) return "An unknown browser";
  const parsed = Bowser.parse(userAgent);
  const browser = [part(parsed.browser.name), part(parsed.browser.version?.split(".")[0])].filter(Boolean).join(" ");
  const system = [part(parsed.os.name), part(parsed.os.versionName ?? parsed.os.version)].filter(Boolean).join(" ");
  if (!browser && !system) return "An unknown browser";
  return [browser || "A browser", system].filter(Boolean).join(" on ").slice(0, BROWSER_MAX);
}

/** "Chennai, IN" from Cloudflare's view of the request, or null when it does not know. */
export function placeOf(request: Request): string | null {
  const cf = (request as Request & { cf?: { city?: unknown; country?: unknown } }).cf;
  const parts = [cf?.city, cf?.country].filter((p): p is string => typeof p === "string" && p.length > 0);
  return parts.length > 0 ? parts.join(", ") : null;
}

export type { Device };

export function deviceOf(request: Request): Device {
  return { browser: describeBrowser(request.headers.get("User-Agent")), place: placeOf(request) };
}

function deviceCookie(token: string, secure: boolean): string {
  return `${DEVICE_COOKIE}=${token}; Path=/; Max-Age=${DEVICE_COOKIE_MAX_AGE}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export type SignInNote = {
  user: { id: string; email: string; name: string; timeZone?: string | null };
  sessionToken: string;
  /** False for the sign-in that confirms a new account: there is no earlier browser to compare. */
  notify: boolean;
  /** What proved more than the password, as the new session records it (the security log's kind). */
  secondFactor?: SecondFactor | null;
};

function signInKind(secondFactor: SecondFactor | null | undefined): SecurityEventKind {
  if (secondFactor === "passkey") return "sign-in-passkey";
  if (secondFactor === "totp") return "sign-in-two-step";
  return "sign-in-password";
}

/**
 * After a sign-in: the session learns its browser and place, the browser is remembered for the
 * account, and a browser not seen for 30 days brings a notice mail (a refused queue costs the
 * notice only, never the sign-in). Returns the device cookie to set.
 */
export async function noteSignIn(deps: AccountDeps, request: Request, note: SignInNote, secure: boolean) {
  const now = deps.now();
  const presented = readCookie(request, DEVICE_COOKIE);
  const token = presented && /^[a-z2-7]{32}$/.test(presented) ? presented : generateToken();
  const deviceHash = hashToken(token);
  const browser = describeBrowser(request.headers.get("User-Agent"));
  const place = placeOf(request);
  const [seen] = await deps.db
    .select({ lastSeenAt: knownDevices.lastSeenAt })
    .from(knownDevices)
    .where(
      and(
        eq(knownDevices.userId, note.user.id),
        eq(knownDevices.deviceHash, deviceHash),
        gt(knownDevices.lastSeenAt, new Date(now.getTime() - KNOWN_DEVICE_MS)),
      ),
    );
  const noted = [
    deps.db
      .update(sessions)
      .set({ browser, place })
      .where(eq(sessions.id, hashToken(note.sessionToken))),
    deps.db
      .insert(knownDevices)
      .values({ userId: note.user.id, deviceHash, lastSeenAt: now })
      .onConflictDoUpdate({ target: [knownDevices.userId, knownDevices.deviceHash], set: { lastSeenAt: now } }),
  ] as const;
  // The security log's sign-in rides in the same batch; were it to fail, the sign-in is noted
  // without it (a failed log write never fails a sign-in).
  const kind = signInKind(note.secondFactor);
  try {
    await deps.db.batch([
      ...noted,
      ...securityEventWrites(deps.db, { userId: note.user.id, kind, device: { browser, place }, at: now }),
    ]);
  } catch (err) {
    logSecurityEventFailure(kind, err);
    await deps.db.batch(noted);
  }
  if (note.notify && !seen) await sendNewSignInNotice(deps, note.user, { at: now, browser, place });
  return deviceCookie(token, secure);
}

/**
 * "New sign-in to your ADRIG account", within the per-recipient caps like every mail a request can
 * cause (recipient-caps.ts): a burst of sign-ins mails the owner 3 times an hour at most. A refused
 * queue costs the notice only, never the sign-in, and gives its slot back.
 */
async function sendNewSignInNotice(
  deps: AccountDeps,
  user: SignInNote["user"],
  signIn: { at: Date; browser: string; place: string | null },
): Promise<void> {
  const claim = await claimRecipientMail(deps.db, accountCappedMails.signIn, user.email, signIn.at);
  if (!claim) return;
  const mail = newSignInMail(
    user.email,
    user.name,
    {
      at: formatDateTime(signIn.at.toISOString(), { zone: user.timeZone }),
      browser: signIn.browser,
      place: signIn.place,
    },
    new URL("/account#sessions", deps.origin).toString(),
  );
  try {
    await deps.mailer.send(mail);
  } catch (err) {
    await claim.release();
    logEvent("warn", "new_sign_in_notice_failed", { error: errorName(err) });
  }
}

/**
 * The cookies of a sign-in (the session, and the browser's id), after noting it: every sign-in,
 * page or API, password or code, goes through here.
 */
export async function signInCookies(
  env: Pick<Env, "APP_ENV" | "SESSION_SECRET">,
  deps: AccountDeps,
  request: Request,
  signedIn: SignedIn,
  { notify = true }: { notify?: boolean } = {},
): Promise<string[]> {
  const device = await noteSignIn(
    deps,
    request,
    { user: signedIn.user, sessionToken: signedIn.token, notify, secondFactor: signedIn.secondFactor },
    sessionConfig(env).secure,
  );
  return [signedInCookie(env, signedIn), device];
}
