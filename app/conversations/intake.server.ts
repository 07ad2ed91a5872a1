import { sql } from "drizzle-orm";
import { displayName, type SessionUser } from "~/accounts";

import { ATTACHMENT_FIELD } from "~/conversations/attachments";
import { detailValues } from "~/conversations/contact-fields";
import { previewOf } from "~/conversations/conversations";
import { attachments, conversations } from "~/conversations/schema.server";
import { conversationToasts } from "~/conversations/texts";
import {
  type ContactMessageInput,
  type ContactVisitorInput,
  contactMessageSchema,
  contactVisitorSchema,
} from "~/conversations/validation/contact";
import { type BodyData, parseWith } from "~/platform/http/body.server";
import { clientIp, rateLimitKeyForIp } from "~/platform/http/client-ip.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { claimVisitorToken, releaseVisitorToken } from "~/platform/http/visitor-token.server";
import { logEvent } from "~/platform/log.server";
import { enforceRateLimit } from "~/platform/rate-limit.server";
import { type Visit, visitFromForm } from "~/site";
import type { Toast } from "~/ui/toasts/toast";
import { errorText } from "~/ui/ui-text";
import { type CheckedFile, checkedUploads, keepFiles } from "./attachments.server";
import { offerClaim } from "./claims.server";
import type { IntakeDeps } from "./deps.server";
import { type NotifiableMessage, notifyCompanyMailbox } from "./notifications.server";
import { mailSenderCopy } from "./sender-copy.server";
import { conversationWrites } from "./writes.server";

/**
 * The contact form's intake (docs/decisions/010-contact-messages.md): a visitor's or a signed-in
 * client's message becomes a new conversation, waiting for us, and the company mailbox is told.
 */

/**
 * Who sent it: the client address (rate limit, siteverify), the host the page was served on, and
 * where the visit came from as the browser told it (app/site/visit.ts), if it did.
 */
type ClientInfo = { ip: string; hostname: string; visit: Visit | null };

/**
 * A visitor's message: stored verified after Turnstile says yes; refused (nothing stored) when it
 * says no; stored UNverified when siteverify cannot be reached, so no message is lost to an
 * outage and none of them ever appears in anyone's list (docs/decisions/010-contact-messages.md).
 */
async function submitVisitorMessage(
  deps: IntakeDeps,
  input: ContactVisitorInput,
  req: ClientInfo,
  files: readonly CheckedFile[] = [],
): Promise<{ id: string; verified: boolean }> {
  await countAgainstLimits(deps, req, files);
  const verdict = await claimVisitorToken(deps.db, deps.turnstile, input.token, {
    ip: req.ip,
    hostname: req.hostname,
    at: deps.now(),
  });
  if (verdict === "invalid") {
    // A refused message leaves no row behind: siteverify will refuse this token again anyway.
    await releaseVisitorToken(deps.db, input.token);
    throw new UserFacingError(400, errorText.captchaFailed, "captcha_failed");
  }
  if (verdict === "unavailable") logEvent("warn", "siteverify_unavailable", { stored: "unverified" });
  const verified = verdict === "valid";
  const id = crypto.randomUUID();
  const createdAt = await store(
    deps,
    {
      id,
      userId: null,
      name: input.name,
      email: input.email,
      service: input.service,
      message: input.message,
      ...detailValues(input),
      isVerified: verified,
    },
    files,
    req.visit,
  );
  // In nobody's portal until the account of its address, if there is one, adds it from the link
  // mailed there (./claims.ts). An unverified one is listed nowhere; its sender can ask for the
  // link on /messages once staff verified it.
  if (verified) {
    await offerClaim(
      { db: deps.db, mailer: deps.mailer, now: deps.now, origin: deps.siteOrigin },
      { id, email: input.email, service: input.service, createdAt },
    );
  }
  return { id, verified };
}

/** A signed-in user's message: name, e-mail and user id come from the session, never the body. */
async function submitUserMessage(
  deps: IntakeDeps,
  user: SessionUser,
  input: ContactMessageInput,
  req: ClientInfo,
  files: readonly CheckedFile[] = [],
): Promise<string> {
  await countAgainstLimits(deps, req, files);
  const id = crypto.randomUUID();
  await store(
    deps,
    {
      id,
      userId: user.id,
      name: displayName(user),
      email: user.email,
      service: input.service,
      message: input.message,
      ...detailValues(input),
      isVerified: true,
    },
    files,
    req.visit,
  );
  return id;
}

