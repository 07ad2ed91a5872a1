import { site } from "~/content/site";

/** Each account dialog's title and description, the same in the hydrated and the native dialogs. */
export const authDialogTexts = {
  login: { title: `Login to ${site.brand}`, description: "Enter your credentials to access your account" },
  signup: { title: "Create an Account", description: `Join ${site.brand} to access exclusive features and services` },
  forgot: {
    title: "Reset your password",
    description: "Enter your account's email and we will send you a link to choose a new password.",
  },
} as const;
