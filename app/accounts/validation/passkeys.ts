import * as v from "valibot";
import { accountFieldText } from "~/accounts/texts";
import { LIMITS } from "../../ui/forms/limits";

/** The credential a browser returns is a few hundred bytes; 16 KB leaves room for any authenticator. */
const CREDENTIAL_MAX = 16_384;

/** As account names: no control, format (bidi, zero-width), line or paragraph separator characters. */
const PLAIN_NAME = /^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]*$/u;

const passkeyNameField = v.pipe(
  v.optional(v.string(accountFieldText.passkeyNameRequired), ""),
  v.trim(),
  v.nonEmpty(accountFieldText.passkeyNameRequired),
  v.maxLength(LIMITS.passkeyName.max, accountFieldText.passkeyNameLong),
  v.regex(PLAIN_NAME, accountFieldText.passkeyNameCharacters),
);

/** The browser's answer (`PublicKeyCredential.toJSON()`), posted as JSON text in a form field. */
export const credentialField = v.pipe(v.optional(v.string(), ""), v.nonEmpty(), v.maxLength(CREDENTIAL_MAX));

/** A passkey of the account, by its credential id (base64url). */
const passkeyIdField = v.pipe(v.optional(v.string(), ""), v.nonEmpty(), v.maxLength(1024));

/**
 * "Add a passkey": the browser's answer and the name the person gave it. A post without a name
 * (a page from before names were asked for) gets the browser's name, as it always did.
 */
export const addPasskeySchema = v.object({ credential: credentialField, name: v.optional(passkeyNameField) });

/** The name field of "Add a passkey" alone, checked in the browser before its prompt opens. */
export const passkeyNameSchema = v.object({ name: passkeyNameField });
export const renamePasskeySchema = v.object({ id: passkeyIdField, name: passkeyNameField });

/** Removing a passkey names it; the session's "Confirm it's you" is what authorises it. */
export const removePasskeySchema = v.object({ id: passkeyIdField });

export const passkeySignInSchema = v.object({ credential: credentialField });
