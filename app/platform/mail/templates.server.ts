import { buildMailFooter } from "~/content/derive";
import { site } from "~/content/site";
import { attachmentText, formatBytes } from "~/conversations/attachments";
import { serviceLabel } from "~/conversations/contact-services";
import { formatDateTime } from "~/ui/format";
import type { Mail } from "./mail.server";

/** Every mail has a plain-text part and a simple HTML part built from the same paragraphs. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** A paragraph, a button link, or a quoted passage (an earlier entry of a conversation). */
export type Block = { text: string } | { link: string; label: string } | { quote: string; caption: string };

/** Company and postal address from app/content/site.yml, the one place they are written. */
const MAIL_FOOTER = buildMailFooter(site);

function plainText(block: Block): string {
  if ("link" in block) return `${block.label}: ${block.link}`;
  if ("quote" in block) return `${block.caption}\n${block.quote.replace(/^/gm, "> ")}`;
  return block.text;
}

function htmlBlock(block: Block): string {
  if ("link" in block) {
    return `<p><a href="${escapeHtml(block.link)}" style="display:inline-block;background:#135bfb;color:#ffffff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:600">${escapeHtml(block.label)}</a></p><p style="font-size:13px;color:#4a5673">Or paste this link into your browser: ${escapeHtml(block.link)}</p>`;
  }
  if ("quote" in block) {
    return `<p style="margin-bottom:4px;font-size:13px;color:#4a5673">${escapeHtml(block.caption)}</p><blockquote style="margin:0 0 16px;padding-left:12px;border-left:3px solid #dbe7ff;color:#4a5673;white-space:pre-line">${escapeHtml(block.quote)}</blockquote>`;
  }
  return `<p style="white-space:pre-line">${escapeHtml(block.text)}</p>`;
}

export function compose(to: string, subject: string, blocks: Block[]): Mail {
  const footer = MAIL_FOOTER;
  const text = [...blocks.map(plainText), "--", footer].join("\n\n");
  const body = blocks.map(htmlBlock).join("");
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#0b1b3f;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">${body}<hr style="border:none;border-top:1px solid #dbe7ff"><p style="font-size:12px;color:#4a5673">${escapeHtml(footer)}</p></body></html>`;
  return { to, subject, text, html };
}

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

/** One entry of a conversation as a mail quotes it. */
export type ThreadLine = { label: string; at: Date; body: string };

/**
 * Names travel into subjects: mail headers get no line breaks or other control characters,
 * whatever a stored name holds (names are refused with them anyway). The two joiners stay: emoji
 * sequences (👩‍💻) and some scripts are written with them, and they break no header. Non-ASCII
 * text is otherwise handed on as it is: Email Service takes the subject as a field, not as raw
 * MIME, and encodes it for the header itself (RFC 2047; docs/decisions/024-newsletter-editor.md).
 */
export function headerSafe(text: string): string {
  return text.replace(/(?:(?![\u200c\u200d])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}])+/gu, " ").trim();
}

/**
 * Our reply in a conversation, as a person wrote it: the subject names the request, the reply's
 * own text (it greets the client itself: no second greeting is added), signed "{name} from ADRIG",
 * then how to answer, then the conversation so far, quoted, newest first as mail clients show a
 * thread. From shows the staff member's name; answers go to the conversation's own address, and
 * the threading headers keep every mail of the conversation in one thread.
 */
export function conversationReplyMail(reply: {
  to: string;
  service: string | null;
  reply: string;
  signedBy: string;
  thread: readonly ThreadLine[];
  conversationLink: string;
  replyTo: string;
  headers: Record<string, string>;
  /** The reply's files: named here, downloaded on the site (never sent in mail). */
  files?: readonly { name: string; bytes: number }[];
}): Mail {
  const earlier = reply.thread.slice(0, -1).reverse();
  const files = reply.files ?? [];
  const mail = compose(reply.to, enquirySubject(reply.service), [
    { text: reply.reply },
    { text: `— ${reply.signedBy}` },
    ...(files.length
      ? [
          {
            text: `Files with this reply, to download from the conversation when you are signed in: ${files
              .map((file) => `${file.name} (${formatBytes(file.bytes)})`)
              .join(", ")}.`,
          },
        ]
      : []),
    {
      text: `Answer by replying to this e-mail, or on our site when you are signed in. ${attachmentText.mailHint}`,
    },
    { link: reply.conversationLink, label: "See the conversation" },
    ...earlier.map((line) => ({
      caption: `On ${formatDateTime(line.at.toISOString())}, ${line.label} wrote:`,
      quote: line.body,
    })),
  ]);
  return { ...mail, fromName: headerSafe(reply.signedBy), replyTo: reply.replyTo, headers: reply.headers };
}