/**
 * The per-IP limit: each message counts once, and its files count under a key of their own on the
 * same limiter (5 a minute), so one message may carry all 5 and the next minute's none.
 */
async function countAgainstLimits(deps: IntakeDeps, req: ClientInfo, files: readonly CheckedFile[]): Promise<void> {
  const key = rateLimitKeyForIp(req.ip);
  await enforceRateLimit(deps.limiter, key);
  for (const _file of files) await enforceRateLimit(deps.limiter, `files:${key}`);
}

/**
 * Stores a message as a new conversation, waiting for us, with its files (in the bucket first,
 * then their rows in the same batch as the conversation's), then queues its notification (which
 * never fails the request).
 */
export async function store(
  deps: IntakeDeps,
  message: NotifiableMessage & { userId: string | null },
  files: readonly CheckedFile[],
  visit: Visit | null,
): Promise<Date> {
  const now = deps.now();
  const kept = await keepFiles(deps.files, message.id, null, files);
  try {
    const conversation = deps.db.insert(conversations).values({
      ...message,
      channel: "form",
      visit,
      createdAt: now,
      lastActivityAt: now,
      lastClientAt: now,
      waitingSince: now,
      lastPreview: previewOf(message.message),
    });
    // Counted as it is stored, when staff will see it (an unverified one counts once verified).
    const counted = message.isVerified
      ? await conversationWrites.statements(deps.db, {
          kind: "arrived",
          at: now,
          channel: "form",
          service: message.service,
          visit,
          when: sql`1`,
        })
      : [];
    await deps.db.batch([
      conversation,
      ...(kept.rows.length > 0 ? [deps.db.insert(attachments).values(kept.rows)] : []),
      ...counted,
    ]);
  } catch (err) {
    await kept.discard();
    throw err;
  }
  await notifyCompanyMailbox(deps, { ...message, files: kept.rows.length });
  return now;
}

/**
 * One contact form post, from the API or the page action: a signed-in user's message (name and
 * e-mail from the session) or a visitor's (Turnstile token required). The answer's text and toast
 * are the spec's.
 */
export async function sendContactMessage(
  deps: IntakeDeps,
  user: SessionUser | null,
  data: BodyData,
  request: Request,
): Promise<SentMessage> {
  const hostname = new URL(request.url).hostname;
  const req = { ip: clientIp(request), hostname, visit: visitFromForm(data, hostname) };
  if (user) {
    const input = parseWith(contactMessageSchema, data);
    const id = await submitUserMessage(deps, user, input, req, await checkedUploads(data[ATTACHMENT_FIELD]));
    const name = displayName(user);
    const copied = await mailSenderCopy(deps, { id, ...input, name, email: user.email, proven: true });
    return {
      message: conversationToasts.userMessageSent.description,
      toast: conversationToasts.userMessageSent,
      sent: { conversationId: id, email: user.email, copied },
    };
  }
  // The widget posts its token as cf-turnstile-response in plain form posts.
  const token = data.token ?? data["cf-turnstile-response"];
  const input = parseWith(contactVisitorSchema, { ...data, token });
  const { id, verified } = await submitVisitorMessage(deps, input, req, await checkedUploads(data[ATTACHMENT_FIELD]));
  // An unverified message (siteverify could not be reached) proves no human typed the address: no copy.
  const copied = verified && (await mailSenderCopy(deps, { id, ...input, proven: false }));
  return {
    message: conversationToasts.visitorMessageSent.description,
    toast: conversationToasts.visitorMessageSent,
    sent: { conversationId: null, email: input.email, copied },
  };
}

/**
 * What a sent message's answer says next: the conversation to follow (a signed-in client's only:
 * a visitor's is in nobody's list until claimed), the address our reply goes to, and whether a
 * copy went there.
 */
export type SentMessage = {
  message: string;
  toast: Toast;
  sent: { conversationId: string | null; email: string; copied: boolean };
};

/** A sent message's next steps as the form's answer carries them (FormAnswer.result: strings only). */
export function sentResult(sent: SentMessage["sent"]): Record<string, string> {
  return {
    email: sent.email,
    copied: sent.copied ? "yes" : "no",
    ...(sent.conversationId ? { conversationId: sent.conversationId } : {}),
  };
}
