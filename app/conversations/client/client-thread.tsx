import { AttachmentList } from "~/conversations/components/attachment-list";
import { ContactDetails } from "~/conversations/components/contact-details";
import { type ClientConversation, clientEntryLabel, type EntryAuthor } from "~/conversations/conversations";
import { LinkedText } from "~/ui/linked-text";
import { LocalTime } from "~/ui/shown-zone";

const entryTone: Record<EntryAuthor, string> = {
  client: "border-slate-300 bg-slate-50",
  staff: "border-brand-600 bg-brand-50",
};

/**
 * A conversation as its client reads it: their message, then our replies (signed "Priya
 * Natarajan from ADRIG") and their answers ("You") in order, each with its files.
 */
export function ClientThread({ conversation: c }: { conversation: ClientConversation }) {
  return (
    <ol className="space-y-3" aria-label="Conversation">
      <li className="rounded-xl border-l-4 border-slate-300 bg-slate-50 p-4">
        <EntryHeading who="You" at={c.createdAt} />
        <ContactDetails audience="client" values={c} />
        <p className="mt-1 whitespace-pre-line break-words text-ink">
          <LinkedText text={c.message} />
        </p>
        <AttachmentList files={c.attachments} />
      </li>
      {c.entries.map((entry) => (
        <li
          key={entry.id}
          data-testid="conversation-entry"
          className={`rounded-xl border-l-4 p-4 ${entryTone[entry.author]}`}
        >
          <EntryHeading who={clientEntryLabel(entry)} at={entry.createdAt} />
          <p className="mt-1 whitespace-pre-line break-words text-ink">
            <LinkedText text={entry.body} />
          </p>
          <AttachmentList files={entry.attachments} />
        </li>
      ))}
    </ol>
  );
}

function EntryHeading({ who, at }: { who: string; at: string }) {
  return (
    <p className="text-sm">
      <span className="font-bold text-navy-900">{who}</span> <LocalTime at={at} className="text-muted" />
    </p>
  );
}
