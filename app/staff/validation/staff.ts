import * as v from "valibot";
import { staffFieldText } from "~/staff/texts";
import { LIMITS } from "~/ui/forms/limits";
import { fieldText } from "~/ui/ui-text";

/** Names refuse control, format (bidi, zero-width) and line/paragraph separators, as account names do. */
const PLAIN_NAME = /^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]*$/u;
/** A signature may break lines; nothing else invisible. */
const PLAIN_TEXT = /^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]*$/u;

const multiline = (text: string) => text.replace(/\r\n?/g, "\n");

/** Staff only, on /account: how replies are signed. */
export const staffProfileSchema = v.object({
  displayName: v.pipe(
    v.optional(v.string(staffFieldText.displayNameRequired), ""),
    v.trim(),
    v.minLength(LIMITS.staffDisplayName.min, staffFieldText.displayNameRequired),
    v.maxLength(LIMITS.staffDisplayName.max, staffFieldText.displayNameLong),
    v.regex(PLAIN_NAME, fieldText.nameCharacters),
  ),
  signature: v.pipe(
    v.optional(v.string(staffFieldText.signatureLong), ""),
    v.transform(multiline),
    v.trim(),
    v.maxLength(LIMITS.staffSignature.max, staffFieldText.signatureLong),
    v.check((text) => PLAIN_TEXT.test(text.replace(/\n/g, "")), staffFieldText.signatureInvalid),
  ),
});
