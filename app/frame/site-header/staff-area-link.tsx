import { NavLink } from "react-router";
import type { SessionUser } from "~/accounts";
import { isStaff } from "~/staff";
import { HeaderIcon } from "~/ui/header-icon";

/** Staff only: the way into the inbox, beside the user's name (desktop bar and mobile menu). */
export function StaffAreaLink({
  user,
  className,
  compact = false,
}: {
  user: SessionUser | null;
  className: string;
  /** The header bar below 1536 px: an inbox tray instead of the word, which stays the link's name. */
  compact?: boolean;
}) {
  if (!isStaff(user)) return null;
  return (
    <NavLink to="/admin/messages" className={className} data-testid="admin-link" title={compact ? "Admin" : undefined}>
      {compact ? <HeaderIcon path="M4 13h4l1.5 3h5L16 13h4M4 13l2.5-8h11L20 13v6H4z" /> : null}
      <span className={compact ? "sr-only 2xl:not-sr-only" : undefined}>Admin</span>
    </NavLink>
  );
}
