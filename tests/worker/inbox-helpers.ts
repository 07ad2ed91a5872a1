import { env } from "cloudflare:test";
import { confirmedUser } from "./auth-helpers";
import { fetchPage } from "./helpers";

/** A signed-in staff member: a confirmed account given the admin role. Returns its cookie and id. */
export async function signedInAdmin(email = "staff@example.com", name = "Staff Member") {
  const { cookie } = await confirmedUser(email, name);
  await env.DB.prepare("update users set role = 'admin' where email = ?").bind(email).run();
  return { cookie, id: await userId(email) };
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
  status?: "new" | "replied";
  reply?: string | null;
  created_at?: number;
};

/** Inserts messages straight into D1 (one batch), with sensible defaults. */
export async function seedMessages(messages: SeedMessage[]): Promise<void> {
  const insert = env.DB.prepare(
    "insert into contact_messages (id, name, email, message, service, user_id, is_verified, status, reply, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
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
        m.reply ?? null,
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
