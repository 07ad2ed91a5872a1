import { serviceLabel } from "~/lib/contact-services";
import { type ClientConversation, clientEntryLabel, type EntryAuthor } from "~/lib/conversations";
import type { FormAnswer } from "~/lib/form-answer";
import { formatDateTime } from "~/lib/format";
import { AnswerForm } from "./answer-form";

const entryTone: Record<EntryAuthor, string> = {
  client: "border-slate-300 bg-slate-50",
  staff: "border-brand-600 bg-brand-50",
};

/**
 * "Your Messages": the signed-in user's verified conversations, newest first. Each is a thread: the
 * message, then our replies (signed "Priya Natarajan from ADRIG") and the user's answers ("You") in order, and, once we have
 * replied, a form to answer. `answer` is a plain post's answer, shown under the form that sent it.
 */
export function YourMessages({
  messages,
  loading,
  answer,
}: {
  messages: ClientConversation[];
  loading: boolean;
  answer: FormAnswer | null;
}) {
  return (
    <section
      aria-labelledby="your-messages-title"
      aria-busy={loading}
      className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-black/5 sm:p-8"
    >
      <h2 id="your-messages-title" className="text-2xl font-extrabold text-navy-900">
        Your Messages
      </h2>
      {loading ? (
        <div role="status" className="mt-6 flex items-center gap-3 text-muted">
          <span
            className="h-6 w-6 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600"
            aria-hidden="true"
          />
          Loading your messages…
        </div>
      ) : messages.length === 0 ? (
        <p className="mt-6 text-muted">No messages yet</p>
      ) : (
        <ol className="mt-6 space-y-4">
          {messages.map((m) => (
            <li key={m.id} id={`conversation-${m.id}`} className="rounded-xl border border-slate-200 p-4">
              <article aria-labelledby={`conversation-${m.id}-title`}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 id={`conversation-${m.id}-title`} className="font-bold text-navy-900">
                    {serviceLabel(m.service)}
                  </h3>
                  <div className="flex flex-wrap items-center gap-2">
                    {m.fromContactForm ? (
                      <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-bold text-slate-700">
                        Sent from the contact form
                      </span>
                    ) : null}
                    <StatusBadge status={m.status} />
                    <time dateTime={m.createdAt} className="text-sm text-muted">
                      {formatDateTime(m.createdAt)}
                    </time>
                  </div>
                </div>
                <p className="mt-2 whitespace-pre-line break-words text-ink">{m.message}</p>
                {m.entries.length > 0 ? (
                  <ol className="mt-3 space-y-2" aria-label="Replies">
                    {m.entries.map((entry) => (
                      <li
                        key={entry.id}
                        data-testid="conversation-entry"
                        className={`rounded-lg border-l-4 p-3 ${entryTone[entry.author]}`}
                      >
                        <p className="text-sm">
                          <span className="font-bold text-navy-900">{clientEntryLabel(entry)}</span>{" "}
                          <time dateTime={entry.createdAt} className="text-muted">
                            {formatDateTime(entry.createdAt)}
                          </time>
                        </p>
                        <p className="mt-1 whitespace-pre-line break-words text-ink">{entry.body}</p>
                      </li>
                    ))}
                  </ol>
                ) : null}
                {m.canAnswer ? (
                  <AnswerForm conversationId={m.id} answer={answer?.values?.conversationId === m.id ? answer : null} />
                ) : null}
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The spec's green "Replied" badge when our reply is the last word; "Closed" when it is closed. */
function StatusBadge({ status }: { status: ClientConversation["status"] }) {
  if (status === "replied") {
    return <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-bold text-green-800">Replied</span>;
  }
  if (status === "closed") {
    return <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-bold text-slate-800">Closed</span>;
  }
  return null;
}
