import * as v from "valibot";
import { profileText } from "~/accounts/profile-text";
import { accountFieldText } from "~/accounts/texts";
import { LIMITS } from "~/ui/forms/limits";
import { canonicalTimeZone } from "~/ui/time-zones";
import { fieldText } from "~/ui/ui-text";
import { emailField, nameField, newPasswordField, signInPasswordField } from "../../platform/validation/fields";
import { confirmPasswordField, passwordsMatch } from "./auth";

/** The forms of /account and /confirm-email; the same schemas run in the browser and in the actions. */
export const profileSchema = v.object({ name: nameField });

/** "Time zone" on /account: an IANA zone the runtime knows, or "" for none (times in IST). */
export const timeZoneSchema = v.object({
  timeZone: v.pipe(
    v.optional(v.string(profileText.timeZone.invalid), ""),
    v.check((zone) => zone === "" || canonicalTimeZone(zone) !== null, profileText.timeZone.invalid),
  ),
});

export const currentPasswordField = v.pipe(
  v.optional(v.string(accountFieldText.currentPasswordRequired), ""),
  v.nonEmpty(accountFieldText.currentPasswordRequired),
  v.maxLength(LIMITS.password.max, fieldText.passwordLong),
);

export const changePasswordSchema = v.pipe(
  v.object({
    currentPassword: currentPasswordField,
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
  }),
  v.forward(v.partialCheck([["password"], ["confirmPassword"]], passwordsMatch, accountFieldText.confirmMismatch), [
    "confirmPassword",
  ]),
);
export type ChangePasswordInput = v.InferOutput<typeof changePasswordSchema>;

export const deleteAccountSchema = v.object({ password: currentPasswordField });

/**
 * The confirmation page asks for the password chosen in that sign-up: one the person has already,
 * checked as signing in checks it (a sign-up made under the earlier rule still confirms).
 */
export const confirmSignupSchema = v.object({
  token: v.pipe(
    v.optional(v.string(accountFieldText.resetLinkMissing), ""),
    v.maxLength(LIMITS.linkToken.max, accountFieldText.resetLinkMissing),
  ),
  password: signInPasswordField,
});

/** "Change e-mail address" on /account: the new address, trimmed and lower-cased like every stored one. */
export const changeEmailSchema = v.object({ email: emailField });
