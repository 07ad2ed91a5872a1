import { signInPageText } from "~/accounts/sign-in-text";
import { site } from "~/content/site";

/** Each account dialog's title and description, the same in the hydrated and the native dialogs. */
export const authDialogTexts = {
  login: { title: signInPageText.login.title(site.brand), description: signInPageText.login.description },
  signup: { title: signInPageText.signup.title, description: signInPageText.signup.description(site.brand) },
  forgot: { title: signInPageText.forgotPassword.title, description: signInPageText.forgotPassword.description },
} as const;
