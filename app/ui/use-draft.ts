import { type RefObject, useEffect, useRef } from "react";

/**
 * Text typed into a composer and not sent survives leaving the page and coming back in the same
 * browser: it is kept in localStorage under `key` while typed, put back when the composer is drawn
 * empty (or with only its default text), and forgotten once sent. Storage that is unavailable
 * (private mode, full) only loses the convenience.
 */
export function useDraft(key: string, field: RefObject<HTMLTextAreaElement | null>, defaultText: string) {
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || !field.current) return;
    restored.current = true;
    const saved = read(key);
    if (saved && field.current.value === defaultText) field.current.value = saved;
  }, [key, field, defaultText]);

  return {
    /** Call on every input. */
    save() {
      const value = field.current?.value ?? "";
      write(key, value === defaultText ? null : value);
    },
    /** Call once the text was sent: the composer starts afresh. */
    clear(nextDefault: string) {
      write(key, null);
      if (field.current) field.current.value = nextDefault;
    },
  };
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value) localStorage.setItem(key, value);
    else localStorage.removeItem(key);
  } catch {
    // Nothing to do: the draft simply is not kept.
  }
}
