import { and, isNull, lt, or, sql } from "drizzle-orm";
import { KNOWN_DEVICE_MS } from "~/accounts/devices.server";
import {
  codeFailures,
  emailChanges,
  emailTokens,
  knownDevices,
  loginChallenges,
  loginFailures,
  pendingSignups,
  securityEvents,
  sessions,
  spentChallenges,
  users,
} from "~/accounts/schema.server";
import { SESSION_IDLE_MS } from "~/accounts/session.server";
import { site } from "~/content/site";
import { DAY_MS, type RetentionRule } from "~/platform/retention/rule.server";

/** What the daily clean-up deletes of accounts, and after how long (docs/decisions/015-data-retention-and-privacy.md); in this order. */
export const accountRetentionRules: RetentionRule[] = [
  {
    // Past its 30-day absolute end, or idle for 7 days: no longer usable, so nothing to keep.
    name: "expired_sessions",
    keepMs: null,
    build: (db, now) =>
      db
        .delete(sessions)
        .where(
          or(
            lt(sessions.expiresAt, now),
            lt(sql`coalesce(${sessions.lastUsedAt}, ${sessions.createdAt})`, now.getTime() - SESSION_IDLE_MS),
          ),
        ),
  },
  {
    // Reset links live 1 h at most, so this removes only spent or dead tokens.
    name: "email_tokens",
    keepMs: site.retention.emailTokenDays * DAY_MS,
    build: (db, cutoff) => db.delete(emailTokens).where(lt(emailTokens.createdAt, cutoff)),
  },
  {
    // A sign-up never confirmed is not an account: its name, address and hash go after a week.
    name: "unconfirmed_signups",
    keepMs: site.retention.unconfirmedSignupDays * DAY_MS,
    build: (db, cutoff) => db.delete(pendingSignups).where(lt(pendingSignups.createdAt, cutoff)),
  },
  {
    // Accounts created unconfirmed before pending sign-ups existed: the same week.
    name: "unconfirmed_accounts",
    keepMs: site.retention.unconfirmedSignupDays * DAY_MS,
    build: (db, cutoff) => db.delete(users).where(and(isNull(users.emailVerifiedAt), lt(users.createdAt, cutoff))),
  },
  {
    // Failed logins count for an hour at most (plus a 15-minute lock): a day keeps none that matter.
    name: "login_failures",
    keepMs: site.retention.abuseCounterDays * DAY_MS,
    build: (db, cutoff) => db.delete(loginFailures).where(lt(loginFailures.failedAt, cutoff)),
  },
  {
    // Wrong two-step codes count for 15 minutes.
    name: "code_failures",
    keepMs: site.retention.abuseCounterDays * DAY_MS,
    build: (db, cutoff) => db.delete(codeFailures).where(lt(codeFailures.failedAt, cutoff)),
  },
  {
    // A login's second step lives 5 minutes; unused ones carry their own expiry.
    name: "login_challenges",
    keepMs: null,
    build: (db, now) => db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, now)),
  },
  {
    // A passkey challenge is refused once expired anyway; its spent mark is needed only until then.
    name: "spent_webauthn_challenges",
    keepMs: null,
    build: (db, now) => db.delete(spentChallenges).where(lt(spentChallenges.expiresAt, now)),
  },
  {
    // A browser not seen for this long is new again (a notice on its next sign-in): nothing to keep.
    name: "known_devices",
    keepMs: KNOWN_DEVICE_MS,
    build: (db, cutoff) => db.delete(knownDevices).where(lt(knownDevices.lastSeenAt, cutoff)),
  },
  {
    // The security log (app/accounts/security-log.server.ts): a year of sign-ins and changes.
    name: "security_events",
    keepMs: site.retention.securityLogDays * DAY_MS,
    build: (db, cutoff) => db.delete(securityEvents).where(lt(securityEvents.createdAt, cutoff)),
  },
  {
    // A change of e-mail address: once its 7 days are over (a change still waiting expired long
    // before: its link lives 24 hours). An undone one stays as long: /account lists the ways in
    // added since it was asked for.
    name: "email_changes",
    keepMs: null,
    build: (db, now) => db.delete(emailChanges).where(lt(emailChanges.undoExpiresAt, now)),
  },
];
