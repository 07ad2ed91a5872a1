import type { IssueReport } from "~/newsletter/issues";
import { formatDateTime } from "~/ui/format";

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div className="rounded-xl bg-brand-50 p-4">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-extrabold text-navy-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * What a sending or sent issue did: who it went to, what the mail service accepted, what failed
 * and why (the service's words, never an address), who left through this issue's own unsubscribe
 * link, and when it went out. It says plainly that opens and clicks are not tracked.
 */
export function IssueReportSection({ report }: { report: IssueReport }) {
  return (
    <section aria-labelledby="report-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5">
      <h2 id="report-title" className="text-xl font-extrabold text-navy-900">
        What this issue did
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
        <Figure label="Recipients" value={report.recipients} testId="report-recipients" />
        <Figure label="Delivered" value={report.sent} testId="report-delivered" />
        <Figure label="Failed" value={report.failed} testId="report-failed" />
        <Figure label="Skipped" value={report.skipped} testId="report-skipped" />
        <Figure label="Unsubscribed" value={report.unsubscribed} testId="report-unsubscribed" />
      </dl>
      <p className="mt-3 text-sm text-muted">
        Delivered: accepted by the mail service. Skipped: unsubscribed before their turn came. Unsubscribed: left
        through this issue's own link.
      </p>
      {report.failures.length > 0 ? (
        <>
          <h3 className="mt-5 font-bold text-navy-900">Why deliveries failed</h3>
          <ul className="mt-2 space-y-1 text-sm text-ink">
            {report.failures.map((failure) => (
              <li key={failure.reason}>{`${failure.count}× ${failure.reason}`}</li>
            ))}
          </ul>
        </>
      ) : null}
      <dl className="mt-5 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold text-muted">Sending started</dt>
        <dd className="text-ink">
          {report.startedAt ? <time dateTime={report.startedAt}>{formatDateTime(report.startedAt)}</time> : "Not yet"}
        </dd>
        <dt className="font-semibold text-muted">Sending finished</dt>
        <dd className="text-ink">
          {report.finishedAt ? (
            <time dateTime={report.finishedAt}>{formatDateTime(report.finishedAt)}</time>
          ) : (
            "Still going out"
          )}
        </dd>
      </dl>
      <p className="mt-5 rounded-xl border border-slate-200 p-4 text-sm text-ink">
        We do not track opens or clicks. ADRIG Insights mails carry no tracking pixel and no redirected links, so these
        figures are everything we know about this issue.
      </p>
    </section>
  );
}
