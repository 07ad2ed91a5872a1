import { eq } from "drizzle-orm";
import { securityChangeMail } from "~/accounts/mails.server";
import { sessions } from "~/accounts/schema.server";
import type { SessionUser } from "~/accounts/session-user";
import { accountErrorText } from "~/accounts/texts";
import { UserFacingError } from "~/platform/http/errors.server";
import { errorName, logEvent } from "~/platform/log.server";
import { formatDateTime } from "~/ui/format";
import { hashToken } from "../platform/tokens.server";
import type { AccountDeps } from "./deps.server";
import { addPasskey, deletePasskey, type RelyingParty, renamePasskey } from "./passkeys.server";
import { mayRemovePasskey, type Reauth, requireRecentReauth } from "./reauthentication.server";
import { recordSecurityEvent, type SecurityEventKind } from "./security-log.server";
import { gatherSecurityNotice } from "./security-notices.server";
import { confirmTwoStep, startTwoStep, type TwoStepSetup, turnOffTwoStep } from "./two-step.server";

/**
 * The security changes of /account: passkeys, two-step verification, recovery codes. Each needs
 * this session's "Confirm it's you" of the last 10 minutes (reauthentication.ts), and each is
 * told to the account's address ("Security change on your ADRIG account") with the browser and
 * place that made it, and written to the account's security log (security-log.ts). That mail is
 * not capped per recipient: only the change itself sends it. Low-risk changes (a passkey renamed,
 * recovery codes renewed) are gathered instead: one mail lists every one of a few minutes
 * (security-notices.ts), so a burst of them cannot bury the mail about a factor added or removed,
 * which always goes at once.
 */

/** Who is changing what, from where: the signed-in person, this session and its browser. */
export type SecurityContext = {
  deps: AccountDeps;
  rp: RelyingParty;
  user: SessionUser;
  sessionToken: string;
  /** The session's last confirmation, as the session read found it. */
  reauth: Reauth | null | undefined;
  device: { browser: string; place: string | null };
  /** The account's time zone, read with the session: the times of its mails are shown in it. */
  timeZone: string | null;
};

/** What the notice says changed (a sentence without its full stop). */
export type SecurityChange =
  | { kind: "passkey-added"; name: string }
  | { kind: "passkey-renamed"; name: string }
  | { kind: "passkey-removed"; name: string }
  | { kind: "two-step-on" }
  | { kind: "two-step-off" }
  | { kind: "password" }
  /**
   * A change made through makeConfirmedChange: its sentence and its log's kind are its caller's;
   * `gathered` marks it low-risk (told in the gathered mail of its window, see LOW_RISK).
   */
  | { kind: "told"; what: string; logAs: SecurityEventKind | null; detail?: string | null; gathered?: boolean };

function sentenceOf(change: SecurityChange): string {
  switch (change.kind) {
    case "passkey-added":
      return `A passkey was added to your account: “${change.name}”`;
    case "passkey-renamed":
      return `One of your passkeys was renamed to “${change.name}”`;
    case "passkey-removed":
      return `A passkey was removed from your account: “${change.name}”`;
    case "two-step-on":
      return "Two-step verification was turned on for your account";
    case "two-step-off":
      return "Two-step verification was turned off for your account";
    case "password":
      return "The password of your account was changed, and every other session was signed out";
    case "told":
      return change.what;
  }
}

/**
 * The changes that are only told in a gathered mail (a few minutes of them in one): those that
 * add no kind of factor, remove none and weaken none: a passkey renamed, and recovery codes
 * renewed (`gathered` on a told change: the codes of two-step verification already on are
 * replaced, the earlier ones stop working; each renewal is still in the security log at once).
 * Everything else (a factor added or removed, two-step on or off, the password, the e-mail
 * address, staff roles, and any kind added later unless it is marked here) is mailed at once.
 */
const LOW_RISK: ReadonlySet<SecurityChange["kind"]> = new Set<SecurityChange["kind"]>(["passkey-renamed"]);

function lowRisk(change: SecurityChange): boolean {
  return LOW_RISK.has(change.kind) || (change.kind === "told" && change.gathered === true);
}

/**
 * Mails the notice: at once, or, for a low-risk change of a known account, in the gathered mail
 * of its window (security-notices.ts; were that write to fail, the notice goes at once). The
 * change is made already, so a queue that refuses costs the notice only: one log line (the kind,
 * never the address) says so.
 */
export async function notifySecurityChange(
  deps: AccountDeps,
  user: Pick<SessionUser, "email" | "name"> & { id?: string; timeZone?: string | null },
  change: SecurityChange,
  device: SecurityContext["device"],
): Promise<void> {
  const now = deps.now();
  if (user.id && lowRisk(change)) {
    try {
      await gatherSecurityNotice(deps.db, user.id, sentenceOf(change), device, now);
      return;
    } catch (err) {
      logEvent("error", "security_notice_gather_failed", { change: change.kind, error: errorName(err) });
    }
  }
  const mail = securityChangeMail(
    user.email,
    user.name,
    { what: sentenceOf(change), at: formatDateTime(now.toISOString(), { zone: user.timeZone }), ...device },
    new URL("/account", deps.origin).toString(),
  );
  try {
    await deps.mailer.send(mail);
  } catch (err) {
    logEvent("error", "security_notice_failed", { change: change.kind, error: errorName(err) });
  }
}

