import * as v from "valibot";
import { fieldText } from "~/lib/ui-text";
import { LIMITS } from "./limits";

/** The credential a browser returns is a few hundred bytes; 16 KB leaves room for any authenticator. */
const CREDENTIAL_MAX = 16_384;

export const passkeyNameField = v.pipe(
  v.optional(v.string(fieldText.passkeyNameRequired), ""),
  v.trim(),
  v.nonEmpty(fieldText.passkeyNameRequired),
  v.maxLength(LIMITS.passkeyName.max, fieldText.passkeyNameLong),
);

/** The browser's answer (`PublicKeyCredential.toJSON()`), posted as JSON text in a form field. */
export const credentialField = v.pipe(v.optional(v.string(), ""), v.nonEmpty(), v.maxLength(CREDENTIAL_MAX));

/** A passkey of the account, by its credential id (base64url). */
const passkeyIdField = v.pipe(v.optional(v.string(), ""), v.nonEmpty(), v.maxLength(1024));

export const addPasskeySchema = v.object({ credential: credentialField });
export const renamePasskeySchema = v.object({ id: passkeyIdField, name: passkeyNameField });

/** Removing a passkey names it; the session's "Confirm it's you" is what authorises it. */
export const removePasskeySchema = v.object({ id: passkeyIdField });

export const passkeySignInSchema = v.object({ credential: credentialField });
