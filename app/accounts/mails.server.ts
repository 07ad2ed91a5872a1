import { site } from "~/content/site";
import type { Mail } from "~/platform/mail/mail.server";
import { cappedMailKinds } from "~/platform/mail/recipient-caps.server";
import { compose } from "~/platform/mail/templates.server";

/**
 * The mails of accounts capped per recipient (app/platform/mail/recipient-caps.server.ts): those a
 * request sends to the address it names, and the new-sign-in notice (a flood of sign-ins must not
 * flood the owner).
 */
export const accountCappedMails = cappedMailKinds("accounts", {
  signup: "signup",
  reset: "reset",
  resend: "resend",
  signIn: "sign-in",
  emailChange: "email-change",
});

/** The sign-up link. It never repeats the name typed at sign-up: that name is not confirmed yet. */
export function confirmEmailMail(to: string, link: string): Mail {
  return compose(to, "Confirm your ADRIG account", [
    { text: "Hello," },
    {
      text: "Thank you for creating an ADRIG account. Open the link below and enter the password you chose to confirm your e-mail address. The link expires in 24 hours.",
    },
    { link, label: "Confirm my e-mail address" },
    { text: "If you did not sign up, you can ignore this e-mail; no account will be created." },
  ]);
}

export function accountExistsMail(to: string, name: string, loginLink: string, resetLink: string): Mail {
  return compose(to, "You already have an ADRIG account", [
    { text: `Hello ${name},` },
    {
      text: "Someone, hopefully you, tried to create a new ADRIG account with this e-mail address. You already have an account, so nothing was changed.",
    },
    { link: loginLink, label: "Log in" },
    { link: resetLink, label: "Forgot your password? Reset it" },
    { text: "If this was not you, you can ignore this e-mail." },
  ]);
}

export function resetPasswordMail(to: string, name: string, link: string): Mail {
  return compose(to, "Reset your ADRIG password", [
    { text: `Hello ${name},` },
    {
      text: "We received a request to reset the password of your ADRIG account. The link works once and expires in 1 hour.",
    },
    { link, label: "Choose a new password" },
    { text: "If you did not ask for this, ignore this e-mail: your password stays as it is." },
  ]);
}

export function passwordChangedMail(to: string, name: string, contactLink: string): Mail {
  return compose(to, "Your ADRIG password was changed", [
    { text: `Hello ${name},` },
    { text: "The password of your ADRIG account was just changed, and every signed-in device was signed out." },
    { text: "If you did not do this, reset your password right away and tell us." },
    { link: contactLink, label: "Contact ADRIG" },
  ]);
}

/** A sign-in from a browser the account has not used for 30 days. */
export function newSignInMail(
  to: string,
  name: string,
  signIn: { at: string; browser: string; place: string | null },
  accountLink: string,
): Mail {
  return compose(to, "New sign-in to your ADRIG account", [
    { text: `Hello ${name},` },
    { text: "Your ADRIG account was just signed in to from a browser it has not used recently:" },
    {
      text: `When: ${signIn.at}\nBrowser: ${signIn.browser}${signIn.place ? `\nApproximate place: ${signIn.place}` : ""}`,
    },
    {
      text: "If this was you, there is nothing to do. If not, change your password now and sign out your other sessions on your account page.",
    },
    { link: accountLink, label: "Review your account" },
  ]);
}

/**
 * A change to the account's security, told to its address whatever browser made it: what
 * changed, when, from which browser and place, and the way to the account page.
 */
export function securityChangeMail(
  to: string,
  name: string,
  change: { what: string; at: string; browser: string; place: string | null },
  accountLink: string,
): Mail {
  return compose(to, "Security change on your ADRIG account", [
    { text: `Hello ${name},` },
    { text: `${change.what}.` },
    {
      text: `When: ${change.at}\nBrowser: ${change.browser}${change.place ? `\nApproximate place: ${change.place}` : ""}`,
    },
    {
      text: `If this was you, there is nothing to do. If it was not, reset your password now, then check your passkeys, two-step verification and sessions on your account page, and tell us at ${site.contact.email}.`,
    },
    { link: accountLink, label: "Review your account" },
  ]);
}

// --- Change of e-mail address (app/accounts/email-change.server.ts) ---

/** Where and from what a request came, as the security notices tell it. */
type MailDevice = { at: string; browser: string; place: string | null };

function deviceLines(device: MailDevice): string {
  return `When: ${device.at}\nBrowser: ${device.browser}${device.place ? `\nApproximate place: ${device.place}` : ""}`;
}

/** The link that completes a change, to the NEW address: only its owner can complete it. */
export function emailChangeLinkMail(to: string, name: string, link: string): Mail {
  return compose(to, "Confirm your new e-mail address for ADRIG", [
    { text: `Hello ${name},` },
    {
      text: "You asked to use this e-mail address for your ADRIG account. Open the link below and press the button to make the change. The link works once and expires in 24 hours.",
    },
    { link, label: "Use this address for my account" },
    { text: "If you did not ask for this, ignore this e-mail: nothing changes without the link." },
  ]);
}

/** To an address that already has an account (or a sign-up waiting): nothing to do, nothing changed. */
export function emailChangeTakenMail(to: string): Mail {
  return compose(to, "Someone tried to move an ADRIG account to your address", [
    { text: "Hello," },
    {
      text: "Someone asked to move an ADRIG account to this e-mail address. This address already belongs to an ADRIG account or to a sign-up waiting for confirmation, so nothing was changed, and you need do nothing.",
    },
    { text: `If you have any question, write to us at ${site.contact.email}.` },
  ]);
}

