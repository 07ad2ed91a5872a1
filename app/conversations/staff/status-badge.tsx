import type { ReactNode } from "react";
import type { InboxStatus } from "~/conversations/inbox";

const badgeTone: Record<InboxStatus, string> = {
  new: "bg-brand-100 text-brand-800",
  client_replied: "bg-violet-100 text-violet-900",
  replied: "bg-green-100 text-green-800",
  closed: "bg-slate-200 text-slate-800",
  unverified: "bg-amber-100 text-amber-900",
};

/** A conversation's status in the staff's inbox and thread. */
export function StatusBadge({ status, children }: { status: InboxStatus; children: ReactNode }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold ${badgeTone[status]}`}>{children}</span>
  );
}
