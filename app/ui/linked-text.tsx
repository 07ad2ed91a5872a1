import { TEXT_LINK_REL, textParts } from "./text-links";

/**
 * Plain text with its http(s) addresses as links (./text-links.ts): replies and messages in a
 * conversation, the dev outbox's mails. React escapes every piece, the text and the `href` alike.
 */
export function LinkedText({ text }: { text: string }) {
  return textParts(text).map((part, index) =>
    part.href ? (
      <a
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text, fixed once rendered.
        key={index}
        href={part.href}
        rel={TEXT_LINK_REL}
        className="font-semibold text-brand-700 underline underline-offset-2 [overflow-wrap:anywhere]"
      >
        {part.text}
      </a>
    ) : (
      part.text
    ),
  );
}
