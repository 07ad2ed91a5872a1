import * as v from "valibot";

/**
 * Field rules with the spec's exact messages (section 5) plus the server-side limits from
 * DECISIONS. The same schemas run in the browser and again on the server. A missing field counts
 * as empty; a field of the wrong type fails with that field's message.
 */
export const messages = {
  emailRequired: "Email is required",
  emailInvalid: "Invalid email address",
  passwordShort: "Password must be at least 6 characters",
  passwordLong: "Password must be at most 256 characters",
  nameShort: "Name must be at least 2 characters",
  nameLong: "Name must be at most 100 characters",
  confirmRequired: "Please confirm your password",
  confirmMismatch: "Passwords don't match",
  messageShort: "Message must be at least 10 characters",
  messageLong: "Message must be at most 5000 characters",
} as const;

export const LIMITS = { name: 100, email: 254, password: 256, message: 5000 } as const;

const text = (typeMessage: string) => v.optional(v.string(typeMessage), "");

export const emailField = v.pipe(
  text(messages.emailInvalid),
  v.trim(),
  v.nonEmpty(messages.emailRequired),
  v.maxLength(LIMITS.email, messages.emailInvalid),
  v.email(messages.emailInvalid),
  v.toLowerCase(),
);

export const passwordField = v.pipe(
  text(messages.passwordShort),
  v.minLength(6, messages.passwordShort),
  v.maxLength(LIMITS.password, messages.passwordLong),
);

export const nameField = v.pipe(
  text(messages.nameShort),
  v.trim(),
  v.minLength(2, messages.nameShort),
  v.maxLength(LIMITS.name, messages.nameLong),
);

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** The first message for each field, keyed by the field's name (for showing under each input). */
export function fieldErrorsOf(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.map((p) => String(p.key)).join(".") || "form";
    errors[key] ??= issue.message;
  }
  return errors;
}
