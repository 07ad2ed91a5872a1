/**
 * Field rules with the spec's exact messages (section 5) and the limits of LIMITS. The same
 * schemas run in the browser and again on the server. A missing field counts as empty; a field
 * of the wrong type fails with that field's message.
 */
import * as v from "valibot";
import { LIMITS } from "~/ui/forms/limits";
import { fieldText } from "~/ui/ui-text";

const text = (typeMessage: string) => v.optional(v.string(typeMessage), "");

export const emailField = v.pipe(
  text(fieldText.emailInvalid),
  v.trim(),
  v.nonEmpty(fieldText.emailRequired),
  v.maxLength(LIMITS.email.max, fieldText.emailInvalid),
  v.email(fieldText.emailInvalid),
  v.toLowerCase(),
);

/** A new password: sign-up, reset and change. */
export const newPasswordField = v.pipe(
  text(fieldText.passwordShort),
  v.minLength(LIMITS.password.min, fieldText.passwordShort),
  v.maxLength(LIMITS.password.max, fieldText.passwordLong),
);

/**
 * A password someone already has (signing in, confirming a sign-up): the earlier, shorter rule,
 * so an account whose password was chosen under it still signs in.
 */
export const signInPasswordField = v.pipe(
  text(fieldText.signInPasswordShort),
  v.minLength(LIMITS.password.signInMin, fieldText.signInPasswordShort),
  v.maxLength(LIMITS.password.max, fieldText.passwordLong),
);

/**
 * Control and format characters (line breaks, bidi overrides, zero-width marks) and the Unicode
 * line and paragraph separators (U+2028, U+2029: line breaks to mail clients and JavaScript) have
 * no place in a name.
 */
const NO_CONTROL_CHARACTERS = /^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]*$/u;

export const nameField = v.pipe(
  text(fieldText.nameShort),
  v.trim(),
  v.minLength(LIMITS.name.min, fieldText.nameShort),
  v.maxLength(LIMITS.name.max, fieldText.nameLong),
  v.regex(NO_CONTROL_CHARACTERS, fieldText.nameCharacters),
);
