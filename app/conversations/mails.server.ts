import { attachmentText, formatBytes } from "~/conversations/attachments";
import { serviceLabel } from "~/conversations/contact-services";
import type { Mail } from "~/platform/mail/mail.server";
import { cappedMailKinds } from "~/platform/mail/recipient-caps.server";
import { type Block, compose, headerSafe } from "~/platform/mail/templates.server";
import { formatDateTime, type ShownIn } from "~/ui/format";

/**
 * The mails of conversations capped per recipient (app/platform/mail/recipient-caps.server.ts): the
 * "Is this yours?" link, the copy of a message to its sender and the link that confirms a message
 * sent without JavaScript, each to an address a request named.
 */
export const conversationCappedMails = cappedMailKinds("conversations", {
  claim: "claim",
  contactCopy: "contact-copy",
  contactConfirm: "contact-confirm",
});

/** One entry of a conversation as a mail quotes it. */
export type ThreadLine = { label: string; at: Date; body: string };

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
  /** Where the thread's times are shown: the client's zone, IST beside it. */
  shownIn?: ShownIn;
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
      caption: `On ${formatDateTime(line.at.toISOString(), reply.shownIn)}, ${line.label} wrote:`,
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

/**
 * "Is this yours? Add it to your messages" (app/conversations/claims.server.ts): conversations
 * started from the contact form with this account's address while signed out, each with its link.
 * Never the message's text: whoever typed the address chose it, so it is not repeated here.
 */
export function claimConversationMail(
  to: string,
  name: string,
  conversations: readonly { service: string | null; sentAt: Date; link: string }[],
  /** The account's time zone: the times are shown in it, IST beside them. */
  zone: string | null = null,
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
      {
        text: `Sent ${formatDateTime(c.sentAt.toISOString(), { zone, withIst: true })}, about ${serviceLabel(c.service)}.`,
      },
      { link: c.link, label: "Add it to your messages" },
    ]),
    {
      text: `${one ? "The link works" : "Each link works"} once and expires in 7 days. If you did not send ${one ? "it" : "them"}, ignore this e-mail: nothing is added to your account.`,
    },
  ]);
}

/**
 * "Confirm your message to ADRIG": the link that sends a visitor's message written without
 * JavaScript (app/conversations/confirm-by-mail.server.ts). The address is whatever was typed, so
 * the mail carries nothing the sender typed or chose: the message travels sealed in the link.
 */
export function contactConfirmMail(to: string, link: string): Mail {
  return compose(to, "Confirm your message to ADRIG", [
    { text: "Hello," },
    {
      text: "A message to ADRIG was written on our contact form with this e-mail address, in a browser without JavaScript. It is not sent yet: open the link and press Send within an hour, and it reaches us.",
    },
    { link, label: "Confirm your message" },
    { text: "If you did not write to us, ignore this e-mail: nothing is sent, and nothing is kept." },
  ]);
}

/** What "We have your message" may say: a visitor's copy is handed nothing the sender typed. */
type SenderCopy = { to: string; replyTime: string; replyTo: string } & (
  | { proven: true; name: string; service: string | null; message: string; conversationLink: string }
  | { proven: false }
);

/**
 * "We have your message": the note to the sender of a message sent with the contact form, with
 * when we usually reply. Answers go to the company mailbox.
 *
 * A signed-in client's address is proven (their account's): the copy greets them, quotes what they
 * wrote and links the conversation. A visitor's address is whatever was typed, so anyone can aim
 * this mail at a stranger: it says only that a message arrived, and carries nothing the sender
 * typed or chose (no name, no text, no service), so our domain never delivers a stranger's words.
 */
export function senderCopyMail(copy: SenderCopy): Mail {
  const mail = compose(copy.to, "We have your message", copy.proven ? provenCopy(copy) : visitorCopy(copy));
  return { ...mail, replyTo: copy.replyTo };
}

function provenCopy(copy: Extract<SenderCopy, { proven: true }>): Block[] {
  const firstName = copy.name.trim().split(/\s+/)[0] ?? "";
  return [
    { text: firstName ? `Hello ${firstName},` : "Hello," },
    {
      text: `Thank you for writing to ADRIG${copy.service && copy.service !== "other" ? ` about ${serviceLabel(copy.service)}` : ""}. We usually reply within ${copy.replyTime}, by e-mail to this address.`,
    },
    { caption: "Your message:", quote: copy.message },
    { link: copy.conversationLink, label: "See the conversation" },
  ];
}

function visitorCopy(copy: SenderCopy): Block[] {
  return [
    { text: "Hello," },
    { text: "A message was sent to ADRIG from our contact form with this e-mail address." },
    { text: `We usually reply within ${copy.replyTime}, by e-mail to this address.` },
    { text: "If you did not write to us, you can ignore this e-mail." },
  ];
}
