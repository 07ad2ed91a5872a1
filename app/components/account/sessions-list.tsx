import { useActionForm } from "~/components/forms/use-action-form";
import { formatDateTime } from "~/lib/format";

type Session = {
  id: string;
  current: boolean;
  createdAt: string;
  lastUsedAt: string;
  /** Browser and system, and the approximate place, noted at sign-in (older sessions have neither). */
  browser: string | null;
  place: string | null;
};

/** "Sessions": where the account is signed in, and a way to end every session but this one. */
export function SessionsList({ sessions }: { sessions: Session[] }) {
  const { Form, busy, formProps } = useActionForm(null, { action: "/account" });
  const others = sessions.filter((s) => !s.current).length;
  return (
    <>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200" aria-label="Your sessions">
        {sessions.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
            <div>
              {s.browser ? (
                <p className="font-semibold text-navy-900" data-testid="session-device">
                  {s.place ? `${s.browser} · ${s.place}` : s.browser}
                </p>
              ) : null}
              <p className={s.browser ? "text-sm text-ink" : "font-semibold text-navy-900"}>
                Signed in <time dateTime={s.createdAt}>{formatDateTime(s.createdAt)}</time>
              </p>
              <p className="text-sm text-muted">
                Last used <time dateTime={s.lastUsedAt}>{formatDateTime(s.lastUsedAt)}</time>
              </p>
            </div>
            {s.current ? (
              <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-bold text-green-800">
                This device
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <Form {...formProps} className="mt-4">
        <input type="hidden" name="intent" value="sign-out-others" />
        <button
          type="submit"
          disabled={busy || others === 0}
          className="rounded-full border border-brand-600 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
        >
          Sign out other sessions
        </button>
      </Form>
    </>
  );
}
