import { lazy, Suspense, useEffect, useState } from "react";
import { site } from "~/content/site";

const loadTools = () => import("./recovery-code-tools");
const RecoveryCodeTools = lazy(loadTools);

/** Starts loading Copy, Download and Print while the form that makes the codes is on its way. */
export function preloadRecoveryCodeTools() {
  void loadTools().catch(() => {});
}

const smallButton =
  "inline-flex items-center justify-center rounded-full border border-brand-600 bg-white px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60";

/**
 * The recovery codes, shown once: Copy, Download (a .txt made in the browser) and Print (only the
 * codes: app.css), and "I have saved these codes" before Done hides them. Without JavaScript the
 * codes stay readable, the browser's own print prints them alone, and Done is a plain form whose
 * box the browser requires; the page it loads no longer holds them. The buttons, which need
 * JavaScript, load apart (recovery-code-tools.tsx).
 */
export function RecoveryCodes({ codes, account, onDone }: { codes: string[]; account: string; onDone: () => void }) {
  // The buttons need JavaScript: the server renders the codes and the Done form only, and Done
  // waits for the box only once the page can enable it again.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [saved, setSaved] = useState(false);

  return (
    <section
      data-print-only
      aria-labelledby="recovery-codes-title"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <h3 id="recovery-codes-title" className="font-bold text-navy-900">
        Your recovery codes
      </h3>
      <p className="mt-1 text-sm text-ink">
        Each code signs you in once without your phone. Save them somewhere safe now: they are not shown again.
      </p>
      <p className="mt-1 hidden text-sm text-ink print:block">{`${site.brand} account: ${account}`}</p>
      <ul data-testid="recovery-codes" className="mt-3 grid grid-cols-2 gap-2 font-mono text-ink">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      {hydrated ? (
        <Suspense fallback={null}>
          <RecoveryCodeTools codes={codes} account={account} />
        </Suspense>
      ) : null}
      <form
        method="get"
        action="/account#two-step"
        onSubmit={(event) => {
          event.preventDefault();
          if (saved) onDone();
        }}
        className="mt-4 flex flex-wrap items-center gap-4 border-t border-amber-300 pt-4 print:hidden"
      >
        <label className="flex items-center gap-2 font-semibold text-navy-900">
          <input
            type="checkbox"
            required
            checked={saved}
            onChange={(event) => setSaved(event.currentTarget.checked)}
            className="h-5 w-5 accent-brand-600"
          />
          I have saved these codes
        </label>
        <button type="submit" disabled={hydrated && !saved} className={smallButton}>
          Done
        </button>
      </form>
    </section>
  );
}