/** To the OLD address, at once when a change is asked for: what, when, from where, and the undo link. */
export function emailChangeStartedMail(
  to: string,
  name: string,
  change: { newEmail: string; undoUntil: string } & MailDevice,
  undoLink: string,
): Mail {
  return compose(to, "Your ADRIG e-mail address is being changed", [
    { text: `Hello ${name},` },
    { text: `Your e-mail address is being changed to ${change.newEmail}.` },
    { text: deviceLines(change) },
    {
      text: "The change is made once the link we sent to the new address is opened (within 24 hours). If this was you, there is nothing to do.",
    },
    {
      text: `If it was not you, undo it with the link below (it works until ${change.undoUntil}): it cancels the change, or puts this address back if the change was made already, and signs out every session. Then reset your password.`,
    },
    { link: undoLink, label: "Undo this change" },
  ]);
}

/** To the OLD address, when the change is made: the same undo link, while it works. */
export function emailChangedMail(
  to: string,
  name: string,
  change: { newEmail: string; undoUntil: string; at: string },
  undoLink: string,
): Mail {
  return compose(to, "Your ADRIG e-mail address was changed", [
    { text: `Hello ${name},` },
    {
      text: `Your e-mail address was changed to ${change.newEmail} (${change.at}). From now on, sign in with the new address; our e-mails, sign-in notices and your newsletter subscription go there.`,
    },
    {
      text: `If this was not you, undo it with the link below (it works until ${change.undoUntil}): this address comes back, every session is signed out, and you then reset your password.`,
    },
    { link: undoLink, label: "Undo this change" },
  ]);
}

/** One way in added since a change of address was asked for (its security-log event), as the undo mail lists it. */
type AddedFactor = { what: string; at: string; browser: string; place: string | null };

/**
 * To the account's address after an undo (app/accounts/email-change-links.server.ts): what the undo
 * did, and every passkey, two-step verification and recovery codes added since the change was asked
 * for, each with its time, browser and place, so the owner can remove what an intruder added.
 */
export function emailChangeUndoneMail(
  to: string,
  name: string,
  undo: {
    outcome: "undone" | "signed-out";
    oldEmail: string;
    newEmail: string;
    requestedAt: string;
    at: string;
  },
  added: AddedFactor[],
  links: { account: string; reset: string },
): Mail {
  const what =
    undo.outcome === "undone"
      ? `The change of your e-mail address to ${undo.newEmail} was undone (${undo.at}): ${undo.oldEmail} is your account's address, and every session was signed out.`
      : `The undo link of an earlier change of your e-mail address, from ${undo.oldEmail} to ${undo.newEmail}, was used (${undo.at}). Your address had been changed again since, so ${undo.oldEmail} was not put back; every session was signed out.`;
  const lines = added.map(
    (f) =>
      `• ${f.what} (${f.at}${f.browser ? `; ${f.browser}` : ""}${f.place ? `; approximate place: ${f.place}` : ""})`,
  );
  return compose(
    to,
    undo.outcome === "undone"
      ? "The change of your ADRIG e-mail address was undone"
      : "Every session of your ADRIG account was signed out",
    [
      { text: `Hello ${name},` },
      { text: what },
      added.length > 0
        ? {
            text: `Since that change was asked for (${undo.requestedAt}), these ways of signing in were added to your account:\n${lines.join("\n")}\nIf you did not add them, sign in and remove them on your account page (Passkeys, Two-step verification).`,
          }
        : {
            text: `No passkey, two-step verification or recovery codes were added to your account since that change was asked for (${undo.requestedAt}).`,
          },
      {
        text: `If you did not ask for the change, someone may know your password: reset it now, and tell us at ${site.contact.email}.`,
      },
      { link: links.account, label: "Review your account" },
      { link: links.reset, label: "Reset your password" },
    ],
  );
}

/** One gathered change of `securityChangesMail`: what, when, from which browser and place. */
export type GatheredChange = { what: string; at: string; browser: string; place: string | null };

/** A gathered mail lists this many changes, then says how many more there were. */
const GATHERED_CHANGES_LISTED = 50;

/**
 * Low-risk security changes of a few minutes (passkey renames, say), told in one mail
 * (app/accounts/security-notices.server.ts): each with its time, browser and place, oldest first.
 */
export function securityChangesMail(to: string, name: string, changes: GatheredChange[], accountLink: string): Mail {
  const lines = changes
    .slice(0, GATHERED_CHANGES_LISTED)
    .map((c) => `• ${c.what} (${c.at}; ${c.browser}${c.place ? `; approximate place: ${c.place}` : ""})`);
  if (changes.length > GATHERED_CHANGES_LISTED) {
    lines.push(`…and ${changes.length - GATHERED_CHANGES_LISTED} more changes like these.`);
  }
  return compose(to, "Security changes on your ADRIG account", [
    { text: `Hello ${name},` },
    {
      text: `${changes.length === 1 ? "This change was" : `These ${changes.length} changes were`} made to your account in the last few minutes:`,
    },
    { text: lines.join("\n") },
    {
      text: `If this was you, there is nothing to do. If it was not, reset your password now, then check your passkeys, two-step verification and sessions on your account page, and tell us at ${site.contact.email}.`,
    },
    { link: accountLink, label: "Review your account" },
  ]);
}
