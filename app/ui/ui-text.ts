/**
 * The words several domains share, or that app/ui/ and app/frame/ show themselves: the common
 * field rules (docs/product-spec.md §5), the server's answers about a request rather than a
 * feature, and the generic failure toasts ("Page not found" and its kin are in page-text.ts). A
 * text of one domain lives in that domain: its texts.ts (app/accounts/texts.ts,
 * app/conversations/texts.ts, app/newsletter/texts.ts, app/staff/texts.ts, app/site/texts.ts) and
 * its pages' own text modules. The browser and the Worker import the same strings, so a message
 * cannot drift between the two.
 */

import { LIMITS } from "./forms/limits";
import type { Toast } from "./toasts/toast";

/** Field rules of the fields several forms share (docs/product-spec.md §5, plus the server-side limits of docs/decisions/009-security-defaults.md). */
export const fieldText = {
  emailRequired: "Email is required",
  emailInvalid: "Invalid email address",
  /** A new password (sign-up, reset, change): "Password must be at least 8 characters". */
  passwordShort: `Password must be at least ${LIMITS.password.min} characters`,
  /** A password someone already has, as signing in checks it (the earlier 6-character rule). */
  signInPasswordShort: `Password must be at least ${LIMITS.password.signInMin} characters`,
  passwordLong: "Password must be at most 256 characters",
  nameShort: "Name must be at least 2 characters",
  nameLong: "Name must be at most 100 characters",
  nameCharacters: "Name contains characters that are not allowed",
  // The Turnstile check of the forms visitors send (contact, booking).
  captchaRequired: "Please complete the CAPTCHA challenge",
} as const;

/** Answers of the server that are about the request, not about one feature. */
export const errorText = {
  tooManyAttempts: "Too many attempts. Please wait a minute and try again.",
  crossOrigin: "Cross-origin requests are not allowed.",
  bodyTooLarge: "Request body is too large (limit 32 KB).",
  unsupportedMediaType: "Send the request as JSON or as a form.",
  unsupportedFormType: "Send the form as application/x-www-form-urlencoded or multipart/form-data.",
  malformedJson: "Malformed JSON body.",
  notAnObject: "The request body must be a JSON object.",
  malformedForm: "The form data could not be read.",
  invalidEncoding: "The request body is not valid UTF-8.",
  invalidRequest: "Invalid request.",
  notFound: "Not found.",
  unexpected: "An unexpected error occurred",
  serviceUnavailable: "The service is temporarily unavailable. Please try again shortly.",
  mailQueueUnavailable: "We could not send the e-mail right now. Please try again in a few minutes.",
  securityScriptFailed: "Failed to load security check. Please refresh the page.",
  captchaFailed: "The security check failed. Please complete the CAPTCHA challenge again.",
  captchaReused: "This security check was already used. Please complete the CAPTCHA challenge again.",
} as const;

/** Titles of the form failures' toasts (docs/product-spec.md §8) every domain uses. */
export const failureTitles = {
  generic: "Error",
} as const;

/** The toasts any page may show. */
export const toasts = {
  unexpected: { kind: "error", title: failureTitles.generic, description: errorText.unexpected },
  securityError: { kind: "error", title: "Security Error", description: errorText.securityScriptFailed },
} as const satisfies Record<string, Toast>;

/** A field's character count and what it announces near its limit (app/ui/forms/character-count.tsx). */
export const characterCountText = {
  count: (length: number, limit: number) => `${length} of ${limit} characters`,
  left: (left: number) => `${left} ${left === 1 ? "character" : "characters"} left.`,
  reached: (limit: number) => `Limit reached: at most ${limit} characters.`,
} as const;

/** The question before leaving a page with text not yet sent (app/ui/use-draft.ts). */
export const leaveText = {
  unsent: "Leave this page? What you typed is not sent yet. It stays in this browser as a draft.",
} as const;
