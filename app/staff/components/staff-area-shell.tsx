import type { ReactNode } from "react";
import type { InboxStatus } from "~/conversations/inbox";

/** The page inside the staff frame (StaffShell): its heading, its actions, its content. */
export function StaffAreaShell({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="px-4 pb-16 pt-6 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h1 className="text-3xl font-extrabold text-navy-900">{title}</h1>
          {actions}
        </div>
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

const badgeTone: Record<InboxStatus, string> = {
  new: "bg-brand-100 text-brand-800",
  client_replied: "bg-violet-100 text-violet-900",
  replied: "bg-green-100 text-green-800",
  closed: "bg-slate-200 text-slate-800",
  unverified: "bg-amber-100 text-amber-900",
};

export function StatusBadge({ status, children }: { status: InboxStatus; children: ReactNode }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold ${badgeTone[status]}`}>{children}</span>
  );
}
