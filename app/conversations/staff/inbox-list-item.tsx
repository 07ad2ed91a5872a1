import { Link } from "react-router";
import { serviceLabel } from "~/conversations/contact-services";
import { type InboxRow, needsReply, statusLabels } from "~/conversations/inbox";
import { inboxPageText } from "~/conversations/staff/inbox-text";
import { StatusBadge } from "~/conversations/staff/status-badge";
import { elapsed } from "~/ui/format";
import { Moment } from "~/ui/moment";

/** One conversation of the staff inbox's list: who, what about, how long they wait, the newest words and the assignee. */
export function InboxListItem({ row, now }: { row: InboxRow; now: string }) {
  const waiting = row.waitingSince && needsReply(row.status);
  return (
    <li data-testid="inbox-row" className={`grid gap-1 p-4 ${row.unread ? "bg-brand-50/60" : ""}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="min-w-0">
          {row.unread ? (
            <span
              data-testid="unread"
              className="mr-2 inline-block rounded-full bg-brand-600 px-2 text-xs font-bold text-white"
            >
              {inboxPageText.unread}
            </span>
          ) : null}
          <Link
            to={`/admin/messages/${row.id}`}
            data-inbox-link
            className={`underline-offset-4 hover:underline ${row.unread ? "font-extrabold text-navy-900" : "font-bold text-brand-700"}`}
          >
            {row.name}
          </Link>
          <span className="text-sm text-muted"> · {serviceLabel(row.service)}</span>
        </p>
        <div className="flex items-center gap-2 text-sm">
          {waiting ? (
            <span data-testid="waiting" className="font-semibold text-amber-900">
              {inboxPageText.waiting(elapsed(row.waitingSince!, now))}
            </span>
          ) : null}
          <StatusBadge status={row.status}>{statusLabels[row.status]}</StatusBadge>
        </div>
      </div>
      <p className="break-words text-sm text-ink" data-testid="inbox-row-preview">
        {row.snippet ? (
          <>
            {row.snippet.inNote ? (
              <span className="font-semibold text-amber-900">{inboxPageText.notePrefix}</span>
            ) : null}
            {row.snippet.parts.map((part, i) =>
              part.match ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one snippet never move.
                <mark key={i} className="rounded bg-amber-200 px-0.5 text-ink">
                  {part.text}
                </mark>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one snippet never move.
                <span key={i}>{part.text}</span>
              ),
            )}
          </>
        ) : (
          row.preview
        )}
      </p>
      <p className="text-xs text-muted" data-testid="inbox-row-last">
        {row.lastAuthor === "staff"
          ? inboxPageText.staffReplied(row.lastAuthorName)
          : inboxPageText.clientWrote(row.name)}
        {" · "}
        <Moment at={row.lastActivityAt} now={now} />
        {" · "}
        {row.assignee ? (
          <span data-testid="row-assignee">
            {`${inboxPageText.assignedTo} `}
            {row.assignee.name}
          </span>
        ) : (
          inboxPageText.unassigned
        )}
      </p>
    </li>
  );
}
