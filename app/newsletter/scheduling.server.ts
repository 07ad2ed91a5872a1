import { and, asc, eq, isNotNull, lte } from "drizzle-orm";
import { editorErrorText, editorFieldText } from "~/newsletter/editor-text";
import { fromIndiaTime, IST_OFFSET_MS, scheduleInPast } from "~/newsletter/india-time";
import { newsletterIssues } from "~/newsletter/schema.server";
import type { Db } from "~/platform/db/client.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { errorName, logEvent } from "~/platform/log.server";
import { changedElsewhere, frozen, getIssue } from "./issues.server";
import { type SendingDeps, startSending } from "./sending.server";

/**
 * Scheduled issues (docs/decisions/024-newsletter-editor.md). "Schedule…" stores a moment on a
 * draft; the cron that runs every minute (workers/cron/scheduled-issues.ts) starts every draft
 * whose moment has come through the same path as "Send now" (sending.ts `startSending`), whose
 * one conditional UPDATE claims the issue: two cron runs at once start it once, and a draft
 * unscheduled a moment before its run is not started at all. Until it starts, a scheduled issue
 * can still be edited, rescheduled or unscheduled.
 */

/** The furthest ahead an issue may be scheduled. */
const MAX_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;
/** Issues one cron run starts at most (each is a D1 batch and a few queue calls). */
const DUE_PER_RUN = 10;

/** A moment as India Standard Time's date and time fields (`YYYY-MM-DD`, `HH:MM`), for the form. */
export function toIndiaTime(at: Date): { date: string; time: string } {
  const iso = new Date(at.getTime() + IST_OFFSET_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

export type SchedulingDeps = { db: Db; now: () => Date; origin: string };

/**
 * "Schedule…" as the form sends it: a date and a time in IST, refused when they name no real
 * moment, then scheduled as `scheduleIssue` does. Answers the moment.
 */
export async function scheduleIssueAt(
  deps: SchedulingDeps,
  id: string,
  when: { date: string; time: string },
  version?: number,
): Promise<Date> {
  const at = fromIndiaTime(when.date, when.time);
  if (!at) {
    throw new UserFacingError(400, editorFieldText.scheduleDateInvalid, "validation", {
      date: editorFieldText.scheduleDateInvalid,
    });
  }
  await scheduleIssue(deps, id, at, version);
  return at;
}

/**
 * Schedules a draft (or moves its time). A moment that has passed, or that is more than a year
 * ahead, is refused with the reason; so is a draft that changed since `version`, when given.
 */
async function scheduleIssue(deps: SchedulingDeps, id: string, at: Date, version?: number): Promise<void> {
  const now = deps.now();
  if (scheduleInPast(at, now)) {
    throw new UserFacingError(400, editorErrorText.scheduleInPast, "in_the_past", {
      time: editorErrorText.scheduleInPast,
    });
  }
  if (at.getTime() - now.getTime() > MAX_AHEAD_MS) {
    throw new UserFacingError(400, editorErrorText.scheduleTooFar, "too_far", { date: editorErrorText.scheduleTooFar });
  }
  const [row] = await deps.db
    .update(newsletterIssues)
    .set({ scheduledAt: at, scheduledOrigin: deps.origin })
    .where(
      and(
        eq(newsletterIssues.id, id),
        eq(newsletterIssues.status, "draft"),
        version === undefined ? undefined : eq(newsletterIssues.version, version),
      ),
    )
    .returning({ id: newsletterIssues.id });
  if (row) {
    logEvent("info", "newsletter_scheduled", { issue: id, at: at.toISOString() });
    return;
  }
  const issue = await getIssue(deps.db, id);
  if (issue.status !== "draft") throw frozen();
  throw changedElsewhere();
}

/**
 * Takes a draft off the schedule. Refused once sending has started (the cron was first); a
 * draft that was not scheduled is refused too, so the page can say so.
 */
export async function unscheduleIssue(db: Db, id: string): Promise<void> {
  const [row] = await db
    .update(newsletterIssues)
    .set({ scheduledAt: null, scheduledOrigin: null })
    .where(
      and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, "draft"), isNotNull(newsletterIssues.scheduledAt)),
    )
    .returning({ id: newsletterIssues.id });
  if (row) {
    logEvent("info", "newsletter_unscheduled", { issue: id });
    return;
  }
  const issue = await getIssue(db, id);
  if (issue.status !== "draft") throw frozen();
  throw new UserFacingError(409, editorErrorText.issueNotScheduled, "not_scheduled");
}

export type DueDeps = Omit<SendingDeps, "origin"> & {
  /** The origin of the mails' links for an issue scheduled from `scheduledOrigin` (mail/links.ts). */
  originFor: (scheduledOrigin: string | null) => string;
};

/**
 * The cron's step: starts every draft scheduled for `now` or earlier, oldest first, each through
 * `startSending` with `dueBy`, so each is started exactly once however many runs overlap, and one
 * that was unscheduled in the meantime is left alone. One issue failing (the queue refusing)
 * does not stop the others; it stays scheduled and the next minute tries again.
 */
export async function startDueIssues(deps: DueDeps, now: Date): Promise<{ due: number; started: number }> {
  const due = await deps.db
    .select({ id: newsletterIssues.id, scheduledOrigin: newsletterIssues.scheduledOrigin })
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.status, "draft"), lte(newsletterIssues.scheduledAt, now)))
    .orderBy(asc(newsletterIssues.scheduledAt))
    .limit(DUE_PER_RUN);
  let started = 0;
  for (const issue of due) {
    try {
      const result = await startSending({ ...deps, origin: deps.originFor(issue.scheduledOrigin) }, issue.id, {
        dueBy: now,
      });
      if (result.started) started++;
    } catch (err) {
      logEvent("error", "newsletter_scheduled_start_failed", { issue: issue.id, error: errorName(err) });
    }
  }
  return { due: due.length, started };
}
