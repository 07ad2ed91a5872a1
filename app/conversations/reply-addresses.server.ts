import { eq } from "drizzle-orm";
import { replyAddresses } from "~/conversations/schema.server";
import type { Db } from "~/platform/db/client.server";
import { hashToken } from "~/platform/tokens.server";

/**
 * Every mail we send in a conversation asks for answers at an address of its own,
 * `reply+<token>@<REPLY_MAIL_DOMAIN>`: 160 random bits, of which D1 keeps only the SHA-256, bound
 * to that one conversation. Email Routing hands mail for those addresses to the Worker's email()
 * handler (subaddressing: one routing rule for `reply@` covers every `reply+…@`).
 */
const LOCAL_PART = "reply";

/** The address of a token (its SHA-256 is what D1 keeps, with the conversation it names). */
export function replyAddressOf(token: string, domain: string): string {
  return `${LOCAL_PART}+${token}@${domain}`;
}

/** The token of an address we handed out, or null when the address is not one of ours. */
function replyToken(address: string, domain: string): string | null {
  const match = /^reply\+([a-z2-7]{16,64})@(.+)$/i.exec(address.trim());
  if (!match || match[2]!.toLowerCase() !== domain.toLowerCase()) return null;
  return match[1]!.toLowerCase();
}

/** The conversation an address belongs to, or null for an unknown (or forged) token. */
export async function conversationOfReplyAddress(db: Db, address: string, domain: string): Promise<string | null> {
  const token = replyToken(address, domain);
  if (!token) return null;
  const [row] = await db
    .select({ conversationId: replyAddresses.conversationId })
    .from(replyAddresses)
    .where(eq(replyAddresses.tokenHash, hashToken(token)))
    .limit(1);
  return row?.conversationId ?? null;
}
