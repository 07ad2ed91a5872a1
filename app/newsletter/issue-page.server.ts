import { findIssue } from "./issues.server";
import { issueReport } from "./report.server";
import { toIndiaTime } from "./scheduling.server";
import { previewIssueMail, type SendingDeps } from "./sending.server";
import { countByStatus } from "./subscribers.server";

/** The schedule form's first suggestion: the next full hour at least an hour from now, in IST. */
function suggestedTime(now: Date): { date: string; time: string } {
  const hour = 60 * 60 * 1000;
  return toIndiaTime(new Date(Math.ceil((now.getTime() + hour) / hour) * hour));
}

/**
 * What /admin/newsletter/:id shows of an issue, or null for none: the editor for a draft (with
 * the number of confirmed subscribers, a send or schedule step asked for by `?confirm=`, and the
 * schedule form's time), the progress and report of one going or gone out, and for both the mail
 * itself, rendered here so it shows without JavaScript (the editor then follows the text as it is
 * typed, /admin/newsletter/preview). `from` is the sender the preview names (MAIL_FROM).
 */
export async function loadIssuePage(deps: SendingDeps, id: string, search: URLSearchParams, from: string) {
  const issue = await findIssue(deps.db, id);
  if (!issue) return null;
  const draft = issue.status === "draft";
  const mail = await previewIssueMail(deps, issue);
  const asked = search.get("confirm");
  const confirming: "send" | "schedule" | null = draft && (asked === "send" || asked === "schedule") ? asked : null;
  return {
    issue: {
      id: issue.id,
      subject: issue.subject,
      previewText: issue.previewText,
      bodyMarkdown: issue.bodyMarkdown,
      status: issue.status,
      slug: issue.slug,
      version: issue.version,
      savedAt: issue.updatedAt.toISOString(),
      scheduledAt: draft ? (issue.scheduledAt?.toISOString() ?? null) : null,
      sendStartedAt: issue.sendStartedAt?.toISOString() ?? null,
      sentAt: issue.sentAt?.toISOString() ?? null,
    },
    report: draft ? null : await issueReport(deps.db, issue.id),
    subscribers: draft ? (await countByStatus(deps.db)).confirmed : 0,
    confirming,
    scheduleAt: issue.scheduledAt ? toIndiaTime(issue.scheduledAt) : suggestedTime(deps.now()),
    view: search.get("view") === "preview" ? ("preview" as const) : ("edit" as const),
    preview: {
      from,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      listUnsubscribe: mail.headers?.["List-Unsubscribe"] ?? "",
    },
  };
}
