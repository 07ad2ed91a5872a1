import { env } from "cloudflare:test";
import { confirmedUser } from "./auth-helpers";
import { fetchPage } from "./helpers";

/**
 * A signed-in staff member: a confirmed account given the admin role, whose session began with
 * two-step verification (as the staff area requires; tests/worker/two-step.test.ts signs in that
 * way through the pages). Returns its cookie and id.
 */
export async function signedInAdmin(email = "staff@example.com", name = "Staff Member") {
  const { cookie } = await confirmedUser(email, name);
  await env.DB.prepare("update users set role = 'admin' where email = ?").bind(email).run();
  const id = await userId(email);
  await env.DB.prepare("update sessions set second_factor = 'totp' where user_id = ?").bind(id).run();
  return { cookie, id };
}

export async function userId(email: string): Promise<string> {
  const row = await env.DB.prepare("select id from users where email = ?").bind(email).first<{ id: string }>();
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

export type SeedMessage = {
  id: string;
  name?: string;
  email?: string;
  message?: string;
  service?: string | null;
  user_id?: string | null;
  is_verified?: 0 | 1;
  status?: "new" | "client_replied" | "replied" | "closed";
  created_at?: number;
  assignee_id?: string | null;
};

/**
 * Inserts conversations straight into D1 (one batch), with sensible defaults and the inbox's
 * columns as the contact form sets them (a new one waits from its own time).
 */
export async function seedMessages(messages: SeedMessage[]): Promise<void> {
  const insert = env.DB.prepare(
    `insert into contact_messages (id, name, email, message, service, user_id, is_verified, status, created_at,
       last_activity_at, last_client_at, waiting_since, last_preview, assignee_id)
     values (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?9, ?9, case when ?8 in ('new', 'client_replied') then ?9 end, substr(?4, 1, 120), ?10)`,
  );
  await env.DB.batch(
    messages.map((m, i) =>
      insert.bind(
        m.id,
        m.name ?? "Deepa Rao",
        m.email ?? "deepa@example.com",
        m.message ?? "We need a WhatsApp bot for our stores.",
        m.service === undefined ? "chatbot-development" : m.service,
        m.user_id ?? null,
        m.is_verified ?? 1,
        m.status ?? "new",
        m.created_at ?? 1_700_000_000_000 + i,
        m.assignee_id ?? null,
      ),
    ),
  );
}

export async function messageRow(id: string) {
  return env.DB.prepare("select * from contact_messages where id = ?").bind(id).first<Record<string, unknown>>();
}

export function getAs(path: string, cookie?: string): Promise<Response> {
  return fetchPage(path, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
}

/** Appends an entry to a seeded conversation (our reply by default), straight into D1. */
export async function seedEntry(
  conversationId: string,
  entry: { author?: "client" | "staff"; body?: string; at?: number; staffName?: string | null } = {},
): Promise<void> {
  const author = entry.author ?? "staff";
  const at = entry.at ?? Date.now();
  const staffName = author === "staff" ? (entry.staffName ?? "Staff Member") : null;
  await env.DB.batch([
    env.DB.prepare(
      "insert into conversation_entries (id, message_id, author, staff_name, body, created_at) values (?, ?, ?, ?, ?, ?)",
    ).bind(
      crypto.randomUUID(),
      conversationId,
      author,
      staffName,
      entry.body ?? "Thank you, we will call you on Monday.",
      at,
    ),
    env.DB.prepare(
      `update contact_messages set status = ?1, last_activity_at = ?2, last_author = ?3, last_author_name = ?4,
         last_preview = substr(?6, 1, 120),
         last_client_at = case when ?3 = 'client' then ?2 else last_client_at end,
         last_staff_at = case when ?3 = 'staff' then ?2 else last_staff_at end,
         waiting_since = case when ?3 = 'staff' then null when status = 'client_replied' then waiting_since else ?2 end
       where id = ?5`,
    ).bind(
      author === "staff" ? "replied" : "client_replied",
      at,
      author,
      staffName,
      conversationId,
      entry.body ?? "Thank you, we will call you on Monday.",
    ),
  ]);
}

export async function entriesOfMessage(id: string) {
  const { results } = await env.DB.prepare(
    "select author, staff_name, body, via from conversation_entries where message_id = ? order by created_at, id",
  )
    .bind(id)
    .all<{ author: string; staff_name: string | null; body: string; via: string }>();
  return results;
}
