/**
 * A field's messages for the checks a page without the framework runs before sending
 * (app/ui/enhance/field-check.ts), as data attributes on its control: the spec's words, from the
 * texts modules, for what the control's own attributes (required, minLength, maxLength, type)
 * say. The server checks the same rules with its schema and answers with the same words; what
 * only the schema knows (a name's characters) is its answer alone. No React, no valibot.
 */
export type FieldMessages = {
  /** Required and empty (after trimming). */
  missing?: string;
  /** Shorter than `minLength` (after trimming). */
  short?: string;
  /** Longer than `maxLength`. */
  long?: string;
  /** Not of the input's type (an e-mail address). */
  type?: string;
};

export const FIELD_MESSAGE_KINDS = ["missing", "short", "long", "type"] as const;

/** `{ "data-error-missing": …, … }`, spread on a field: `<TextField {...fieldMessages({ … })} />`. */
export function fieldMessages(messages: FieldMessages): Record<string, string> {
  return Object.fromEntries(
    FIELD_MESSAGE_KINDS.flatMap((kind) => (messages[kind] ? [[`data-error-${kind}`, messages[kind]]] : [])),
  );
}
