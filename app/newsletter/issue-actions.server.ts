import type { SessionUser } from "~/accounts";
import { parseWith } from "~/platform/http/body.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { intentTable } from "~/platform/http/intents.server";
import { redirectWithToast } from "~/platform/http/toast.server";
import { enforceRateLimit } from "~/platform/rate-limit.server";
import { editorErrorText, editorToasts } from "./editor-text";
import { formatScheduled } from "./india-time";
import { issueIntents } from "./issue-intents";
import { saveDraft } from "./issues.server";
import { scheduleIssueAt, unscheduleIssue } from "./scheduling.server";
import { resumeSending, retryFailed, type SendingDeps, sendTestIssue, startSending } from "./sending.server";
import { optionalVersionSchema, savedDraftSchema, scheduleSchema } from "./validation/newsletter-issue";

/** What an issue's page hands its forms' handlers. */
export type IssuePageContext = {
  deps: SendingDeps;
  staff: SessionUser;
  /** The issue's id, from the page's URL. */
  id: string;
  /** "Send test to me"'s limit (each test is a real mail). */
  testLimiter: RateLimit;
};

const pageOf = (ctx: IssuePageContext) => `/admin/newsletter/${encodeURIComponent(ctx.id)}`;

/**
 * Save, test, send, schedule, unschedule, retry the failed, resume: the forms of an issue's page
 * (issue-intents.ts). Saving and testing name the version the text was written on (a stale one is
 * refused: another window saved since); sending and scheduling may name it too.
 */
export const issueActions = intentTable<IssuePageContext, Response>("/admin/newsletter/:id", [
  {
    [issueIntents.save]: async (ctx, body) => {
      await saveDraft(ctx.deps.db, ctx.id, parseWith(savedDraftSchema, body), ctx.deps.now());
      return redirectWithToast(pageOf(ctx), editorToasts.issueSaved);
    },
    [issueIntents.test]: async (ctx, body) => {
      // Each test is a real mail: a handful a minute is plenty for proofreading.
      await enforceRateLimit(ctx.testLimiter, `issue-test:${ctx.staff.id}`);
      // What the editor shows is saved first, and that is what is mailed.
      await sendTestIssue(ctx.deps, ctx.id, ctx.staff, parseWith(savedDraftSchema, body));
      return redirectWithToast(pageOf(ctx), editorToasts.issueTestSent(ctx.staff.email));
    },
  },
  {
    [issueIntents.send]: async (ctx, body) => {
      if (body.confirm !== "yes") throw new UserFacingError(400, editorErrorText.sendNotConfirmed, "not_confirmed");
      const { version } = parseWith(optionalVersionSchema, body);
      await startSending(ctx.deps, ctx.id, { version });
      return redirectWithToast(pageOf(ctx), editorToasts.issueSending);
    },
    [issueIntents.schedule]: async (ctx, body) => {
      const { version } = parseWith(optionalVersionSchema, body);
      const at = await scheduleIssueAt(ctx.deps, ctx.id, parseWith(scheduleSchema, body), version);
      return redirectWithToast(pageOf(ctx), editorToasts.issueScheduled(formatScheduled(at.toISOString())));
    },
    [issueIntents.unschedule]: async (ctx) => {
      await unscheduleIssue(ctx.deps.db, ctx.id);
      return redirectWithToast(pageOf(ctx), editorToasts.issueUnscheduled);
    },
  },
  {
    [issueIntents.retry]: async (ctx) => {
      await retryFailed(ctx.deps, ctx.id);
      return redirectWithToast(pageOf(ctx), editorToasts.issueRetried);
    },
    [issueIntents.resume]: async (ctx) => {
      await resumeSending(ctx.deps, ctx.id);
      return redirectWithToast(pageOf(ctx), editorToasts.issueResumed);
    },
  },
]);
