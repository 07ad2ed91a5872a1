import { type eq, sql } from "drizzle-orm";

/**
 * Needs reply (docs/decisions/025-staff-workspace.md): New (Turnstile-verified) and Client replied
 * conversations, as SQL over the alias `c`, word for word the condition of its partial index
 * (contact_messages_needs_reply_idx, schema.ts), so SQLite can count and page it from that index.
 */
export const NEEDS_REPLY_WHERE = "((c.status = 'new' and c.is_verified = 1) or c.status = 'client_replied')";

/**
 * The staff bar's "Inbox N" as a column of the session's one statement (composed by app/frame/request-session.server.ts): the
 * count for staff, 0 for everyone else (the count is not made for them), so no staff page spends
 * a round trip of its own on it.
 */
export function needsReplyColumn(role: Parameters<typeof eq>[0]) {
  return sql<number>`(case when ${role} = 'admin' then (select count(*) from contact_messages c indexed by contact_messages_needs_reply_idx where ${sql.raw(NEEDS_REPLY_WHERE)}) else 0 end)`.mapWith(
    Number,
  );
}
