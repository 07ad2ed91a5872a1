import { greetingText } from "../texts";

const opener = new RegExp(
  `^\\s*(?:${greetingText.openers.join("|").replace(/ /g, "\\s+")})\\b[^\\n]*(?:\\n[ \\t]*)*`,
  "i",
);

/** "Hello Meena,\n\n": what an empty reply composer starts with, so every reply greets once. */
export function replyGreeting(firstName: string): string {
  return `${greetingText.reply(firstName)}\n\n`;
}

/**
 * The greeting a text opens with, if it has one of its own ("Hello Meena,", "Dear Sir,", "Hi,"):
 * its first line when that starts with a greeting word, with the blank lines after it.
 */
export function ownGreeting(text: string): string | null {
  return opener.exec(text)?.[0] ?? null;
}

/**
 * The reply composer's text once a saved reply is put in at the caret (`start`..`end`), and where
 * the caret goes then. A reply greets once: into a composer holding only its prefilled `greeting`
 * (or nothing) the saved reply goes whole, greeted unless it greets already; when the composer
 * holds more, a saved reply's own greeting replaces the prefilled one (a greeting the staff member
 * typed themselves stays, and the saved reply's is left out), never adding a second.
 */
export function withSavedReply(
  current: string,
  greeting: string,
  saved: string,
  caret: { start: number; end: number } = { start: current.length, end: current.length },
): { text: string; caret: number } {
  const savedGreeting = ownGreeting(saved);
  if (!current.trim() || current.trim() === greeting.trim()) {
    const text = savedGreeting ? saved : `${greeting}${saved}`;
    return { text, caret: text.length };
  }
  const insert = (into: string, body: string, at: { start: number; end: number }) => {
    const text = `${into.slice(0, at.start)}${body}${into.slice(at.end)}`;
    return { text, caret: at.start + body.length };
  };
  const hadGreeting = ownGreeting(current);
  if (!savedGreeting || !hadGreeting) return insert(current, saved, caret);
  const body = saved.slice(savedGreeting.length);
  // The staff member's own greeting stays; the prefilled one gives way to the saved reply's.
  const prefilled = hadGreeting.trim() === greeting.trim();
  const head = prefilled ? savedGreeting : hadGreeting;
  const shift = head.length - hadGreeting.length;
  const rest = `${head}${current.slice(hadGreeting.length)}`;
  // A caret inside the greeting puts the text just after it.
  const at = (n: number) => Math.max(head.length, n + shift);
  return insert(rest, body, { start: at(caret.start), end: at(caret.end) });
}
