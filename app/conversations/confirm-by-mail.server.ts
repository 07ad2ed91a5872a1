import { and, eq, isNotNull } from "drizzle-orm";
import type { SessionUser } from "~/accounts";
import { users } from "~/accounts/index.server";
import { site } from "~/content/site";
import { ATTACHMENT_FIELD } from "~/conversations/attachments";
import { type ContactDetailValues, detailValues } from "~/conversations/contact-fields";
import { contactByMailText } from "~/conversations/contact-text";
import { CONTACT_CONFIRM_PATH } from "~/conversations/conversations";
import { contactConfirmMail, conversationCappedMails } from "~/conversations/mails.server";
import { conversations } from "~/conversations/schema.server";
import { contactFormSchema } from "~/conversations/validation/contact";
import type { Db } from "~/platform/db/client.server";
import { type BodyData, parseWith } from "~/platform/http/body.server";
import { clientIp, rateLimitKeyForIp } from "~/platform/http/client-ip.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { logEvent } from "~/platform/log.server";
import { claimRecipientMail } from "~/platform/mail/recipient-caps.server";
import { enforceRateLimit } from "~/platform/rate-limit.server";
import { openToken, sealToken } from "~/platform/sealed-token.server";
import type { ConfirmByMailDeps } from "./deps.server";
import { store } from "./intake.server";
import { mailSenderCopy } from "./sender-copy.server";

/**
 * A visitor's message sent without JavaScript (docs/decisions/010-contact-messages.md), as a
 * booking is (docs/decisions/031-booking-without-javascript.md): Turnstile needs JavaScript, so the
 * address is the proof. The post stores nothing; the message is mailed back to the address it
 * names as a link to /contact/confirm, sealed in the link itself (the message's future id, the
 * name, the address, the service and the text). Opening the link only shows a button; its POST
 * stores the conversation under the id the link carries, so a link sends at most once. Nothing is
 * kept before then, so an address someone typed without owning it is never stored.
 */

const PURPOSE = "contact-confirm";
/** A link works this long after it was mailed. */
const CONTACT_LINK_MS = 60 * 60 * 1000;
/** The longest sealed token: the link must stay under the 16 KB a URL may have at Cloudflare. */
const MAX_TOKEN_CHARS = 12_000;

/** What a link carries: the message as the form sent it, and when the link stops working. */
type ContactRequest = {
  id: string;
  name: string;
  email: string;
  service: string | null;
  message: string;
  /** The further details (app/conversations/contact-fields.ts). */
  details: ContactDetailValues;
  expiresAt: number;
};

function isRequest(value: unknown): value is ContactRequest {
  if (!value || typeof value !== "object") return false;
  const r = value as Record<string, unknown>;
  return (
    ["id", "name", "email", "message"].every((key) => typeof r[key] === "string") &&
    (r.service === null || typeof r.service === "string") &&
    Boolean(r.details) &&
    typeof r.details === "object" &&
    Number.isSafeInteger(r.expiresAt) &&
    /^[0-9a-f-]{36}$/.test(r.id as string)
  );
}

/**
 * A visitor's post of the form's <noscript> field without a Turnstile token: a browser without
 * JavaScript. With JavaScript the field is never sent, and a post without a token is refused as before.
 */
export function wantsConfirmByMail(user: SessionUser | null, data: BodyData): boolean {
  return !user && data.confirmByMail === "1" && !data.token && !data["cf-turnstile-response"];
}

/** A file input left empty sends one nameless, empty part: that is no file. */
function holdsFiles(value: unknown): boolean {
  const parts = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return parts.some((part) => part !== "" && !(part instanceof File && part.name === "" && part.size === 0));
}

/**
 * Checks the message like any (the fields, the per-IP limit), then mails its link to the address
 * it names, under that address's recipient caps (kind `contact-confirm`: 3 an hour, 10 a day,
 * whatever the IP). Past a cap the answer is the same and nothing is sent. Files are refused with
 * the reason: a link cannot carry them. Returns the address the link went to.
 */
