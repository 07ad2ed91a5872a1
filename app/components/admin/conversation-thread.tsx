import { formatDateTime } from "~/lib/format";
import type { InboxMessage } from "~/lib/staff-inbox";

/**
 * A conversation as staff read it: the client's message, then every entry in order. Our replies
 * are marked with the staff member who wrote them; the client's answers say how they came.
 */
export function ConversationThread({ message }: { message: InboxMessage }) {
  return (
    <ol className="mt-4 space-y-3" aria-label="Conversation">
      <li className="rounded-xl border-l-4 border-slate-300 bg-slate-50 p-4">
        <EntryHeading who={message.name} at={message.createdAt} how="Message" />
        <p className="mt-1 whitespace-pre-line break-words text-ink">{message.message}</p>
      </li>
      {message.entries.map((entry) => (
        <li
          key={entry.id}
          data-testid="conversation-entry"
          className={`rounded-xl border-l-4 p-4 ${entry.author === "staff" ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-slate-50"}`}
        >
          <EntryHeading
            who={entry.author === "staff" ? `${entry.staffName ?? "A former staff member"} (ADRIG)` : message.name}
            at={entry.createdAt}
            how={entry.author === "staff" ? "Reply" : entry.via === "email" ? "Answer by e-mail" : "Answer on the site"}
          />
          <p className="mt-1 whitespace-pre-line break-words text-ink">{entry.body}</p>
        </li>
      ))}
    </ol>
  );
}

function EntryHeading({ who, at, how }: { who: string; at: string; how: string }) {
  return (
    <p className="text-sm">
      <span className="font-bold text-navy-900">{who}</span> <span className="text-muted">· {how} ·</span>{" "}
      <time dateTime={at} className="text-muted">
        {formatDateTime(at)}
      </time>
    </p>
  );
}
