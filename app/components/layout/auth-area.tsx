import { Form, Link, useFetchers, useNavigation } from "react-router";
import { displayName, type SessionUser } from "~/lib/session-user";

/** True while a sign-in or sign-out request is in flight (DECISIONS: the only time a skeleton shows). */
export function useAuthInFlight(): boolean {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const isAuthAction = (action?: string | null) => Boolean(action && /\/(login|logout)\b/.test(action));
  return (
    (navigation.state === "submitting" && isAuthAction(navigation.formAction)) ||
    fetchers.some((f) => f.state !== "idle" && isAuthAction(f.formAction))
  );
}

type Variant = "bar" | "menu";

/** Logged out: Login and Sign Up. Logged in: the user's name and Sign Out. */
export function AuthArea({ user, onBlue, variant }: { user: SessionUser | null; onBlue: boolean; variant: Variant }) {
  const busy = useAuthInFlight();
  const stack = variant === "menu" ? "flex flex-col items-stretch gap-3" : "flex items-center gap-2";
  const solid = onBlue ? "bg-white text-brand-700 hover:bg-brand-50" : "bg-brand-600 text-white hover:bg-brand-700";
  const outline = onBlue ? "border-white/70 text-white hover:bg-brand-800" : "border-brand-600 text-brand-700 hover:bg-brand-50";
  const button = "inline-flex items-center justify-center rounded-full px-4 py-2 text-sm font-semibold transition-colors";

  if (busy) {
    return (
      <div className={stack} aria-busy="true" aria-live="polite">
        <span className="sr-only">Updating your session…</span>
        <span className={`block h-9 w-20 animate-pulse rounded-full ${onBlue ? "bg-white/40" : "bg-slate-200"}`} />
        <span className={`block h-9 w-24 animate-pulse rounded-full ${onBlue ? "bg-white/40" : "bg-slate-200"}`} />
      </div>
    );
  }

  if (!user) {
    return (
      <div className={stack}>
        <Link to="/login" className={`${button} border ${outline}`}>
          Login
        </Link>
        <Link to="/signup" className={`${button} ${solid}`}>
          Sign Up
        </Link>
      </div>
    );
  }

  return (
    <div className={stack}>
      <span className="max-w-[12rem] truncate text-sm font-semibold" title={user.email}>
        {displayName(user)}
      </span>
      <Form method="post" action="/logout">
        <button type="submit" className={`${button} w-full border ${outline}`}>
          Sign Out
        </button>
      </Form>
    </div>
  );
}
