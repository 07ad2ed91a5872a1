import { eq } from "drizzle-orm";
import type { SessionUser } from "~/accounts";
import { type Reauth, requireRecentReauth, users } from "~/accounts/index.server";
import type { Db } from "~/platform/db/client.server";
import { errorName, logEvent } from "~/platform/log.server";
import type { Mailer } from "~/platform/mail/mail.server";
import { staffChangeMail } from "~/staff/mails.server";
import { formatDateTime } from "~/ui/format";
import { grantStaff, revokeStaff, type StaffActor, type TeamAccount } from "./team.server";

/**
 * Changes to the staff team from /admin/team (docs/accounts-and-security.md):
 * each needs this session's "Confirm it's you" of the last 10 minutes, and each is mailed at once
 * to every admin and to the account concerned. `npm run admin:grant` (scripts/admin-grant.mjs)
 * stays the out-of-band way to make the first admin.
 */

/** Who changes the team, from where: the signed-in admin, this session's confirmation and its browser. */
export type TeamChangeContext = {
  deps: { db: Db; mailer: Mailer; now: () => Date; origin: string };
  actor: SessionUser;
  /** The session's last "Confirm it's you", as the session read found it. */
  reauth: Reauth | null | undefined;
  device: { browser: string; place: string | null };
};

/** The security log's staff event names who made the change, and from where. */
function actorOf(ctx: TeamChangeContext): StaffActor {
  return { actor: ctx.actor, device: ctx.device };
}

/**
 * "Add an admin" on /admin/team: this session's "Confirm it's you" of the last 10 minutes first
 * (the rule of /account's security changes), then the role, then the mails.
 */
export async function grantStaffConfirmed(ctx: TeamChangeContext, email: string): Promise<void> {
  requireRecentReauth(ctx.reauth, ctx.deps.now());
  const account = await grantStaff(ctx.deps.db, email, ctx.deps.now(), actorOf(ctx));
  if (account) await notifyTeamChange(ctx, "granted", account);
}

/** "Revoke admin" on /admin/team: as granting, and never the last admin. */
export async function revokeStaffConfirmed(ctx: TeamChangeContext, userId: string): Promise<TeamAccount> {
  requireRecentReauth(ctx.reauth, ctx.deps.now());
  const account = await revokeStaff(ctx.deps.db, ctx.actor, userId, ctx.deps.now(), actorOf(ctx));
  await notifyTeamChange(ctx, "revoked", account);
  return account;
}

/**
 * Mails the change at once (never gathered with other notices) to every admin after it and to
 * the account concerned: a stolen staff session that adds its own account is seen by the whole
 * team. The change is made already, so a queue that refuses costs that mail only: one log line
 * (the kind, never an address) says so.
 */
async function notifyTeamChange(ctx: TeamChangeContext, kind: "granted" | "revoked", account: TeamAccount) {
  const { db, mailer, now, origin } = ctx.deps;
  const admins = await db.select({ email: users.email }).from(users).where(eq(users.role, "admin"));
  const recipients = new Set([...admins.map((a) => a.email), account.email]);
  const change = {
    kind,
    account,
    actor: ctx.actor,
    at: formatDateTime(now().toISOString()),
    ...ctx.device,
  };
  const teamLink = { href: new URL("/admin/team", origin).toString(), label: "Open the team page" };
  const accountLink = { href: new URL("/account", origin).toString(), label: "Review your account" };
  const results = await Promise.allSettled(
    [...recipients].map((to) =>
      mailer.send(staffChangeMail(to, change, kind === "revoked" && to === account.email ? accountLink : teamLink)),
    ),
  );
  for (const result of results) {
    if (result.status === "rejected") {
      logEvent("error", "staff_change_notice_failed", { change: kind, error: errorName(result.reason) });
    }
  }
}
