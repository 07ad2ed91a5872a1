import type { Toast } from "~/lib/toast";

/** The spec's catch-all for exceptions on login or sign-up (error catalogue, section 8). */
export const unexpectedError: Toast = { kind: "error", title: "Error", description: "An unexpected error occurred" };

export const SIGNUP_SUCCESS_TOAST: Toast = {
  kind: "success",
  title: "Signup Successful",
  description: "Account created! Please check your email to confirm your account and then login.",
};
