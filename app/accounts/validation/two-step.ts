import * as v from "valibot";
import { CODE_LABEL } from "~/accounts/two-step-text";

/** A 6-digit code from the app, or a recovery code (`xxxxx-xxxxx`); the server tells which. */
export const codeField = v.pipe(
  v.optional(v.string(CODE_LABEL), ""),
  v.trim(),
  v.nonEmpty(CODE_LABEL),
  v.maxLength(32, CODE_LABEL),
);

/** The second step of a sign-in: the step's token (never the password) and the code. */
export const loginCodeSchema = v.object({
  challenge: v.pipe(v.optional(v.string(), ""), v.nonEmpty(CODE_LABEL), v.maxLength(64)),
  code: codeField,
});

/** The first code from the app, which turns two-step verification on. */
export const confirmTwoStepSchema = v.object({ code: codeField });

/** Turning two-step verification off takes a current code (after "Confirm it's you"). */
export const turnOffTwoStepSchema = v.object({ code: codeField });
