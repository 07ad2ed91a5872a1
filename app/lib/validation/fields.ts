/**
 * Field rules with the spec's exact messages (section 5) and the limits of LIMITS. The same
 * schemas run in the browser and again on the server. A missing field counts as empty; a field
 * of the wrong type fails with that field's message.
 */
import * as v from "valibot";
import { fieldMessages } from "../messages";
import { LIMITS } from "./limits";

const text = (typeMessage: string) => v.optional(v.string(typeMessage), "");

export const emailField = v.pipe(
  text(fieldMessages.emailInvalid),
  v.trim(),
  v.nonEmpty(fieldMessages.emailRequired),
  v.maxLength(LIMITS.email.max, fieldMessages.emailInvalid),
  v.email(fieldMessages.emailInvalid),
  v.toLowerCase(),
);

export const passwordField = v.pipe(
  text(fieldMessages.passwordShort),
  v.minLength(LIMITS.password.min, fieldMessages.passwordShort),
  v.maxLength(LIMITS.password.max, fieldMessages.passwordLong),
);

/**
 * Control and format characters (line breaks, bidi overrides, zero-width marks) and the Unicode
 * line and paragraph separators (U+2028, U+2029: line breaks to mail clients and JavaScript) have
 * no place in a name.
 */
const NO_CONTROL_CHARACTERS = /^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]*$/u;

export const nameField = v.pipe(
  text(fieldMessages.nameShort),
  v.trim(),
  v.minLength(LIMITS.name.min, fieldMessages.nameShort),
  v.maxLength(LIMITS.name.max, fieldMessages.nameLong),
  v.regex(NO_CONTROL_CHARACTERS, fieldMessages.nameCharacters),
);

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;
