import { useEffect } from "react";
import { useNavigate } from "react-router";
import { inboxPageText } from "./inbox-text";

/**
 * The keyboard in the staff inbox and its conversations, as mail clients have it. The inbox
 * remembers the order of the list it shows (its view, search and page) for this tab, so `j` and
 * `k` in a conversation open the next and previous conversation of the list it was opened from;
 * a conversation opened from elsewhere (a notification mail) has no list to follow.
 */
const ORDER_KEY = "adrig-inbox-order";

/** The close form's field naming the conversation to open after it (admin-message.tsx's action). */
export const NEXT_FIELD = "next";

type Shortcut = { key: string; what: string; run: () => void };

/** The inbox list: remembers its conversations' order for `j`/`k` in a conversation. */
export function useRememberInboxOrder(ids: readonly string[]) {
  const order = ids.join(" ");
  useEffect(() => {
    try {
      sessionStorage.setItem(ORDER_KEY, order);
    } catch {
      // Storage unavailable (private mode): j/k in a conversation only lose their list.
    }
  }, [order]);
}

/**
 * Where closing `id` lands: the conversation the form's `next` names (an id: letters, digits, `-`
 * and `_`, so the path stays under /admin/messages/), else `id` itself.
 */
export function pathAfterClose(id: string, next: unknown): string {
  const to = typeof next === "string" && /^[\w-]{1,100}$/.test(next) ? next : id;
  return `/admin/messages/${encodeURIComponent(to)}`;
}

/** The conversation `step` away from `id` in the remembered list, or null at its end (or without one). */
function neighbourInInbox(id: string, step: 1 | -1): string | null {
  let ids: string[];
  try {
    ids = (sessionStorage.getItem(ORDER_KEY) ?? "").split(" ").filter(Boolean);
  } catch {
    return null;
  }
  const at = ids.indexOf(id);
  return at < 0 ? null : (ids[at + step] ?? null);
}

/** `r`: to the composer, the caret after what it holds (the greeting, a draft). */
function focusComposer() {
  const box = document.querySelector<HTMLTextAreaElement>('#composer textarea[name="reply"]');
  if (!box) return;
  box.focus();
  box.setSelectionRange(box.value.length, box.value.length);
}

/** The page's own button for a shortcut (`data-shortcut`), so the key does what a click does. */
function buttonFor(name: "close" | "assign-me"): HTMLButtonElement | null {
  return document.querySelector<HTMLButtonElement>(`button[data-shortcut="${name}"]:not(:disabled)`);
}

/**
 * `e`: presses Close with the next conversation of the list it came from in the form's `next`,
 * so the answer opens that one, as archiving does in a mail client (this one again at the list's end).
 */
function closeAndOpenNext(id: string) {
  const button = buttonFor("close");
  const next = button?.form?.elements.namedItem(NEXT_FIELD);
  if (next instanceof HTMLInputElement) next.value = neighbourInInbox(id, 1) ?? "";
  button?.click();
}

/** A conversation's shortcuts: `r` reply, `j`/`k` next and previous, `e` close and open the next, `a` assign to me. */
export function useConversationShortcuts(id: string): Shortcut[] {
  const navigate = useNavigate();
  const go = (step: 1 | -1) => {
    const next = neighbourInInbox(id, step);
    if (next) void navigate(`/admin/messages/${encodeURIComponent(next)}`);
  };
  const text = inboxPageText.conversation;
  return [
    { key: "r", what: text.replyShortcut, run: focusComposer },
    { key: "j", what: inboxPageText.nextShortcut, run: () => go(1) },
    { key: "k", what: inboxPageText.previousShortcut, run: () => go(-1) },
    { key: "e", what: text.closeShortcut, run: () => closeAndOpenNext(id) },
    { key: "a", what: text.assignShortcut, run: () => buttonFor("assign-me")?.click() },
  ];
}
