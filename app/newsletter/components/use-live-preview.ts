import { useCallback, useEffect, useRef, useState } from "react";
import { ISSUE_PREVIEW_PATH } from "~/newsletter/editor";
import type { IssuePreviewMail } from "./issue-preview";
import type { DraftFields } from "./use-issue-draft";

/** After the last keystroke: the preview follows the text within a second of typing stopping. */
const PREVIEW_DELAY_MS = 400;

/**
 * The live preview: the mail the sender would make of the text as it stands, saved or not, asked
 * of the server (/admin/newsletter/preview, the real composer) once typing pauses. Only the latest
 * request counts; an earlier one still on its way is cancelled. A refusal (an unsafe link) is shown
 * beside the last good preview.
 */
export function useLivePreview(initial: IssuePreviewMail) {
  const [mail, setMail] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [updating, setUpdating] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<AbortController | null>(null);

  const refresh = useCallback(async (fields: DraftFields) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    setUpdating(true);
    try {
      const res = await fetch(ISSUE_PREVIEW_PATH, {
        method: "POST",
        body,
        headers: { Accept: "application/json" },
        credentials: "same-origin",
        redirect: "manual",
        signal: controller.signal,
      });
      const answer = (await res.json().catch(() => null)) as (IssuePreviewMail & { error?: string }) | null;
      if (controller.signal.aborted) return;
      if (res.ok && answer?.html !== undefined) {
        setMail(answer);
        setProblem(null);
      } else {
        setProblem(answer?.error ?? "");
      }
    } catch {
      if (!controller.signal.aborted) setProblem("");
    } finally {
      if (running.current === controller) {
        running.current = null;
        setUpdating(false);
      }
    }
  }, []);

  const changed = useCallback(
    (fields: DraftFields) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void refresh(fields), PREVIEW_DELAY_MS);
    },
    [refresh],
  );

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      running.current?.abort();
    },
    [],
  );

  return { mail, problem, updating, changed };
}
