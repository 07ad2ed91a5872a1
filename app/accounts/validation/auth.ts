import * as v from "valibot";
import { accountFieldText } from "~/accounts/texts";
import { LIMITS } from "~/ui/forms/limits";
import { emailField, nameField, newPasswordField, signInPasswordField } from "../../platform/validation/fields";

export const loginSchema = v.object({ email: emailField, password: signInPasswordField });
export type LoginInput = v.InferOutput<typeof loginSchema>;

export const confirmPasswordField = v.pipe(
  v.optional(v.string(accountFieldText.confirmRequired), ""),
  v.nonEmpty(accountFieldText.confirmRequired),
);

/** The rule behind "Passwords don't match" (shown on the confirmation field). */
export const passwordsMatch = (input: { password: string; confirmPassword: string }) =>
  input.password === input.confirmPassword;

export const signupSchema = v.pipe(
  v.object({ name: nameField, email: emailField, password: newPasswordField, confirmPassword: confirmPasswordField }),
  v.forward(v.partialCheck([["password"], ["confirmPassword"]], passwordsMatch, accountFieldText.confirmMismatch), [
    "confirmPassword",
  ]),
);
export type SignupInput = v.InferOutput<typeof signupSchema>;

export const emailOnlySchema = v.object({ email: emailField });

export const resetPasswordSchema = v.pipe(
  v.object({
    token: v.pipe(
      v.optional(v.string(accountFieldText.resetLinkMissing), ""),
      v.nonEmpty(accountFieldText.resetLinkMissing),
      v.maxLength(LIMITS.linkToken.max, accountFieldText.resetLinkMissing),
    ),
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
  }),
  v.forward(v.partialCheck([["password"], ["confirmPassword"]], passwordsMatch, accountFieldText.confirmMismatch), [
    "confirmPassword",
  ]),
);
export type ResetPasswordInput = v.InferOutput<typeof resetPasswordSchema>;

/**
 * What a refused sign-in form gets back as typed, by form (never a password). The login's and the
 * sign-up's `redirectTo` rides along so that the next step (the code, a second try) still lands
 * where the sign-in was asked for, also after a plain post to `/login` or `/signup`, whose URL has
 * no `?redirectTo`.
 */
export const keptFields = {
  login: ["email", "challenge", "redirectTo"],
  signup: ["name", "email", "intent", "redirectTo"],
  forgotPassword: ["email"],
} as const;
