import { Link } from "react-router";
import { serviceLabel } from "~/conversations/contact-services";
import { type ClientConversationSummary, MESSAGES_PATH } from "~/conversations/conversations";
import { LocalTime } from "~/ui/shown-zone";
import { ClientStatusBadge } from "./status-badge";

/**
 * /messages: the client's conversations, the latest activity first, one row each: the service, the
 * first line of the first message, where it stands, when it last moved, and "New reply" while a
 * reply of ours is unopened. The whole row is the link to the conversation.
 */
export function ConversationList({ conversations }: { conversations: readonly ClientConversationSummary[] }) {
  if (conversations.length === 0) {
    return (
      <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-black/5">
        <p className="font-semibold text-navy-900">No messages yet</p>
        <p className="mt-2 text-muted">
          When you write to us from the{" "}
          <Link to="/contact" className="font-semibold text-brand-700 underline underline-offset-4">
            contact page
          </Link>
          , the conversation and our replies appear here.
        </p>
      </div>
    );
  }
  return (
    <ol className="divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5">
      {conversations.map((c) => (
        <li key={c.id} data-testid="conversation-row" data-unread={c.unread || undefined}>
          <Link
            to={`${MESSAGES_PATH}/${encodeURIComponent(c.id)}`}
            className={`block p-4 hover:bg-brand-50 focus-visible:bg-brand-50 sm:p-5 ${c.unread ? "bg-brand-50/60" : ""}`}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className={`text-navy-900 ${c.unread ? "font-extrabold" : "font-bold"}`}>
                {c.unread ? (
                  <span className="mr-2 rounded-full bg-brand-600 px-2 py-0.5 align-middle text-xs font-bold text-white">
                    New reply
                  </span>
                ) : null}
                {serviceLabel(c.service)}
              </h2>
              <div className="flex flex-wrap items-center gap-2">
                {c.fromContactForm ? (
                  <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-bold text-slate-700">
                    Sent from the contact form
                  </span>
                ) : null}
                <ClientStatusBadge status={c.status} />
              </div>
            </div>
            <p className="mt-1.5 truncate text-ink">{c.firstLine}</p>
            <p className="mt-1 text-sm text-muted">
              Last activity <LocalTime at={c.lastActivityAt} />
            </p>
          </Link>
        </li>
      ))}
    </ol>
  );
}
