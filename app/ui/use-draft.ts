import { type RefObject, useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { useDraftOwner } from "./draft-owner";
import { readDraft, writeDraft } from "./drafts";
import { leaveText } from "./ui-text";

/**
 * Text typed into a composer and not sent survives leaving the page and coming back in the same
 * browser: it is kept in localStorage under `name` while typed, put back when the composer is drawn
 * empty (or with only its default text), and forgotten once sent. It is kept for the page's owner
 * (the signed-in account, or "signed out") and only ever put back for that owner (app/ui/drafts.ts).
 * Storage that is unavailable (private mode, full) only loses the convenience. The field stays uncontrolled, so what is typed
 * before the page is interactive is kept too. `sent`, when the page knows it, is the text last sent
 * from this field: a draft equal to it is not put back.
 */
export function useDraft(
  name: string,
  field: RefObject<HTMLTextAreaElement | null>,
  defaultText: string,
  sent: string | null = null,
) {
  const owner = useDraftOwner();
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || !field.current) return;
    restored.current = true;
    const saved = readDraft(owner, name);
    // A draft equal to the text last sent was sent (the page came back with it stored): forgotten.
    if (saved && sent && saved.trim() === sent.trim()) writeDraft(owner, name, null);
    else if (saved && field.current.value === defaultText) field.current.value = saved;
  }, [owner, name, field, defaultText, sent]);

  return {
    /** Call on every input. */
    save() {
      const value = field.current?.value ?? "";
      writeDraft(owner, name, value === defaultText ? null : value);
    },
    /** Call once the text was sent: the composer starts afresh. */
    clear(nextDefault: string) {
      writeDraft(owner, name, null);
      if (field.current) field.current.value = nextDefault;
    },
  };
}

/**
 * Warns before leaving while `unsent` holds: the browser's own question when the document would
 * unload (a reload, another site, closing the tab), and a confirm for a link inside the site.
 * Only while there is unsent text, so the back/forward cache and plain leaving stay as they are;
 * never an `unload` handler.
 */
export function useLeaveWarning(unsent: boolean) {
  useEffect(() => {
    if (!unsent) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask for a return value to show the question.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsent]);
  // A form posting to its own page is not leaving it.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsent && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(leaveText.unsent)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
}
