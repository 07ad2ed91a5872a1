import { applyD1Migrations, env, reset } from "cloudflare:test";
import { describe, expect, it } from "vitest";

describe("migrations applied from scratch", () => {
  it("create every table", async () => {
    const { results } = await env.DB.prepare(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' and name != 'd1_migrations' order by name",
    ).all<{ name: string }>();
    expect(results.map((r) => r.name)).toEqual([
      "attachments",
      "booking_availability",
      "booking_staff_notices",
      "bookings",
      "capped_mails",
      "code_failures",
      "contact_messages",
      "conversation_claims",
      "conversation_entries",
      "conversation_reads",
      // The full-text index and the tables FTS5 keeps for it.
      "conversation_search",
      "conversation_search_config",
      "conversation_search_content",
      "conversation_search_data",
      "conversation_search_docsize",
      "conversation_search_idx",
      "email_changes",
      "email_tokens",
      "known_devices",
      "login_challenges",
      "login_failures",
      "mail_outbox",
      "newsletter_deliveries",
      "newsletter_images",
      "newsletter_issues",
      "newsletter_subscribers",
      "passkeys",
      "pending_signups",
      "recovery_codes",
      "reply_addresses",
      "report_days",
      "report_settings",
      "report_staff_days",
      "report_state",
      "report_version",
      "saved_replies",
      "security_events",
      "security_notices",
      "sessions",
      "spent_webauthn_challenges",
      "two_step_secrets",
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
        { name: "newsletter_deliveries_issue_status_idx", tbl_name: "newsletter_deliveries" },
        { name: "newsletter_deliveries_issue_subscriber_idx", tbl_name: "newsletter_deliveries" },
        { name: "newsletter_deliveries_unsubscribe_token_idx", tbl_name: "newsletter_deliveries" },
        { name: "newsletter_issues_slug_unique", tbl_name: "newsletter_issues" },
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
      "select status, is_verified, last_author, user_id from contact_messages where id = 'm1'",
    ).first();
    expect(row).toEqual({ status: "new", is_verified: 0, last_author: "client", user_id: null });
  });
});

describe("0006: a message's reply becomes the first entry of its conversation", () => {
  it("moves every reply, with its author, time and text, and loses nothing", async () => {
    // Start again from the schema as it was before conversations, with rows in that shape.
    await reset();
    const before = env.TEST_MIGRATIONS.filter((m) => m.name < "0006");
    const conversations = env.TEST_MIGRATIONS.filter((m) => m.name.startsWith("0006"));
    expect(conversations).toHaveLength(1);
    await applyD1Migrations(env.DB, before);
    await env.DB.batch([
      env.DB.prepare(
        "insert into users (id, email, name, password_hash, role) values ('staff-1', 'meera@adrig.co.in', 'Meera Iyer', 'x', 'admin'), ('staff-2', 'raj.k@adrig.co.in', ' ', 'x', 'admin')",
      ),
      env.DB.prepare(
        `insert into contact_messages (id, email, name, message, status, reply, replied_at, replied_by, is_verified, created_at, user_id) values
          ('unanswered', 'a@example.com', 'Asha', 'Do you build chatbots?', 'new', null, null, null, 1, 1000, null),
          ('answered', 'b@example.com', 'Bala', 'Quote for an app, please.', 'replied', 'Yes: a quote is attached.', 5000, 'staff-1', 1, 2000, null),
          ('answered-nameless', 'c@example.com', 'Chitra', 'Call me back.', 'replied', 'We called on Monday.', 6000, 'staff-2', 0, 3000, null),
          ('answered-by-gone', 'd@example.com', 'Dev', 'Any openings?', 'replied', 'Not this month.', null, null, 1, 4000, null)`,
      ),
    ]);
    await applyD1Migrations(env.DB, conversations);

    const messages = await env.DB.prepare(
      "select id, message, status, created_at, last_activity_at, last_author, last_author_name, is_verified from contact_messages order by created_at",
    ).all();
    expect(messages.results).toEqual([
      {
        id: "unanswered",
        message: "Do you build chatbots?",
        status: "new",
        created_at: 1000,
        last_activity_at: 1000,
        last_author: "client",
        last_author_name: null,
        is_verified: 1,
      },
      {
        id: "answered",
        message: "Quote for an app, please.",
        status: "replied",
        created_at: 2000,
        last_activity_at: 5000,
        last_author: "staff",
        last_author_name: "Meera Iyer",
        is_verified: 1,
      },
      {
        id: "answered-nameless",
        message: "Call me back.",
        status: "replied",
        created_at: 3000,
        last_activity_at: 6000,
        last_author: "staff",
        last_author_name: "raj.k",
        is_verified: 0,
      },
      {
        id: "answered-by-gone",
        message: "Any openings?",
        status: "replied",
        created_at: 4000,
        last_activity_at: 4000,
        last_author: "staff",
        last_author_name: null,
        is_verified: 1,
      },
    ]);
    const entries = await env.DB.prepare(
      "select message_id, author, staff_id, staff_name, body, via, created_at from conversation_entries order by created_at",
    ).all();
    expect(entries.results).toEqual([
      {
        message_id: "answered-by-gone",
        author: "staff",
        staff_id: null,
        staff_name: null,
        body: "Not this month.",
        via: "web",
        created_at: 4000,
      },
      {
        message_id: "answered",
        author: "staff",
        staff_id: "staff-1",
        staff_name: "Meera Iyer",
        body: "Yes: a quote is attached.",
        via: "web",
        created_at: 5000,
      },
      {
        message_id: "answered-nameless",
        author: "staff",
        staff_id: "staff-2",
        staff_name: "raj.k",
        body: "We called on Monday.",
        via: "web",
        created_at: 6000,
      },
    ]);
    const columns = await env.DB.prepare("select name from pragma_table_info('contact_messages')").all<{
      name: string;
    }>();
    expect(columns.results.map((c) => c.name)).not.toContain("reply");
    // Deleting a message deletes its conversation.
    await env.DB.prepare("delete from contact_messages where id = 'answered'").run();
    const left = await env.DB.prepare("select count(*) as n from conversation_entries").first<{ n: number }>();
    expect(left?.n).toBe(2);
  });
});

describe("0012: the staff workspace", () => {
  it("fills the inbox's preview, wait and client times, and the search index, for the conversations that exist", async () => {
    await reset();
    const before = env.TEST_MIGRATIONS.filter((m) => m.name < "0012");
    const workspace = env.TEST_MIGRATIONS.filter((m) => m.name.startsWith("0012"));
    expect(workspace).toHaveLength(1);
    await applyD1Migrations(env.DB, before);
    const long = `A WhatsApp bot for our 40 stores. ${"We sell spices. ".repeat(20)}`;
    await env.DB.batch([
      env.DB.prepare(
        `insert into contact_messages (id, email, name, message, status, is_verified, created_at, last_activity_at) values
          ('waiting', 'a@example.com', 'Asha Raman', ?, 'new', 1, 1000, 1000),
          ('answered-again', 'b@example.com', 'Bala Murugan', 'Quote for an app, please.', 'client_replied', 1, 2000, 9000),
          ('done', 'c@example.com', 'Chitra', 'Call me back about Kubernetes.', 'replied', 1, 3000, 7000)`,
      ).bind(long),
      env.DB.prepare(
        `insert into conversation_entries (id, message_id, author, staff_name, body, via, created_at) values
          ('e1', 'answered-again', 'staff', 'Meera', 'Here is the quote.', 'web', 4000),
          ('e2', 'answered-again', 'client', null, 'Thanks, one question about the invoice.', 'email', 8000),
          ('e3', 'answered-again', 'client', null, 'And another about Tally.', 'web', 9000),
          ('e4', 'done', 'staff', 'Meera', 'We called you on Monday.', 'web', 7000)`,
      ),
    ]);
    await applyD1Migrations(env.DB, workspace);
    const rows = await env.DB.prepare(
      "select id, last_preview, last_client_at, waiting_since, assignee_id from contact_messages order by created_at",
    ).all();
    expect(rows.results).toEqual([
      { id: "waiting", last_preview: long.slice(0, 120), last_client_at: 1000, waiting_since: 1000, assignee_id: null },
      {
        id: "answered-again",
        last_preview: "And another about Tally.",
        last_client_at: 9000,
        waiting_since: 8000,
        assignee_id: null,
      },
      {
        id: "done",
        last_preview: "We called you on Monday.",
        last_client_at: 3000,
        waiting_since: null,
        assignee_id: null,
      },
    ]);
    const kinds = await env.DB.prepare("select distinct kind from conversation_entries").all();
    expect(kinds.results).toEqual([{ kind: "message" }]);
    const found = async (word: string) =>
      (
        await env.DB.prepare(
          "select distinct conversation_id as id from conversation_search where conversation_search match ? order by id",
        )
          .bind(`"${word}"`)
          .all<{ id: string }>()
      ).results.map((r) => r.id);
    expect(await found("whatsapp")).toEqual(["waiting"]);
    expect(await found("invoice")).toEqual(["answered-again"]);
    expect(await found("kubernetes")).toEqual(["done"]);
    expect(await found("example")).toEqual(["answered-again", "done", "waiting"]);
  });
});

describe("0016: one search document per conversation", () => {
  it("numbers every conversation, gives it one document with its people, thread and notes, and keeps the numbers apart", async () => {
    await reset();
    const before = env.TEST_MIGRATIONS.filter((m) => m.name < "0016");
    const perConversation = env.TEST_MIGRATIONS.filter((m) => m.name.startsWith("0016"));
    expect(perConversation).toHaveLength(1);
    await applyD1Migrations(env.DB, before);
    await env.DB.batch([
      env.DB.prepare(
        `insert into contact_messages (id, email, name, message, status, is_verified, created_at, last_activity_at) values
          ('first', 'asha@example.com', 'Asha Raman', 'A WhatsApp bot for our stores.', 'new', 1, 1000, 1000),
          ('second', 'bala@example.com', 'Bala Murugan', 'Quote for an app, please.', 'client_replied', 1, 2000, 9000)`,
      ),
      env.DB.prepare(
        `insert into conversation_entries (id, message_id, author, kind, staff_name, body, created_at) values
          ('e1', 'second', 'staff', 'message', 'Meera', 'Here is the quote.', 4000),
          ('e2', 'second', 'client', 'message', null, 'One question about the invoice.', 8000),
          ('e3', 'second', 'staff', 'note', 'Meera', 'Budget agreed: Kubernetes first.', 8500),
          ('e4', 'second', 'staff', 'event', 'Meera', 'Meera assigned this to Raj', 8600)`,
      ),
    ]);
    await applyD1Migrations(env.DB, perConversation);
    await env.DB.prepare(
      "insert into contact_messages (id, email, name, message) values ('third', 'chitra@example.com', 'Chitra', 'Call me about Tally.')",
    ).run();
    const docs = await env.DB.prepare(
      `select c.id, s.people, s.thread, s.notes from contact_messages c
       join conversation_search s on s.rowid = c.search_doc order by c.created_at`,
    ).all();
    expect(docs.results).toEqual([
      { id: "first", people: "Asha Raman\nasha@example.com", thread: "A WhatsApp bot for our stores.", notes: "" },
      {
        id: "second",
        people: "Bala Murugan\nbala@example.com",
        // The first message, then the messages in order; a note apart; an event nowhere.
        thread: "Quote for an app, please.\nHere is the quote.\nOne question about the invoice.",
        notes: "Budget agreed: Kubernetes first.",
      },
      { id: "third", people: "Chitra\nchitra@example.com", thread: "Call me about Tally.", notes: "" },
    ]);
    const numbers = await env.DB.prepare(
      "select count(*) as n, count(distinct search_doc) as distinct_docs from contact_messages",
    ).first();
    expect(numbers).toEqual({ n: 3, distinct_docs: 3 });
    expect(await env.DB.prepare("select count(*) as n from conversation_search").first("n")).toBe(3);
  });
});

describe("security_log_weights_and_actors: staff events keep their actor as they were", () => {
  it("names the actor of earlier staff events from their account, leaves a deleted actor unnamed, and counts each earlier event once", async () => {
    // Found by name, not number: migrations are renumbered when branches merge.
    await reset();
    const weights = env.TEST_MIGRATIONS.filter((m) => m.name.includes("security_log_weights_and_actors"));
    expect(weights).toHaveLength(1);
    await applyD1Migrations(
      env.DB,
      env.TEST_MIGRATIONS.filter((m) => m.name < weights[0]!.name),
    );
    await env.DB.batch([
      env.DB.prepare(
        "insert into users (id, email, name, password_hash, role) values ('admin-1', 'meera@adrig.co.in', 'Meera Iyer', 'x', 'admin'), ('user-1', 'new.staff@example.com', 'New Staff', 'x', 'admin')",
      ),
      env.DB.prepare(
        `insert into security_events (user_id, kind, actor_user_id, created_at) values
          ('user-1', 'admin-granted', 'admin-1', 1000),
          ('user-1', 'admin-revoked', null, 2000),
          ('user-1', 'sign-in-password', null, 3000)`,
      ),
    ]);
    await applyD1Migrations(env.DB, weights);
    const rows = await env.DB.prepare(
      "select kind, actor_name, actor_email, repeats, last_at from security_events order by created_at",
    ).all();
    expect(rows.results).toEqual([
      { kind: "admin-granted", actor_name: "Meera Iyer", actor_email: "meera@adrig.co.in", repeats: 1, last_at: null },
      { kind: "admin-revoked", actor_name: null, actor_email: null, repeats: 1, last_at: null },
      { kind: "sign-in-password", actor_name: null, actor_email: null, repeats: 1, last_at: null },
    ]);
  });
});

describe("the reports' migration: a booking's conversation and the roll-ups' first build", () => {
  const split = () => {
    const reports = env.TEST_MIGRATIONS.filter((m) => m.name.includes("_reports"));
    expect(reports).toHaveLength(1);
    const name = reports[0]?.name ?? "";
    return { before: env.TEST_MIGRATIONS.filter((m) => m.name < name), reports };
  };

  it("marks a booking's conversation as come by the booking, and leaves the roll-ups to be built from the records", async () => {
    await reset();
    const { before, reports } = split();
    await applyD1Migrations(env.DB, before);
    await env.DB.batch([
      env.DB.prepare(
        "insert into users (id, email, name, password_hash, role) values ('staff-1', 'meera@adrig.co.in', 'Meera Iyer', 'x', 'admin')",
      ),
      env.DB.prepare(
        "insert into contact_messages (id, email, name, message, is_verified) values ('form-1', 'a@example.com', 'Asha', 'Hello from the form.', 1), ('booked-1', 'b@example.com', 'Bala', 'Consultation booked: Build', 1)",
      ),
      env.DB.prepare(
        "insert into bookings (id, staff_id, email, name, topic, time_zone, start_at, end_at, conversation_id) values ('bk-1', 'staff-1', 'b@example.com', 'Bala', 'general', 'Asia/Kolkata', 1, 2, 'booked-1')",
      ),
    ]);
    await applyD1Migrations(env.DB, reports);
    const channels = await env.DB.prepare("select id, channel from contact_messages order by id").all();
    expect(channels.results).toEqual([
      { id: "booked-1", channel: "booking" },
      { id: "form-1", channel: "form" },
    ]);
    // Not built: the every-minute cron makes the roll-ups from these records once.
    expect(await env.DB.prepare("select count(*) as n from report_state where name = 'built_at'").first()).toEqual({
      n: 0,
    });
  });

  it("counts a database with nothing in it as built", async () => {
    await reset();
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
    expect(await env.DB.prepare("select count(*) as n from report_state where name = 'built_at'").first()).toEqual({
      n: 1,
    });
  });
});
