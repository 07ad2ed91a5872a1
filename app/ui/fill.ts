import { createElement, Fragment, type ReactNode } from "react";

/**
 * A text with `{name}` slots, filled with what the page marks up (a bold address, a link): the
 * words stay in their texts.ts, the markup in the component. `fill("Sent to {email}.", { email:
 * <strong>{email}</strong> })` renders "Sent to <strong>…</strong>.".
 */
export function fill(text: string, values: Record<string, ReactNode>): ReactNode {
  const parts = text.split(/\{(\w+)\}/).map((part, i) => (i % 2 === 1 ? values[part] : part));
  return createElement(Fragment, null, ...parts);
}