export async function mailContactConfirmLink(deps: ConfirmByMailDeps, data: BodyData, request: Request) {
  const input = parseWith(contactFormSchema, data);
  if (holdsFiles(data[ATTACHMENT_FIELD])) {
    const reason = contactByMailText.filesNeedJavaScript;
    throw new UserFacingError(400, reason, "files_need_javascript", { [ATTACHMENT_FIELD]: reason });
  }
  await enforceRateLimit(deps.limiter, rateLimitKeyForIp(clientIp(request)));
  const asked: ContactRequest = {
    id: crypto.randomUUID(),
    name: input.name,
    email: input.email,
    service: input.service,
    message: input.message,
    details: detailValues(input),
    expiresAt: deps.now().getTime() + CONTACT_LINK_MS,
  };
  const token = await sealToken(deps.secret, PURPOSE, asked, MAX_TOKEN_CHARS);
  if (!token) {
    const reason = contactByMailText.tooLong;
    throw new UserFacingError(400, reason, "message_too_long_for_link", { message: reason });
  }
  const claim = await claimRecipientMail(deps.db, conversationCappedMails.contactConfirm, input.email, deps.now());
  if (!claim) return { email: input.email };
  const link = new URL(CONTACT_CONFIRM_PATH, deps.linkOrigin);
  link.searchParams.set("token", token);
  try {
    await deps.mailer.send(contactConfirmMail(input.email, link.toString()));
  } catch (err) {
    // The mail queue being down is the platform's outage: 503, try again, with the slot given back.
    await claim.release().catch(() => undefined);
    throw err;
  }
  logEvent("info", "contact_confirm_link_sent", {});
  return { email: input.email };
}

/** The message a link carries, while it may still be used; else a refusal with the reason. */
async function requestForLink(deps: Pick<ConfirmByMailDeps, "db" | "now" | "secret">, token: string) {
  const asked = await openToken(deps.secret, PURPOSE, token, MAX_TOKEN_CHARS);
  if (!isRequest(asked) || asked.expiresAt <= deps.now().getTime())
    throw new UserFacingError(404, contactByMailText.linkInvalid, "link_invalid");
  if (await stored(deps.db, asked.id)) throw new UserFacingError(409, contactByMailText.linkUsed, "link_used");
  return asked;
}

async function stored(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: conversations.id }).from(conversations).where(eq(conversations.id, id)).limit(1);
  return Boolean(row);
}

/** Opening the link: whether it may still send its message. Changes nothing (mail scanners open links). */
export async function checkContactLink(
  deps: Pick<ConfirmByMailDeps, "db" | "now" | "secret">,
  token: string,
): Promise<void> {
  await requestForLink(deps, token);
}

/**
 * The link page's POST: the message becomes a conversation, verified (the link proves the
 * address, as an account's confirmation does), waiting for us; the company mailbox is told and the
 * sender gets "We have your message" with the conversation's link. When the address is a
 * confirmed account's, the conversation is that account's at once: whoever reads that mailbox is
 * the account's owner, the same proof a claim link gives (./claims.server.ts). Two POSTs of one
 * link store it once (the id is the primary key); the second hears "already used".
 */
export async function confirmContactFromLink(deps: ConfirmByMailDeps, token: string, request: Request) {
  const asked = await requestForLink(deps, token);
  await enforceRateLimit(deps.limiter, rateLimitKeyForIp(clientIp(request)));
  const [account] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, asked.email), isNotNull(users.emailVerifiedAt)))
    .limit(1);
  const message = {
    id: asked.id,
    userId: account?.id ?? null,
    name: asked.name,
    email: asked.email,
    service: asked.service,
    message: asked.message,
    ...detailValues(asked.details),
    isVerified: true,
  };
  try {
    // Sent without JavaScript: no tab kept where the visit came from (app/site/visit.ts).
    await store(deps, message, [], null);
  } catch (err) {
    // Another press of the same link got there first.
    if (await stored(deps.db, asked.id)) throw new UserFacingError(409, contactByMailText.linkUsed, "link_used");
    throw err;
  }
  logEvent("info", "contact_confirmed_by_link", { account: Boolean(account) });
  await mailSenderCopy(deps, { ...message, proven: true });
  return { conversationId: asked.id, replyTime: site.contact.replyTime };
}
