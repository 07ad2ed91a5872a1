import * as v from "valibot";

/**
 * Runs a form's schema on its values and answers the first message of each invalid field (empty
 * when everything passes). The browser loads this module, and valibot with it, only once a form
 * is used (lazy-schema.ts).
 */
export function check(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  return result.success ? {} : fieldErrorsOf(result.issues);
}

/** The first message for each field, keyed by the field's name (for showing under each input). */
export function fieldErrorsOf(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.map((p) => String(p.key)).join(".") || "form";
    errors[key] ??= issue.message;
  }
  return errors;
}
