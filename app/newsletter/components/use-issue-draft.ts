import { useCallback, useEffect, useRef, useState } from "react";
import { issueDraftPath } from "~/newsletter/editor";

/**
 * The editor's autosave (docs/decisions/024-newsletter-editor.md). The fields are plain inputs;
 * each change is noted here and saved AUTOSAVE_DELAY_MS after the last keystroke, one save at a
 * time, with the version the text was written on. The status never says "Saved" for text the
 * server did not confirm: a network failure, a 5xx or a 429 retries with a growing pause ("Not
 * saved: retrying"); a refusal (another window saved first, sending has started) stops saving
 * and says why; a text the server would not accept waits for the next change.
 */

export type DraftFields = { subject: string; previewText: string; bodyMarkdown: string };

export type SaveStatus =
  | { kind: "saved"; at: string }
  | { kind: "saving" }
  | { kind: "retrying" }
  | { kind: "signed-out" }
  /** The server refused this text (a field's rule); the next change tries again. */
  | { kind: "invalid"; reason: string }
  /** Saving is over for this page: another window saved first, or the issue is being sent. */
  | { kind: "stopped"; reason: string };

/** After the last keystroke: well within the 3 seconds the issue allows, with the request's time. */
const AUTOSAVE_DELAY_MS = 1200;
const RETRY_DELAYS_MS = [2000, 4000, 8000, 15000, 30000];

const same = (a: DraftFields, b: DraftFields) =>
  a.subject === b.subject && a.previewText === b.previewText && a.bodyMarkdown === b.bodyMarkdown;

/** The fields of the editor's form as they stand. */
export function fieldsOf(form: HTMLFormElement): DraftFields {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  return { subject: text("subject"), previewText: text("previewText"), bodyMarkdown: text("bodyMarkdown") };
}

type Answer = { version?: number; savedAt?: string; error?: string; code?: string };

export function useIssueDraft(issue: DraftFields & { id: string; version: number; savedAt: string }) {
  const saved = useRef<DraftFields>({
    subject: issue.subject,
    previewText: issue.previewText,
    bodyMarkdown: issue.bodyMarkdown,
  });
  const current = useRef<DraftFields>(saved.current);
  const version = useRef(issue.version);
  const [shownVersion, setShownVersion] = useState(issue.version);
  const [status, setStatus] = useState<SaveStatus>({ kind: "saved", at: issue.savedAt });
  const [dirty, setDirty] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inflight = useRef<Promise<boolean> | null>(null);
  const retries = useRef(0);
  const stopped = useRef(false);

  const schedule = useCallback((ms: number, run: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(run, ms);
  }, []);

  /** Saves what the fields hold now; resolves true once the server has stored exactly that. */
  const save = useCallback((): Promise<boolean> => {
    clearTimeout(timer.current);
    if (inflight.current) return inflight.current.then(() => save());
    if (stopped.current) return Promise.resolve(false);
    const fields = current.current;
    if (same(fields, saved.current)) return Promise.resolve(true);
    setStatus({ kind: "saving" });
    const attempt = (async () => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.set(name, value);
      body.set("version", String(version.current));
      try {
        const res = await fetch(issueDraftPath(issue.id), {
          method: "POST",
          body,
          headers: { Accept: "application/json" },
          credentials: "same-origin",
          redirect: "manual",
        });
        // A redirect is the guard sending a signed-out person to /login: keep the text, keep trying.
        if (res.type === "opaqueredirect") {
          setStatus({ kind: "signed-out" });
          throw new Error("signed out");
        }
        const answer = (await res.json().catch(() => ({}))) as Answer;
        if (res.ok && answer.version && answer.savedAt) {
          retries.current = 0;
          version.current = answer.version;
          setShownVersion(answer.version);
          saved.current = fields;
          const unchanged = same(current.current, fields);
          setDirty(!unchanged);
          setStatus(unchanged ? { kind: "saved", at: answer.savedAt } : { kind: "saving" });
          if (!unchanged) schedule(AUTOSAVE_DELAY_MS, () => void save());
          return true;
        }
        if (res.status === 409 || res.status === 404 || res.status === 403) {
          stopped.current = true;
          setStatus({ kind: "stopped", reason: answer.error ?? "" });
          return false;
        }
        if (res.status === 400 || res.status === 413 || res.status === 415) {
          setStatus({ kind: "invalid", reason: answer.error ?? "" });
          return false;
        }
        throw new Error(`status ${res.status}`);
      } catch {
        // Offline, a 5xx, a 429, or a session to sign in again: the text stays here, and saving goes on.
        const delay = RETRY_DELAYS_MS[Math.min(retries.current, RETRY_DELAYS_MS.length - 1)]!;
        retries.current++;
        setStatus((now) => (now.kind === "signed-out" ? now : { kind: "retrying" }));
        schedule(delay, () => void save());
        return false;
      } finally {
        inflight.current = null;
      }
    })();
    inflight.current = attempt;
    return attempt;
  }, [issue.id, schedule]);

  /** A field changed: note it, and save once typing pauses. */
  const changed = useCallback(
    (fields: DraftFields) => {
      current.current = fields;
      const unsaved = !same(fields, saved.current);
      setDirty(unsaved);
      if (stopped.current) return;
      if (!unsaved) {
        clearTimeout(timer.current);
        return;
      }
      retries.current = 0;
      setStatus((now) => (now.kind === "signed-out" ? now : { kind: "saving" }));
      schedule(AUTOSAVE_DELAY_MS, () => void save());
    },
    [save, schedule],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    status,
    /** Text on the page that the server has not stored (typed, saving, or refused). */
    dirty,
    /** The version of the last save, for the forms that act on the stored draft. */
    version: shownVersion,
    currentVersion: () => version.current,
    savedFields: () => saved.current,
    changed,
    save,
  };
}
