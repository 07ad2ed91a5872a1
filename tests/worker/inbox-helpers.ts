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
};

/** Inserts messages straight into D1 (one batch), with sensible defaults. */
export async function seedMessages(messages: SeedMessage[]): Promise<void> {
  const insert = env.DB.prepare(
    "insert into contact_messages (id, name, email, message, service, user_id, is_verified, status, created_at, last_activity_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
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
        m.created_at ?? 1_700_000_000_000 + i,
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
  messageId: string,
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
      messageId,
      author,
      staffName,
      entry.body ?? "Thank you, we will call you on Monday.",
      at,
    ),
    env.DB.prepare(
      "update contact_messages set status = ?, last_activity_at = ?, last_author = ?, last_author_name = ? where id = ?",
    ).bind(author === "staff" ? "replied" : "client_replied", at, author, staffName, messageId),
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
