import { NavLink } from "react-router";
import type { SessionUser } from "~/lib/session-user";

/** Staff only: the way into the inbox, beside the user's name (desktop bar and mobile menu). */
export function AdminLink({ user, className }: { user: SessionUser | null; className: string }) {
  if (user?.role !== "admin") return null;
  return (
    <NavLink to="/admin/messages" className={className} data-testid="admin-link">
      Admin
    </NavLink>
  );
}