function confirmed(ctx: SecurityContext): Reauth {
  return requireRecentReauth(ctx.reauth, ctx.deps.now());
}

/** The security log's event for a change of this module (a rename is not one: it changes no factor). */
function eventOf(change: SecurityChange): SecurityEventKind | null {
  switch (change.kind) {
    case "passkey-added":
    case "passkey-removed":
    case "two-step-on":
    case "two-step-off":
      return change.kind;
    case "told":
      return change.logAs;
    default:
      return null;
  }
}

/** The change goes into the security log (its failure logged, never thrown), then the mail. */
async function notify(ctx: SecurityContext, change: SecurityChange): Promise<void> {
  const kind = eventOf(change);
  if (kind) {
    await recordSecurityEvent(ctx.deps.db, {
      userId: ctx.user.id,
      kind,
      detail: "name" in change ? change.name : change.kind === "told" ? (change.detail ?? null) : null,
      device: ctx.device,
      at: ctx.deps.now(),
    });
  }
  await notifySecurityChange(ctx.deps, { ...ctx.user, timeZone: ctx.timeZone }, change, ctx.device);
}

/**
 * "Add a passkey" with the name the person gave it (checked by the form's schema), or, from a
 * page that did not ask, the browser's name.
 */
export async function addPasskeyConfirmed(
  ctx: SecurityContext,
  credential: string,
  chosenName?: string,
): Promise<void> {
  confirmed(ctx);
  const name = await addPasskey(ctx.deps, ctx.rp, ctx.user.id, credential, chosenName || ctx.device.browser);
  await notify(ctx, { kind: "passkey-added", name });
}

export async function renamePasskeyConfirmed(ctx: SecurityContext, id: string, name: string): Promise<void> {
  confirmed(ctx);
  await renamePasskey(ctx.deps.db, ctx.user.id, id, name);
  await notify(ctx, { kind: "passkey-renamed", name });
}

/**
 * Removes a passkey after a confirmation that may remove it: the password, or a different factor
 * the account had before that passkey (mayRemovePasskey).
 */
export async function removePasskeyConfirmed(ctx: SecurityContext, id: string): Promise<void> {
  const reauth = confirmed(ctx);
  if (!(await mayRemovePasskey(ctx.deps.db, ctx.user.id, reauth, id))) {
    throw new UserFacingError(403, accountErrorText.passkeyRemovalNeedsOlderFactor, "older_factor_required");
  }
  const name = await deletePasskey(ctx.deps.db, ctx.user.id, id);
  await notify(ctx, { kind: "passkey-removed", name });
}

/** "Turn on": a new secret for this session only. */
export function startTwoStepConfirmed(ctx: SecurityContext): Promise<TwoStepSetup> {
  confirmed(ctx);
  return startTwoStep(ctx.deps.db, ctx.user, hashToken(ctx.sessionToken));
}

/**
 * "Turn on" confirmed by the first code, in the session that started it: two-step verification
 * is on, the recovery codes come back to be shown once, and this session counts as signed in
 * with the second factor.
 */
export async function turnOnTwoStepConfirmed(ctx: SecurityContext, code: string): Promise<string[]> {
  confirmed(ctx);
  const sessionId = hashToken(ctx.sessionToken);
  const codes = await confirmTwoStep(ctx.deps.db, ctx.user.id, sessionId, code, ctx.deps.now());
  await ctx.deps.db.update(sessions).set({ secondFactor: "totp" }).where(eq(sessions.id, sessionId));
  await notify(ctx, { kind: "two-step-on" });
  return codes;
}

/** "Turn off": after the confirmation, a current code or recovery code too. */
export async function turnOffTwoStepConfirmed(ctx: SecurityContext, code: string): Promise<void> {
  confirmed(ctx);
  await turnOffTwoStep(ctx.deps.db, ctx.user.id, code, ctx.deps.now());
  await notify(ctx, { kind: "two-step-off" });
}

/**
 * A security change of a section's own (app/accounts/settings/<section>.server.ts): refused
 * without this session's "Confirm it's you" of the last 10 minutes, then made by `make`, written
 * to the security log as `told.logAs` (null: not logged) and mailed to the owner saying
 * `told.what` (a sentence without its full stop, from app/accounts/texts.ts): at once, or with
 * `told.gathered` in its window's gathered mail. A new change needs no function here.
 */
export async function makeConfirmedChange<T>(
  ctx: SecurityContext,
  told: { what: string; logAs: SecurityEventKind | null; detail?: string | null; gathered?: boolean },
  make: (reauth: Reauth) => Promise<T>,
): Promise<T> {
  const result = await make(confirmed(ctx));
  await notify(ctx, { kind: "told", ...told });
  return result;
}
