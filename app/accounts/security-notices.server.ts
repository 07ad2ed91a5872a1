import { eq, sql } from "drizzle-orm";
import { securityChangesMail } from "~/accounts/mails.server";
import { securityNotices, users } from "~/accounts/schema.server";
import type { Device } from "~/accounts/security-log";
import type { Db } from "~/platform/db/client.server";
import { errorName, logEvent } from "~/platform/log.server";
import type { RequestMailer } from "~/platform/mail/mail.server";
import { formatDateTime } from "~/ui/format";

/**
 * Gathered security notices (docs/accounts-and-security.md, "Security-change
 * mails"). A low-risk change (security-settings.ts decides which) is not mailed at once: it is a
 * row here. The account's first waiting row opens a window of NOTICE_WINDOW_MS; once it has
 * passed, the every-minute cron (workers/cron/security-notices.ts) mails one "Security changes on
 * your ADRIG account" listing every change of the window, each with its time, browser and place.
 *
 * Exactly one mail per window, however many requests and cron runs meet: a request only inserts
 * its row, and the cron claims a window's rows with one DELETE … RETURNING, so D1 hands each row
 * to one claimer only; a claimer that gets no rows sends nothing.
 */
export const NOTICE_WINDOW_MS = 5 * 60 * 1000;
/** Windows one cron run mails at most (the rest wait a minute). */
const WINDOWS_PER_RUN = 50;

/** Puts a low-risk change into the account's open window (opening one if there is none). */
export async function gatherSecurityNotice(
  db: Db,
  userId: string,
  what: string,
  device: Device,
  at: Date,
): Promise<void> {
  await db
    .insert(securityNotices)
    .values({ userId, what, browser: device.browser, place: device.place, createdAt: at });
}

export type GatheredNoticeDeps = { db: Db; mailer: RequestMailer; origin: string };

type Claimed = { id: number; what: string; browser: string; place: string | null; created_at: number };

/**
 * The cron's work: every window that has closed by `now` is claimed and mailed, one mail each.
 * A queue that refuses puts the window's rows back, for the next run to try again. Logs counts
 * only.
 */
export async function sendGatheredNotices(deps: GatheredNoticeDeps, now: Date): Promise<{ sent: number }> {
  const windows = await deps.db.all<{ user_id: string; opened: number }>(sql`
    select ${securityNotices.userId} as user_id, min(${securityNotices.createdAt}) as opened
    from ${securityNotices}
    group by ${securityNotices.userId}
    having min(${securityNotices.createdAt}) <= ${now.getTime() - NOTICE_WINDOW_MS}
    limit ${WINDOWS_PER_RUN}`);
  let sent = 0;
  for (const window of windows) {
    if (await mailWindow(deps, window.user_id, window.opened)) sent++;
  }
  if (windows.length > 0) logEvent("info", "security_notices_sent", { windows: windows.length, sent });
  return { sent };
}

async function mailWindow(deps: GatheredNoticeDeps, userId: string, opened: number): Promise<boolean> {
  // The claim: only one caller gets these rows back.
  const claimed = await deps.db.all<Claimed>(sql`
    delete from ${securityNotices}
    where ${securityNotices.userId} = ${userId} and ${securityNotices.createdAt} < ${opened + NOTICE_WINDOW_MS}
    returning id, what, browser, place, created_at`);
  if (claimed.length === 0) return false;
  const [user] = await deps.db
    .select({ email: users.email, name: users.name, timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return false;
  const changes = claimed
    .sort((a, b) => a.created_at - b.created_at || a.id - b.id)
    .map((row) => ({
      what: row.what,
      at: formatDateTime(new Date(row.created_at).toISOString(), { zone: user.timeZone }),
      browser: row.browser,
      place: row.place,
    }));
  const mail = securityChangesMail(user.email, user.name, changes, new URL("/account", deps.origin).toString());
  try {
    await deps.mailer.send(mail);
    return true;
  } catch (err) {
    logEvent("error", "security_notices_failed", { changes: claimed.length, error: errorName(err) });
    await putBack(deps.db, userId, claimed);
    return false;
  }
}

/** Rows per insert when putting a window back: D1 binds at most 100 values a statement. */
const ROWS_PER_INSERT = 15;

async function putBack(db: Db, userId: string, rows: Claimed[]): Promise<void> {
  const values = rows.map((row) => ({
    userId,
    what: row.what,
    browser: row.browser,
    place: row.place,
    createdAt: new Date(row.created_at),
  }));
  const inserts = [];
  for (let i = 0; i < values.length; i += ROWS_PER_INSERT) {
    inserts.push(db.insert(securityNotices).values(values.slice(i, i + ROWS_PER_INSERT)));
  }
  try {
    if (inserts.length > 0) await db.batch(inserts as [(typeof inserts)[number], ...typeof inserts]);
  } catch (err) {
    logEvent("error", "security_notices_put_back_failed", { error: errorName(err) });
  }
}
