/**
 * A page's forms tell the one action which of them posted by a field, `intent`. Each wire name is
 * declared once, in a browser-safe module beside the forms that post it: the forms take it from
 * there (`<IntentInput intent={x.save} />` of intent-input.tsx, or `{...intentField(x.save)}` on a submit button) and
 * so does the server's handler map (app/platform/http/intents.server.ts), so it is never typed twice.
 */

/** The field that names a form's intent. */
export const INTENT_FIELD = "intent";

/** A group of forms' intents, by name: `declareIntents({ save: "save" })`. */
export function declareIntents<const T extends Record<string, string>>(intents: T): Readonly<T> {
  return Object.freeze({ ...intents });
}

/** The name and value that post `intent`: spread on a hidden input or on a submit button. */
export function intentField(intent: string) {
  return { name: INTENT_FIELD, value: intent } as const;
}
