import { site } from "~/content/site";
import type { Mail } from "~/platform/mail/mail.server";
import { cappedMailKinds } from "~/platform/mail/recipient-caps.server";
import { compose, escapeHtml, headerSafe, MAIL_BODY_STYLE, MAIL_FOOTER } from "~/platform/mail/templates.server";

/** The newsletter's mail capped per recipient (app/platform/mail/recipient-caps.server.ts): the confirmation link. */
export const newsletterCappedMails = cappedMailKinds("newsletter", { subscribe: "subscribe" });

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
  // A code block keeps its lines but wraps them: mail clients ignore style sheets, so inline.
  const body = issue.html.replaceAll("<pre>", '<pre style="white-space:pre-wrap;word-break:break-all">');
  const preheader = issue.previewText
    ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${escapeHtml(issue.previewText)}</div>`
    : "";
  const html = `<!doctype html><html lang="en"><body style="${MAIL_BODY_STYLE}">${preheader}<p style="font-size:12px;color:#4a5673">ADRIG Insights · <a href="${escapeHtml(issue.webLink)}" style="color:#135bfb">View in your browser</a></p>${body}<hr style="border:none;border-top:1px solid #dbe7ff"><p style="font-size:12px;color:#4a5673">You receive ADRIG Insights because you subscribed on our website. <a href="${escapeHtml(issue.unsubscribeLink)}" style="color:#135bfb">Unsubscribe</a> with one click.</p><p style="font-size:12px;color:#4a5673">${escapeHtml(footer)}</p></body></html>`;
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
