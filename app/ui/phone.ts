// Apart from format.ts on purpose: the footer of every page needs it, and a module in the frame's
// graph that a content page's module reaches too (format.ts's date formatters, through the booking
// pages) is put in the chunk every content page loads (scripts/build/root-chunk.ts).

/** A tel: link for a phone number as written for people ("+91 99421 05301" -> "tel:+919942105301"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}
