import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { editorText } from "../editor-text";

/**
 * Asks before unsaved text is thrown away: closing the tab or reloading (the browser's own
 * question, `beforeunload`), and leaving for another page of the site (React Router's blocker,
 * answered in this dialog). A move within the page (its views, `?confirm=…`) keeps the text and
 * is not asked about.
 */
export function LeaveGuard({ unsaved }: { unsaved: boolean }) {
  const unsavedRef = useRef(unsaved);
  unsavedRef.current = unsaved;

  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (!unsavedRef.current) return;
      event.preventDefault();
      // Older browsers want a value; none shows it any more.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, []);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  const stay = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (blocker.state === "blocked") stay.current?.focus();
  }, [blocker.state]);

  if (blocker.state !== "blocked") return null;
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-navy-900/40 p-4">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="leave-title"
        aria-describedby="leave-text"
        className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl"
        onKeyDown={(event) => {
          if (event.key === "Escape") blocker.reset();
        }}
      >
        <h2 id="leave-title" className="text-lg font-extrabold text-navy-900">
          {editorText.leaveTitle}
        </h2>
        <p id="leave-text" className="mt-2 text-sm text-ink">
          {editorText.leaveText}
        </p>
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <button
            type="button"
            onClick={() => blocker.proceed()}
            className="rounded-full border border-red-300 px-5 py-2.5 text-sm font-semibold text-red-800 hover:bg-red-50"
          >
            {editorText.leave}
          </button>
          <button
            ref={stay}
            type="button"
            onClick={() => blocker.reset()}
            className="rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {editorText.stay}
          </button>
        </div>
      </div>
    </div>
  );
}
