import * as v from "valibot";
import { emailField, messages, nameField, passwordField } from "./fields";

export const loginSchema = v.object({ email: emailField, password: passwordField });
export type LoginInput = v.InferOutput<typeof loginSchema>;

const confirmPasswordField = v.pipe(v.optional(v.string(messages.confirmRequired), ""), v.nonEmpty(messages.confirmRequired));

const same = (input: { password: string; confirmPassword: string }) => input.password === input.confirmPassword;

export const signupSchema = v.pipe(
  v.object({ name: nameField, email: emailField, password: passwordField, confirmPassword: confirmPasswordField }),
  v.forward(v.partialCheck([["password"], ["confirmPassword"]], same, messages.confirmMismatch), ["confirmPassword"]),
);
export type SignupInput = v.InferOutput<typeof signupSchema>;

export const emailOnlySchema = v.object({ email: emailField });

export const resetPasswordSchema = v.pipe(
  v.object({
    token: v.pipe(v.optional(v.string("This reset link is invalid."), ""), v.nonEmpty("This reset link is invalid."), v.maxLength(128, "This reset link is invalid.")),
    password: passwordField,
    confirmPassword: confirmPasswordField,
  }),
  v.forward(v.partialCheck([["password"], ["confirmPassword"]], same, messages.confirmMismatch), ["confirmPassword"]),
);
export type ResetPasswordInput = v.InferOutput<typeof resetPasswordSchema>;
