import { sql } from "drizzle-orm";
import { noDetails } from "~/conversations/contact-fields";
import { type ConversationChannel, previewOf } from "~/conversations/conversations";
import { conversations } from "~/conversations/schema.server";
import type { Db } from "~/platform/db/client.server";
import type { Mailer } from "~/platform/mail/mail.server";
import type { Visit } from "~/site";
import { offerClaim } from "./claims.server";
import { notifyCompanyMailbox } from "./notifications.server";
import { conversationWrites } from "./writes.server";

/**
 * A conversation another domain starts for a verified person (a booked consultation): stored as
 * the contact form stores one (new, waiting for us, verified), the company mailbox told, and for a
 * visitor whose address has an account, the "Is this yours?" link mailed there. Returns its id.
 * The contact form's further details (./contact-fields.ts) were never asked: each is stored empty.
 */
export async function startConversation(
  deps: { db: Db; mailer: Mailer; now: () => Date; companyMailbox: string; siteOrigin: string },
  start: { userId: string | null; name: string; email: string; service: string | null; message: string },
  from: { channel: ConversationChannel; visit: Visit | null },
): Promise<string> {
  const id = crypto.randomUUID();
  const now = deps.now();
  const details = noDetails();
  const counted = await conversationWrites.statements(deps.db, {
    kind: "arrived",
    at: now,
    channel: from.channel,
    service: start.service,
    visit: from.visit,
    when: sql`1`,
  });
  await deps.db.batch([
    deps.db.insert(conversations).values({
      id,
      userId: start.userId,
      name: start.name,
      email: start.email,
      service: start.service,
      message: start.message,
      ...details,
      channel: from.channel,
      visit: from.visit,
      isVerified: true,
      createdAt: now,
      lastActivityAt: now,
      lastClientAt: now,
      waitingSince: now,
      lastPreview: previewOf(start.message),
    }),
    ...counted,
  ]);
  await notifyCompanyMailbox(deps, { id, ...start, ...details, isVerified: true });
  if (!start.userId) {
    await offerClaim(
      { db: deps.db, mailer: deps.mailer, now: deps.now, origin: deps.siteOrigin },
      { id, email: start.email, service: start.service, createdAt: now },
    );
  }
  return id;
}
