import { type ConversationStatus, clientStatusLabels } from "~/conversations/conversations";

const tone: Record<ConversationStatus, string> = {
  new: "bg-amber-100 text-amber-900",
  client_replied: "bg-amber-100 text-amber-900",
  replied: "bg-green-100 text-green-800",
  closed: "bg-slate-200 text-slate-800",
};

/** The spec's green "Replied" when our reply is the last word; "Closed"; else waiting for us. */
export function ClientStatusBadge({ status }: { status: ConversationStatus }) {
  return (
    <span className={`whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-bold ${tone[status]}`}>
      {clientStatusLabels[status]}
    </span>
  );
}
