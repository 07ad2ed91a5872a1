import type { MouseEvent } from "react";
import { Link, useLocation } from "react-router";
import {
  displayName,
  loginPath,
  preloadAuthDialogs,
  type SessionUser,
  SignOutButton,
  useAuthUi,
  useSessionChangePending,
} from "~/accounts";

import { HeaderIcon } from "~/ui/header-icon";
import { MessagesLink } from "./messages-link";

type Variant = "bar" | "menu";

/**
 * Logged out: Login and Sign Up (links to /login and /signup that open the dialogs once the page
 * is interactive). Logged in: Messages (with the unread count), the user's name and Sign Out. A
 * skeleton only while a sign-in or sign-out is in flight.
 */
export function AuthArea({
  user,
  onBlue,
  variant,
  beforeDialog,
}: {
  user: SessionUser | null;
  onBlue: boolean;
  variant: Variant;
  /** Runs before a dialog opens (the mobile menu closes itself first). */
  beforeDialog?: () => void;
}) {
  const { openDialog } = useAuthUi();
  const location = useLocation();
  const pending = useSessionChangePending();
  const bar = variant === "bar";
  // An icon-sized link still offers a 36 px target (WCAG 2.5.8 asks 24).
  const iconTarget = bar ? "min-h-9 min-w-9 justify-center 2xl:min-w-0" : "";
  const stack = variant === "menu" ? "flex flex-col items-stretch gap-3" : "flex items-center gap-1.5 lg:gap-2";
  const solid = onBlue ? "bg-white text-brand-700 hover:bg-brand-50" : "bg-brand-600 text-white hover:bg-brand-700";
  const outline = onBlue
    ? "border-white/70 text-white hover:bg-brand-800"
    : "border-brand-600 text-brand-700 hover:bg-brand-50";
  const shape = "inline-flex items-center justify-center rounded-full text-sm font-semibold transition-colors";
  const button = `${shape} px-4 py-2`;

  const skeleton = pending ? (
    <div className={stack} aria-busy="true" data-testid="auth-skeleton">
      <span className="sr-only">Updating your session…</span>
      <span className={`block h-9 w-20 animate-pulse rounded-full ${onBlue ? "bg-white/40" : "bg-slate-200"}`} />
      <span className={`block h-9 w-24 animate-pulse rounded-full ${onBlue ? "bg-white/40" : "bg-slate-200"}`} />
    </div>
  ) : null;

  if (!user) {
    if (skeleton) return skeleton;
    const open = (dialog: "login" | "signup") => (event: MouseEvent) => {
      event.preventDefault();
      beforeDialog?.();
      openDialog(dialog);
    };
    return (
      <div className={stack}>
        <Link
          // Without JavaScript the link leads to /login, which brings the visitor back here.
          to={loginPath(location.pathname + location.search)}
          onClick={open("login")}
          onPointerEnter={preloadAuthDialogs}
          onFocus={preloadAuthDialogs}
          aria-haspopup="dialog"
          className={`${button} border ${outline}`}
        >
          Login
        </Link>
        <Link
          to="/signup"
          onClick={open("signup")}
          onPointerEnter={preloadAuthDialogs}
          onFocus={preloadAuthDialogs}
          aria-haspopup="dialog"
          className={`${button} ${solid}`}
        >
          Sign Up
        </Link>
      </div>
    );
  }

  return (
    <>
      {skeleton}
      {/* Hidden, not unmounted, while signing out: the sign-out fetcher must live until its redirect lands. */}
      <div className={stack} hidden={pending}>
        <MessagesLink
          compact={bar}
          className={`inline-flex items-center ${iconTarget} whitespace-nowrap text-sm font-semibold underline-offset-4 hover:underline`}
        />
        <Link
          to="/account"
          className={`inline-flex max-w-[12rem] items-center ${iconTarget} text-sm font-semibold underline-offset-4 hover:underline`}
          title={`Your account (${user.email})`}
          data-testid="header-user"
        >
          {/* Between 1024 and 1536 px the bar shows a person for the name, which stays the link's name. */}
          {bar ? <HeaderIcon path="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4 21a8 8 0 0 1 16 0" /> : null}
          <span className={`min-w-0 ${bar ? "sr-only 2xl:not-sr-only 2xl:truncate" : "truncate"}`}>
            {displayName(user)}
          </span>
        </Link>
        <SignOutButton
          compact={bar}
          className={`${bar ? `${shape} h-9 w-9 2xl:w-auto 2xl:px-4` : `${button} w-full`} border ${outline}`}
        />
      </div>
    </>
  );
}
