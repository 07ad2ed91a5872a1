import { useEffect, useRef } from "react";
import { fill } from "~/ui/fill";

export type Shortcut = { key: string; what: string; run: () => void };

/** Typing in a field (or with a modifier held) is never a shortcut. */
function typing(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return true;
  const target = event.target as HTMLElement | null;
  if (!target) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/**
 * The staff pages' keyboard shortcuts, as mail clients have them (the inbox: `j`/`k` move, `Enter`
 * opens; a conversation: `r` replies, `j`/`k` open the next and previous one, `e` closes it, `a`
 * assigns it to me), and `?` for the list of them in a dialog (the native
 * <dialog>: focus held inside, Escape closes it). Never while typing in a field.
 */
export function KeyboardShortcuts({ shortcuts }: { shortcuts: Shortcut[] }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const latest = useRef(shortcuts);
  latest.current = shortcuts;
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (typing(event)) return;
      if (event.key === "?") {
        event.preventDefault();
        dialog.current?.showModal();
        return;
      }
      const shortcut = latest.current.find((s) => s.key === event.key);
      if (!shortcut) return;
      event.preventDefault();
      shortcut.run();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="shortcuts-title"
      className="m-auto w-[min(24rem,calc(100%-2rem))] rounded-2xl p-6 text-ink shadow-xl backdrop:bg-navy-900/50"
    >
      <h2 id="shortcuts-title" className="text-lg font-bold text-navy-900">
        Keyboard shortcuts
      </h2>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {[...shortcuts, { key: "?", what: "Show this list" }].map((s) => (
          <div key={s.key} className="contents">
            <dt>
              <kbd className="rounded border border-slate-300 bg-slate-50 px-2 py-0.5 font-mono">{s.key}</kbd>
            </dt>
            <dd>{s.what}</dd>
          </div>
        ))}
      </dl>
      <form method="dialog" className="mt-6">
        <button
          type="submit"
          className="rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
        >
          Close
        </button>
      </form>
    </dialog>
  );
}

/**
 * "Press ? for keyboard shortcuts." (`text`, its `{key}` the key), shown only where a keyboard is
 * likely: a fine pointer that hovers (a mouse, so a desk) on a wide screen; never on a phone.
 */
export function ShortcutsHint({ text, className = "" }: { text: string; className?: string }) {
  return (
    <p
      data-testid="shortcuts-hint"
      className={`hidden text-sm text-muted lg:[@media(hover:hover)_and_(pointer:fine)]:block ${className}`}
    >
      {fill(text, { key: <kbd className="rounded border border-slate-300 bg-white px-1.5 font-mono">?</kbd> })}
    </p>
  );
}
