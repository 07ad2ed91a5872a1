import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
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
import { visitorConversationsRule } from "~/conversations/retention.server";
import { conversationClaims } from "~/conversations/schema.server";
import { newsletterSubscribers } from "~/newsletter/schema.server";
import { cappedMails, usedCaptchaTokens } from "~/platform/schema.server";

import { DAY_MS, type RetentionRule } from "./platform/retention/rule.server";

/**
 * What the daily cron deletes, and after how long (docs/decisions/015-data-retention-and-privacy.md). The periods are site facts in
 * app/content/site.yml, which the privacy notice quotes, so the two cannot disagree. Each rule builds one DELETE for a cut-off; all run in one batch.
 * A new kind of expiring data is one more entry; a feature's own rule lives with the feature.
 */
export const RETENTION_RULES: RetentionRule[] = [
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
    // A Turnstile token expires after 300 s; a day is ample to refuse its reuse.
    name: "turnstile_tokens",
    keepMs: site.retention.turnstileTokenDays * DAY_MS,
    build: (db, cutoff) => db.delete(usedCaptchaTokens).where(lt(usedCaptchaTokens.usedAt, cutoff)),
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
    // Per-recipient mail caps count a day at most.
    name: "capped_mails",
    keepMs: site.retention.abuseCounterDays * DAY_MS,
    build: (db, cutoff) => db.delete(cappedMails).where(lt(cappedMails.sentAt, cutoff)),
  },
  {
    // The security log (app/accounts/security-log.server.ts): a year of sign-ins and changes.
    name: "security_events",
    keepMs: site.retention.securityLogDays * DAY_MS,
    build: (db, cutoff) => db.delete(securityEvents).where(lt(securityEvents.createdAt, cutoff)),
  },
  visitorConversationsRule,
  {
    // A change of e-mail address: once its undo link is spent, or its 7 days are over (a change
    // still waiting expired long before: its link lives 24 hours).
    name: "email_changes",
    keepMs: null,
    build: (db, now) =>
      db.delete(emailChanges).where(or(isNotNull(emailChanges.undoneAt), lt(emailChanges.undoExpiresAt, now))),
  },
  {
    // A newsletter address never confirmed in time after its last request: the consent never came.
    name: "newsletter_pending",
    keepMs: site.retention.pendingNewsletterDays * DAY_MS,
    build: (db, cutoff) =>
      db
        .delete(newsletterSubscribers)
        .where(and(eq(newsletterSubscribers.status, "pending"), lt(newsletterSubscribers.requestedAt, cutoff))),
  },
  {
    // "Is this yours?" links work 7 days; a spent one is deleted when used, an expired one here.
    name: "conversation_claims",
    keepMs: null,
    build: (db, now) => db.delete(conversationClaims).where(lt(conversationClaims.expiresAt, now)),
  },
];
