import type { VisibleMessage } from "~/lib/contact-message";
import { serviceLabel } from "~/lib/contact-services";
import { formatDateTime } from "~/lib/format";

/** "Your Messages": the signed-in user's verified messages, newest first, with our replies. */
export function YourMessages({ messages, loading }: { messages: VisibleMessage[]; loading: boolean }) {
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
            <li key={m.id} className="rounded-xl border border-slate-200 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-bold text-navy-900">{serviceLabel(m.service)}</h3>
                <div className="flex flex-wrap items-center gap-2">
                  {m.fromContactForm ? (
                    <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-bold text-slate-700">
                      Sent from the contact form
                    </span>
                  ) : null}
                  {m.status === "replied" ? (
                    <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-bold text-green-800">
                      Replied
                    </span>
                  ) : null}
                  <time dateTime={m.createdAt} className="text-sm text-muted">
                    {formatDateTime(m.createdAt)}
                  </time>
                </div>
              </div>
              <p className="mt-2 whitespace-pre-line break-words text-ink">{m.message}</p>
              {m.reply ? (
                <div className="mt-3 rounded-lg border-l-4 border-brand-600 bg-brand-50 p-3">
                  <p className="text-sm font-bold text-brand-800">Our response:</p>
                  <p className="mt-1 whitespace-pre-line break-words text-ink">{m.reply}</p>
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
