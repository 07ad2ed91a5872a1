import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

describe("migrations applied from scratch", () => {
  it("create every table", async () => {
    const { results } = await env.DB.prepare(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' and name != 'd1_migrations' order by name",
    ).all<{ name: string }>();
    expect(results.map((r) => r.name)).toEqual([
      "capped_mails",
      "contact_messages",
      "email_tokens",
      "login_failures",
      "mail_outbox",
      "newsletter_subscribers",
      "pending_signups",
      "sessions",
      "used_captcha_tokens",
      "users",
    ]);
  });

  it("create the indexes the message list and sessions rely on", async () => {
    const { results } = await env.DB.prepare(
      "select name, tbl_name from sqlite_master where type = 'index' and name not like 'sqlite_%' order by name",
    ).all<{ name: string; tbl_name: string }>();
    expect(results).toEqual(
      expect.arrayContaining([
        { name: "contact_messages_email_created_idx", tbl_name: "contact_messages" },
        { name: "contact_messages_inbox_idx", tbl_name: "contact_messages" },
        { name: "contact_messages_user_created_idx", tbl_name: "contact_messages" },
        { name: "email_tokens_user_purpose_idx", tbl_name: "email_tokens" },
        { name: "newsletter_subscribers_confirm_token_idx", tbl_name: "newsletter_subscribers" },
        { name: "newsletter_subscribers_email_unique", tbl_name: "newsletter_subscribers" },
        { name: "newsletter_subscribers_unsubscribe_token_idx", tbl_name: "newsletter_subscribers" },
        { name: "sessions_user_id_idx", tbl_name: "sessions" },
        { name: "users_email_unique", tbl_name: "users" },
      ]),
    );
  });

  it("enforce foreign keys", async () => {
    await expect(
      env.DB.prepare("insert into sessions (id, user_id, expires_at) values ('s', 'no-such-user', 0)").run(),
    ).rejects.toThrow(/FOREIGN KEY/);
  });

  it("default a message's status to 'new' and is_verified to false", async () => {
    await env.DB.prepare(
      "insert into contact_messages (id, email, name, message) values ('m1', 'a@b.co', 'Ann', 'Hello there friend')",
    ).run();
    const row = await env.DB.prepare(
      "select status, is_verified, reply, user_id from contact_messages where id = 'm1'",
    ).first();
    expect(row).toEqual({ status: "new", is_verified: 0, reply: null, user_id: null });
  });
});