/** "Re: your Chatbot Development enquiry"; "Re: your enquiry to ADRIG" when no service was chosen. */
function enquirySubject(service: string | null): string {
  const label = service && service !== "other" ? serviceLabel(service) : null;
  return label ? `Re: your ${label} enquiry` : "Re: your enquiry to ADRIG";
}

/**
 * Our acknowledgement of an answer by e-mail whose files were not all kept: which ones, why, and
 * how to send them. In the conversation's thread (its subject and threading headers).
 */
export function notKeptFilesMail(ack: {
  to: string;
  service: string | null;
  notKept: readonly { name: string; reason: string }[];
  conversationLink: string;
  headers: Record<string, string>;
}): Mail {
  return {
    ...compose(ack.to, enquirySubject(ack.service), [
      { text: "Hello," },
      { text: "Thank you: your reply reached us and is in the conversation. Some of its files were not kept:" },
      ...ack.notKept.map((file) => ({ text: `${file.name}: ${attachmentText.notKeptLine(file.reason)}` })),
      { text: `Please send them again within the limits. ${attachmentText.mailHint}` },
      { link: ack.conversationLink, label: "See the conversation" },
    ]),
    headers: ack.headers,
  };
}

/** A client's reply, announced to the assignee or the company mailbox; Reply-To is the client. */
export function clientReplyNotificationMail(reply: {
  recipient: string;
  link: string;
  name: string;
  email: string;
  body: string;
  via: "web" | "email";
  /** How many files came with it (downloaded in the inbox). */
  files?: number;
}): Mail {
  const mail = compose(reply.recipient, `New reply from ${headerSafe(reply.name)}`, [
    {
      text: `${reply.name} (${reply.email}) answered in their conversation ${reply.via === "email" ? "by e-mail" : "on the site"}:`,
    },
    { text: reply.body },
    ...(reply.files
      ? [{ text: `Attachments: ${reply.files === 1 ? "1 file" : `${reply.files} files`}, in the inbox.` }]
      : []),
    { link: reply.link, label: "Open the conversation" },
  ]);
  return { ...mail, replyTo: reply.email };
}

export function newsletterConfirmMail(to: string, link: string): Mail {
  return compose(to, "Confirm your subscription to ADRIG Insights", [
    { text: "Hello," },
    {
      text: "Someone, hopefully you, asked to receive ADRIG Insights, our monthly e-mail with new articles and practical notes from real AI projects. Please confirm that this address should get it. The link expires in 7 days.",
    },
    { link, label: "Confirm my subscription" },
    { text: "If you did not ask for this, ignore this e-mail: without confirmation you will not hear from us." },
  ]);
}

/**
 * The RFC 8058 pair every mail to a confirmed subscriber carries, so mail providers offer their
 * own one-click "Unsubscribe". The mailto: alternative reaches the company mailbox, where staff
 * unsubscribe the sender by hand.
 */
