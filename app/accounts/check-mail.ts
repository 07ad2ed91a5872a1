import type { FormAnswer } from "../ui/forms/form-answer";
import { signInIntents } from "./sign-in-intents";

/**
 * The answer of a sign-up and of "Resend the link" (docs/accounts-and-security.md): "Check your
 * inbox" with the address. It is the same for a new address, a pending sign-up and an existing
 * account, so it tells nobody whether an address has an account.
 */
const CHECK_MAIL = "check_inbox";

/**
 * The panel's texts. Kept out of ui-text.ts (which re-exports them as `checkMailText`) so the
 * sign-up and login forms do not load every text of the site.
 */
export const checkMailText = {
  title: "Check your inbox",
  /** Around the address: "We sent an e-mail to {address}. …" */
  sentTo: "We sent an e-mail to",
  followLink: "Open the link in it to finish: it works for 24 hours.",
  nothingThere: "Nothing there after a few minutes? Look in your spam or junk folder, or get a new link.",
  resend: "Resend the link",
  /** The same whether or not a mail went out: it never says whether the address has an account. */
  resent: "If that address is waiting to be confirmed, a new link is on its way. Only the newest link works.",
  startAgain: "Wrong address? Start again",
  notConfirmed: "Your email address is not confirmed yet. Open the link we sent you, or get a new one.",
} as const;

export function checkMailAnswer(email: string, { resent = false } = {}): FormAnswer {
  return { ok: true, code: CHECK_MAIL, values: resent ? { email, resent: "1" } : { email } };
}

export type CheckMail = { email: string; resent: boolean };

/**
 * The panel an answer asks for: after a sign-up or a resend, and after a refused resend (rate
 * limited, the queue down), which shows its reason on the panel it came from.
 */
export function checkMailOf(answer: FormAnswer | null | undefined): CheckMail | null {
  const email = answer?.values?.email;
  if (!email) return null;
  if (answer.code === CHECK_MAIL) return { email, resent: answer.values?.resent === "1" };
  if (answer.values?.intent === signInIntents.resendConfirmation && !answer.fieldErrors)
    return { email, resent: false };
  return null;
}
