import { type DeliveryCounts, type IssueStatus, issueStatusLabels } from "~/newsletter/issues";

/** "Sent 120 · Failed 2 · Skipped 1 of 123": where an issue's deliveries stand. */
export function IssueProgress({ counts, compact = false }: { counts: DeliveryCounts; compact?: boolean }) {
  const done = counts.sent + counts.failed + counts.skipped;
  const percent = counts.recipients === 0 ? 100 : Math.round((done / counts.recipients) * 100);
  return (
    <div className={compact ? "mt-1" : "mt-2"}>
      <p className="text-sm text-ink" data-testid="issue-counts">
        {/* One text node, so it reads (and is found) as one sentence. */}
        {`Sent ${counts.sent} · Failed ${counts.failed} · Skipped ${counts.skipped} of ${counts.recipients} recipients${
          counts.waiting > 0 ? ` (${counts.waiting} still to go)` : ""
        }`}
      </p>
      {compact ? null : (
        <progress
          className="mt-2 h-2 w-full overflow-hidden rounded-full accent-brand-600"
          max={100}
          value={percent}
          aria-label="Delivered so far"
        >
          {percent}%
        </progress>
      )}
    </div>
  );
}

/** Draft (or Scheduled), Sending or Sent, as a badge. */
export function IssueStatusBadge({
  status,
  scheduled = false,
  className = "",
}: {
  status: IssueStatus;
  scheduled?: boolean;
  className?: string;
}) {
  return (
    <span
      data-testid="issue-status"
      className={`rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-bold text-slate-800 ${className}`}
    >
      {status === "draft" && scheduled ? "Scheduled" : issueStatusLabels[status]}
    </span>
  );
}