function unsubscribeHeaders(unsubscribeLink: string): Record<string, string> {
  const mailto = `mailto:${site.contact.email}?subject=${encodeURIComponent("Unsubscribe from ADRIG Insights")}`;
  return {
    "List-Unsubscribe": `<${unsubscribeLink}>, <${mailto}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** Every mail to a confirmed subscriber carries the unsubscribe link in its text and its headers. */
export function newsletterWelcomeMail(to: string, unsubscribeLink: string): Mail {
  const mail = compose(to, "Welcome to ADRIG Insights", [
    { text: "Hello," },
    {
      text: "Your subscription to ADRIG Insights is confirmed. Once a month you will get our newest articles and notes from the projects we run, and nothing else.",
    },
    { text: "You can leave at any time with one click:" },
    { link: unsubscribeLink, label: "Unsubscribe" },
  ]);
  return { ...mail, headers: unsubscribeHeaders(unsubscribeLink) };
}

/** An issue of ADRIG Insights as one subscriber gets it. */
export type IssueMail = {
  to: string;
  subject: string;
  /** The line inboxes show after the subject; hidden in the HTML body. */
  previewText: string;
  /** The body as the plain-text part (its Markdown, links absolute) and as HTML. */
  text: string;
  html: string;
  /** `/newsletter/issues/<slug>` on SITE_ORIGIN. */
  webLink: string;
  unsubscribeLink: string;
};

/**
 * An issue: the preview text hidden at the top of the HTML (inboxes show it beside the subject),
 * "View in your browser", the body, then why the reader gets it, the one-click unsubscribe link
 * and the company's postal address (the footer every mail carries, from site.yml).
 */
export function newsletterIssueMail(issue: IssueMail): Mail {
  const footer = MAIL_FOOTER;
  const preheader = issue.previewText
    ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${escapeHtml(issue.previewText)}</div>`
    : "";
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#0b1b3f;line-height:1.5;max-width:600px;margin:0 auto;padding:24px">${preheader}<p style="font-size:12px;color:#4a5673">ADRIG Insights · <a href="${escapeHtml(issue.webLink)}" style="color:#135bfb">View in your browser</a></p>${issue.html}<hr style="border:none;border-top:1px solid #dbe7ff"><p style="font-size:12px;color:#4a5673">You receive ADRIG Insights because you subscribed on our website. <a href="${escapeHtml(issue.unsubscribeLink)}" style="color:#135bfb">Unsubscribe</a> with one click.</p><p style="font-size:12px;color:#4a5673">${escapeHtml(footer)}</p></body></html>`;
  const text = [
    `View in your browser: ${issue.webLink}`,
    issue.text,
    "--",
    `You receive ADRIG Insights because you subscribed on our website. Unsubscribe with one click: ${issue.unsubscribeLink}`,
    footer,
  ].join("\n\n");
  return {
    to: issue.to,
    subject: headerSafe(issue.subject),
    text,
    html,
    headers: unsubscribeHeaders(issue.unsubscribeLink),
  };
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

/**
 * A change to the staff team (docs/accounts-and-security.md), told at once to every admin and to the account
 * concerned: who gave or removed admin access to whom, when, from which browser and place.
 */
export function staffChangeMail(
  to: string,
  change: {
    kind: "granted" | "revoked";
    account: { name: string; email: string };
    actor: { name: string; email: string };
    at: string;
    browser: string;
    place: string | null;
  },
  link: { href: string; label: string },
): Mail {
  const account = change.account.name || change.account.email;
  const actor = change.actor.name || change.actor.email;
  const granted = change.kind === "granted";
  const subject = granted
    ? `Admin access given to ${account} by ${actor}`
    : `Admin access removed from ${account} by ${actor}`;
  return compose(to, headerSafe(subject), [
    { text: "Hello," },
    {
      text: granted
        ? `${actor} (${change.actor.email}) gave admin access to ${account} (${change.account.email}). Admins read and answer contact messages, send the newsletter and manage the team.`
        : `${actor} (${change.actor.email}) removed the admin access of ${account} (${change.account.email}). They can no longer use the staff area.`,
    },
    {
      text: `When: ${change.at}\nBrowser: ${change.browser}${change.place ? `\nApproximate place: ${change.place}` : ""}`,
    },
    {
      text: `If this was expected, there is nothing to do. If not, tell the team and ${site.contact.email} at once: any admin can remove the role on the team page after confirming it's them.`,
    },
    { link: link.href, label: link.label },
  ]);
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

/**
 * "Is this yours? Add it to your messages" (app/conversations/claims.server.ts): conversations
 * started from the contact form with this account's address while signed out, each with its link.
 * Never the message's text: whoever typed the address chose it, so it is not repeated here.
 */
export function claimConversationMail(
  to: string,
  name: string,
  conversations: readonly { service: string | null; sentAt: Date; link: string }[],
): Mail {
  const one = conversations.length === 1;
  return compose(to, "Is this yours? Add it to your messages", [
    { text: `Hello ${name},` },
    {
      text: one
        ? "A message was sent to ADRIG from our contact form with your e-mail address while signed out. If you sent it, add it to your messages: open the link while signed in to your ADRIG account."
        : "These messages were sent to ADRIG from our contact form with your e-mail address while signed out. If you sent one, add it to your messages: open its link while signed in to your ADRIG account.",
    },
    ...conversations.flatMap((c): Block[] => [
      { text: `Sent ${formatDateTime(c.sentAt.toISOString())}, about ${serviceLabel(c.service)}.` },
      { link: c.link, label: "Add it to your messages" },
    ]),
    {
      text: `${one ? "The link works" : "Each link works"} once and expires in 7 days. If you did not send ${one ? "it" : "them"}, ignore this e-mail: nothing is added to your account.`,
    },
  ]);
}
