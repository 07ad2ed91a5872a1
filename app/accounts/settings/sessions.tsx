import { AccountSection } from "~/accounts/components/account-section";
import { IntentInput } from "~/ui/forms/intent-input";
import { declareIntents } from "~/ui/forms/intents";
import { useActionForm } from "~/ui/forms/use-action-form";
import { LocalTime } from "~/ui/shown-zone";

/** The `intent`s of the session forms (their handlers are sessions.server.ts). */
export const intents = declareIntents({ signOutOthers: "sign-out-others", signOutSession: "sign-out-session" });

type Session = {
  id: string;
  current: boolean;
  createdAt: string;
  lastUsedAt: string;
  /** Browser and system, and the approximate place, noted at sign-in (older sessions have neither). */
  browser: string | null;
  place: string | null;
};

const outline =
  "rounded-full border border-brand-600 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60";

/**
 * "Sessions": where the account is signed in, "Sign out" on each other session, and a way to end
 * every session but this one. Plain forms: both work without JavaScript.
 */
function SessionsList({ sessions }: { sessions: Session[] }) {
  const { Form, busy, formProps } = useActionForm(null, { action: "/account" });
  const others = sessions.filter((s) => !s.current).length;
  return (
    <>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200" aria-label="Your sessions">
        {sessions.map((s) => (
          <SessionRow key={s.id} session={s} />
        ))}
      </ul>
      <Form {...formProps} className="mt-4">
        <IntentInput intent={intents.signOutOthers} />
        <button type="submit" disabled={busy || others === 0} className={outline}>
          Sign out other sessions
        </button>
      </Form>
    </>
  );
}

function SessionRow({ session: s }: { session: Session }) {
  const { Form, busy, formProps } = useActionForm(null, { action: "/account" });
  const describedBy = `session-${s.id}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 p-4" data-testid="session">
      <div id={describedBy}>
        {s.browser ? (
          <p className="font-semibold text-navy-900" data-testid="session-device">
            {s.place ? `${s.browser} · ${s.place}` : s.browser}
          </p>
        ) : null}
        <p className={s.browser ? "text-sm text-ink" : "font-semibold text-navy-900"}>
          Signed in <LocalTime at={s.createdAt} />
        </p>
        <p className="text-sm text-muted">
          Last used <LocalTime at={s.lastUsedAt} />
        </p>
      </div>
      {s.current ? (
        <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-bold text-green-800">This device</span>
      ) : (
        <Form {...formProps}>
          <IntentInput intent={intents.signOutSession} />
          <input type="hidden" name="id" value={s.id} />
          <button type="submit" disabled={busy} aria-describedby={describedBy} className={`${outline} text-sm`}>
            {busy ? "Signing out..." : "Sign out"}
          </button>
        </Form>
      )}
    </li>
  );
}

/** The "Sessions" card of /account (its forms' answers are redirects, so it takes none). */
export function SessionsSection({ sessions }: { sessions: Session[] }) {
  return (
    <AccountSection id="sessions" title="Sessions">
      <SessionsList sessions={sessions} />
    </AccountSection>
  );
}
