import { AttachmentList } from "~/conversations/components/attachment-list";
import { ContactDetails } from "~/conversations/components/contact-details";
import type { InboxConversation, InboxEntry } from "~/conversations/inbox";
import { formatDateTime } from "~/ui/format";
import { LinkedText } from "~/ui/linked-text";

/**
 * A conversation as staff read it: the client's message, then every entry in order, each with its
 * files. Our replies
 * carry the staff member who wrote them; the client's answers say how they came; notes are marked
 * "Note: only staff see this"; events (an assignment) are a quiet line.
 */
export function ConversationThread({ conversation }: { conversation: InboxConversation }) {
  return (
    <ol className="mt-4 space-y-3" aria-label="Conversation">
      <li className="rounded-xl border-l-4 border-slate-300 bg-slate-50 p-4">
        <EntryHeading who={conversation.name} at={conversation.createdAt} how="Message" />
        <ContactDetails audience="staff" values={conversation} />
        <p className="mt-1 whitespace-pre-line break-words text-ink">
          <LinkedText text={conversation.message} />
        </p>
        <AttachmentList files={conversation.attachments} />
      </li>
      {conversation.entries.map((entry) => (
        <Entry key={entry.id} entry={entry} clientName={conversation.name} />
      ))}
    </ol>
  );
}

function Entry({ entry, clientName }: { entry: InboxEntry; clientName: string }) {
  const staffName = entry.staffName ?? "A former staff member";
  if (entry.kind === "event") {
    return (
      <li data-testid="conversation-event" className="px-4 text-sm text-muted">
        {entry.body} · <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
      </li>
    );
  }
  if (entry.kind === "note") {
    return (
      <li data-testid="conversation-note" className="rounded-xl border-l-4 border-amber-500 bg-amber-50 p-4">
        <p className="text-xs font-bold uppercase tracking-wide text-amber-900">Note: only staff see this</p>
        <EntryHeading who={staffName} at={entry.createdAt} how="Note" />
        <p className="mt-1 whitespace-pre-line break-words text-ink">
          <LinkedText text={entry.body} />
        </p>
      </li>
    );
  }
  const ours = entry.author === "staff";
  return (
    <li
      data-testid="conversation-entry"
      className={`rounded-xl border-l-4 p-4 ${ours ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-slate-50"}`}
    >
      <EntryHeading
        who={ours ? `${staffName} (ADRIG)` : clientName}
        at={entry.createdAt}
        how={ours ? "Reply" : entry.via === "email" ? "Answer by e-mail" : "Answer on the site"}
      />
      <p className="mt-1 whitespace-pre-line break-words text-ink">
        <LinkedText text={entry.body} />
      </p>
      <AttachmentList files={entry.attachments} />
    </li>
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
