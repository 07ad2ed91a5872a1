import type { ReactNode } from "react";
import { NavLink } from "react-router";
import type { InboxStatus } from "~/lib/staff-inbox";

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-4 py-2 text-sm font-semibold ${isActive ? "bg-brand-600 text-white" : "text-brand-700 hover:bg-brand-100"}`;

/** The frame of every admin page: its heading and the sections of the staff area. */
export function AdminShell({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="bg-brand-50 px-4 pb-16 pt-8 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <nav aria-label="Admin" className="flex flex-wrap gap-2">
          <NavLink to="/admin/messages" className={tabClass}>
            Messages
          </NavLink>
          <NavLink to="/admin/team" className={tabClass}>
            Team
          </NavLink>
          <NavLink to="/admin/subscribers" className={tabClass}>
            Subscribers
          </NavLink>
          <NavLink to="/admin/newsletter" className={tabClass}>
            Newsletter
          </NavLink>
        </nav>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
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
