import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { SignOutButton } from "~/accounts";
import { ADMIN_AVAILABILITY_PATH, ADMIN_BOOKINGS_PATH, ADMIN_REPORTS_PATH } from "~/staff/staff-paths";

import { Logo } from "~/ui/logo";
import { FlashBanner } from "~/ui/toasts/flash-banner";
import type { Toast } from "~/ui/toasts/toast";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex shrink-0 items-center gap-2 rounded-full px-2.5 py-2 text-sm font-semibold ${
    isActive ? "bg-white text-navy-900" : "text-white hover:bg-white/10"
  }`;

export type StaffShellData = { staffName: string; needsReply: number; toast: Toast | null };

/**
 * The staff area's own frame: a compact bar with the ADRIG mark, the sections (Inbox with the
 * number of conversations that need a reply), a way back to the site, who is signed in and Sign
 * Out. No marketing header, menus or footer. At 1280 px and wider it is one row across the whole
 * width (up to 1536 px the mark without its wording, so eight sections fit); narrower, the sections are a row of their own under the
 * rest, and at 390 px they wrap: nothing scrolls sideways.
 */
export function StaffShell({ data, children }: { data: StaffShellData; children: ReactNode }) {
  return (
    <>
      <header className="bg-navy-900 text-white">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:px-6">
          <Link to="/admin/messages" className="rounded-lg">
            <Logo onBlue wordingRoom="2xl" />
            <span className="sr-only"> staff area: inbox</span>
          </Link>
          <nav aria-label="Staff area" className="order-last -mx-1 w-full xl:order-none xl:w-auto">
            <ul className="flex flex-wrap gap-1 px-1">
              <li>
                <NavLink to="/admin/messages" className={linkClass}>
                  Inbox
                  <span
                    data-testid="needs-reply-count"
                    className="rounded-full bg-brand-600 px-2 text-xs text-white"
                    title={`${data.needsReply} need a reply`}
                  >
                    {data.needsReply}
                    <span className="sr-only"> need a reply</span>
                  </span>
                </NavLink>
              </li>
              <li>
                <NavLink to="/admin/newsletter" className={linkClass}>
                  Newsletter
                </NavLink>
              </li>
              <li>
                <NavLink to="/admin/subscribers" className={linkClass}>
                  Subscribers
                </NavLink>
              </li>
              <li>
                <NavLink to="/admin/team" className={linkClass}>
                  Team
                </NavLink>
              </li>
              <li>
                <NavLink to="/admin/saved-replies" className={linkClass}>
                  Saved replies
                </NavLink>
              </li>
              <li>
                <NavLink to={ADMIN_BOOKINGS_PATH} className={linkClass}>
                  Bookings
                </NavLink>
              </li>
              <li>
                <NavLink to={ADMIN_AVAILABILITY_PATH} className={linkClass}>
                  Availability
                </NavLink>
              </li>
              <li>
                <NavLink to={ADMIN_REPORTS_PATH} className={linkClass}>
                  Reports
                </NavLink>
              </li>
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-3 text-sm">
            <a href="/" className="font-semibold text-white underline-offset-4 hover:underline">
              View site
            </a>
            <Link
              to="/account"
              className="hidden font-semibold text-brand-100 hover:underline sm:inline"
              data-testid="staff-name"
            >
              {data.staffName}
            </Link>
            <SignOutButton className="rounded-full border border-white/60 px-3.5 py-1.5 font-semibold text-white hover:bg-white/10" />
          </div>
        </div>
      </header>
      <main id="main" className="flex-1 bg-brand-50">
        <FlashBanner flash={data.toast} />
        {children}
      </main>
    </>
  );
}
