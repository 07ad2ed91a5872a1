import * as v from "valibot";
import { LIMITS } from "~/ui/forms/limits";
import { fieldText } from "~/ui/ui-text";
import { emailField, nameField, passwordField } from "../../platform/validation/fields";

export const loginSchema = v.object({ email: emailField, password: passwordField });
export type LoginInput = v.InferOutput<typeof loginSchema>;

export const confirmPasswordField = v.pipe(
  v.optional(v.string(fieldText.confirmRequired), ""),
  v.nonEmpty(fieldText.confirmRequired),
);

/** The rule behind "Passwords don't match" (shown on the confirmation field). */
export const passwordsMatch = (input: { password: string; confirmPassword: string }) =>
  input.password === input.confirmPassword;

export const signupSchema = v.pipe(
  v.object({ name: nameField, email: emailField, password: passwordField, confirmPassword: confirmPasswordField }),
  v.forward(v.partialCheck([["password"], ["confirmPassword"]], passwordsMatch, fieldText.confirmMismatch), [
    "confirmPassword",
  ]),
);
export type SignupInput = v.InferOutput<typeof signupSchema>;

export const emailOnlySchema = v.object({ email: emailField });

export const resetPasswordSchema = v.pipe(
  v.object({
    token: v.pipe(
      v.optional(v.string(fieldText.resetLinkMissing), ""),
      v.nonEmpty(fieldText.resetLinkMissing),
      v.maxLength(LIMITS.linkToken.max, fieldText.resetLinkMissing),
    ),
    password: passwordField,
    confirmPassword: confirmPasswordField,
  }),
  v.forward(v.partialCheck([["password"], ["confirmPassword"]], passwordsMatch, fieldText.confirmMismatch), [
    "confirmPassword",
  ]),
);
export type ResetPasswordInput = v.InferOutput<typeof resetPasswordSchema>;
