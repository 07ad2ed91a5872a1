import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { replyAddressOf } from "~/conversations/reply-addresses.server";
import { fillSavedReply } from "~/conversations/saved-replies.server";
import { generateToken, hashToken } from "~/platform/tokens.server";
import { confirmedUser, lastMailTo } from "./auth-helpers";
import { downloadMyData, ORIGIN, postForm } from "./helpers";
import { deliver } from "./inbound-helpers";
import { getAs, messageRow, seedEntry, seedMessages, signedInAdmin, userId } from "./inbox-helpers";

/**
 * The staff workspace (docs/decisions/025-staff-workspace.md): a reply stored once per composed
 * key, signed by a person; notes that never reach a client; unread per staff member; assignment
 * and where a client's answer is mailed; saved replies; the staff signature on /account.
 */
const as = (cookie: string) => ({ headers: { Cookie: cookie } });
const CLIENT = "meena@example.com";

async function replyCount(id: string) {
  return env.DB.prepare(
    "select count(*) as n from conversation_entries where message_id = ? and kind = 'message' and author = 'staff'",
  )
    .bind(id)
    .first<number>("n");
}

async function mailsTo(to: string, subject: string) {
  await new Promise((r) => setTimeout(r, 400));
  return env.DB.prepare('select count(*) as n from mail_outbox where "to" = ? and subject = ?')
    .bind(to, subject)
    .first<number>("n");
}

describe("a composed reply", () => {
  it("is stored and mailed once, however many identical posts arrive at once", async () => {
    const admin = await signedInAdmin();
    await seedMessages([{ id: "m1", name: "Meena Ramesh", email: CLIENT }]);
    const key = crypto.randomUUID();
    const posts = await Promise.all(
      Array.from({ length: 8 }, () =>
        postForm(
          "/admin/messages/m1",
          { intent: "reply", reply: "Hello Meena,\n\nYes, on Monday.", key },
          as(admin.cookie),
        ),
      ),
    );
    expect(posts.map((r) => r.status)).toEqual(Array(8).fill(303));
    expect(await replyCount("m1")).toBe(1);
    expect(await mailsTo(CLIENT, "Re: your Chatbot Development enquiry")).toBe(1);
    // A new key is a new reply.
    await postForm(
      "/admin/messages/m1",
      { intent: "reply", reply: "One more thing: bring the menu.", key: crypto.randomUUID() },
      as(admin.cookie),
    );
    expect(await replyCount("m1")).toBe(2);
    // Without a key (an old page, a script) nothing is stored, and the reason says what to do.
    const keyless = await postForm(
      "/admin/messages/m1",
      { intent: "reply", reply: "No key at all here." },
      as(admin.cookie),
    );
    expect(keyless.status).toBe(400);
    expect(await keyless.text()).toContain("This form has expired");
    expect(await replyCount("m1")).toBe(2);
  });

  // The key was once unique across every conversation, so a reply whose key had been
  // used elsewhere was dropped and still answered "Reply sent".
  it("is stored per conversation by its key, and a replay says it was already sent", async () => {
    const admin = await signedInAdmin();
    await seedMessages([
      { id: "m1", name: "Meena Ramesh", email: CLIENT },
      { id: "m2", name: "Ravi Kumar", email: "ravi@example.com" },
    ]);
    const key = crypto.randomUUID();
    const flash = (res: Response) =>
      decodeURIComponent(res.headers.getSetCookie().find((c) => c.startsWith("flash=")) ?? "");
    const reply = (id: string, text: string) =>
      postForm(`/admin/messages/${id}`, { intent: "reply", reply: text, key }, as(admin.cookie));
    expect(flash(await reply("m1", "Hello Meena,\n\nYes, on Monday."))).toContain("Reply sent");
    const other = await reply("m2", "Hello Ravi,\n\nThe quote is attached.");
    expect(flash(other)).toContain("Reply sent");
    expect(await replyCount("m1")).toBe(1);
    expect(await replyCount("m2")).toBe(1);
    expect(await mailsTo("ravi@example.com", "Re: your Chatbot Development enquiry")).toBe(1);
    const again = await reply("m2", "Hello Ravi,\n\nThe quote is attached.");
    expect(again.status).toBe(303);
    expect(flash(again)).toContain("Reply already sent");
    expect(flash(again)).not.toContain('"Reply sent"');
    expect(await replyCount("m2")).toBe(1);
    expect(await mailsTo("ravi@example.com", "Re: your Chatbot Development enquiry")).toBe(1);
    // Notes likewise: the same key in two conversations is two notes; a replay adds nothing.
    const noteKey = crypto.randomUUID();
    const note = (id: string) =>
      postForm(
        `/admin/messages/${id}`,
        { intent: "note", note: "Call them on Monday.", key: noteKey },
        as(admin.cookie),
      );
    expect(flash(await note("m1"))).toContain("Note added");
    expect(flash(await note("m2"))).toContain("Note added");
    expect(flash(await note("m1"))).toContain("Note already added");
  });

  it("is signed with the staff member's display name and signature, greets once, and threads", async () => {
    const client = await confirmedUser(CLIENT, "Meena Ramesh");
    const admin = await signedInAdmin("priya@adrig.co.in", "Priya N");
    const saved = await postForm(
      "/account",
      { intent: "staff-profile", displayName: "Priya Natarajan", signature: "Priya Natarajan\nSolutions Lead, ADRIG" },
      as(admin.cookie),
    );
    expect(saved.status).toBe(303);
    await seedMessages([
      { id: "m1", name: "Meena Ramesh", email: CLIENT, service: "chatbot-development", user_id: await userId(CLIENT) },
    ]);
    const page = await (await getAs("/admin/messages/m1", admin.cookie)).text();
    // The composer starts with the one greeting.
    expect(page).toMatch(/<textarea[^>]*name="reply"[^>]*>Hello Meena,\n\n<\/textarea>/);
    await postForm(
      "/admin/messages/m1",
      {
        intent: "reply",
        reply: "Hello Meena,\n\nThank you: a call on Monday at 11 suits us.",
        key: crypto.randomUUID(),
      },
      as(admin.cookie),
    );
    const mail = await lastMailTo(CLIENT, { subject: "Re: your Chatbot Development enquiry" });
    expect(mail!.text.match(/Hello Meena/g)).toHaveLength(1);
    expect(mail!.text).not.toContain("Meena Ramesh,");
    expect(mail!.text).toContain("Priya Natarajan\nSolutions Lead, ADRIG");
    expect(mail!.text).toContain("— Priya Natarajan from ADRIG");
    expect(mail!.from).toBe('"Priya Natarajan from ADRIG" <no-reply@adrig.co.in>');
    const headers = JSON.parse(mail!.headers!) as Record<string, string>;
    expect(headers["In-Reply-To"]).toBe("<conversation-m1@adrig.co.in>");
    // The client sees who wrote it.
    const thread = await (await getAs("/messages/m1", client.cookie)).text();
    expect(thread).toContain("Priya Natarajan from ADRIG");
    // A signature is staff only: a client posting one gets the site's 404 and nothing changes.
    const refused = await postForm(
      "/account",
      { intent: "staff-profile", displayName: "Fake Staff" },
      as(client.cookie),
    );
    expect(refused.status).toBe(404);
  });
});

describe("notes", () => {
  it("show to staff, marked as such, and never reach the client: not their page, the API, a mail or their data", async () => {
    const admin = await signedInAdmin();
    const client = await confirmedUser(CLIENT, "Meena Ramesh");
    await seedMessages([{ id: "m1", name: "Meena Ramesh", email: CLIENT, user_id: await userId(CLIENT) }]);
    const note = "Budget is tight, offer the smaller plan first.";
    const res = await postForm(
      "/admin/messages/m1",
      { intent: "note", note, key: crypto.randomUUID() },
      as(admin.cookie),
    );
    expect(res.status).toBe(303);
    const staffPage = await (await getAs("/admin/messages/m1", admin.cookie)).text();
    expect(staffPage).toContain("Note: only staff see this");
    expect(staffPage).toContain(note);
    // A note changes neither the status nor the preview, and mails nobody.
    expect(await messageRow("m1")).toMatchObject({
      status: "new",
      last_preview: "We need a WhatsApp bot for our stores.",
    });
    await postForm(
      "/admin/messages/m1",
      { intent: "reply", reply: "Hello Meena,\n\nWe can help.", key: crypto.randomUUID() },
      as(admin.cookie),
    );
    const mail = await lastMailTo(CLIENT, { subject: "Re: your Chatbot Development enquiry" });
    expect(mail!.text).not.toContain(note);
    expect(mail!.html).not.toContain("smaller plan");
    const everyMail = await env.DB.prepare("select group_concat(text, ' ') as all_text from mail_outbox").first<string>(
      "all_text",
    );
    expect(everyMail).not.toContain("smaller plan");
    expect(await (await getAs("/messages/m1", client.cookie)).text()).not.toContain("smaller plan");
    const api = await SELF.fetch(new URL("/api/contact/messages", ORIGIN), as(client.cookie));
    expect(await api.text()).not.toContain("smaller plan");
    const data = await (await downloadMyData({ headers: { Cookie: client.cookie } })).text();
    expect(data).not.toContain("smaller plan");
    expect(data).toContain("We can help.");
  });

  it("go with their conversation", async () => {
    const admin = await signedInAdmin();
    await seedMessages([{ id: "m1", is_verified: 0 }]);
    await postForm(
      "/admin/messages/m1",
      { intent: "note", note: "Looks like spam to me.", key: crypto.randomUUID() },
      as(admin.cookie),
    );
    await postForm("/admin/messages/m1", { intent: "delete", confirm: "yes" }, as(admin.cookie));
    expect(await env.DB.prepare("select count(*) as n from conversation_entries").first("n")).toBe(0);
  });
});

describe("unread, per staff member", () => {
  it("is unread for each until they open it, and again for each when the client writes", async () => {
    const arun = await signedInAdmin("arun@adrig.co.in", "Arun Kumar");
    const priya = await signedInAdmin("priya@adrig.co.in", "Priya Natarajan");
    await seedMessages([{ id: "m1" }]);
    const unread = async (cookie: string) =>
      (await (await getAs("/admin/messages", cookie)).text()).includes('data-testid="unread"');
    expect(await unread(arun.cookie)).toBe(true);
    expect(await unread(priya.cookie)).toBe(true);
    await getAs("/admin/messages/m1", arun.cookie);
    expect(await unread(arun.cookie)).toBe(false);
    expect(await unread(priya.cookie)).toBe(true);
    await seedEntry("m1", { at: Date.now() - 500 });
    await seedEntry("m1", { author: "client", body: "Is Friday possible instead?", at: Date.now() + 1000 });
    expect(await unread(arun.cookie)).toBe(true);
  });
});

describe("assignment", () => {
  async function conversationWithReplyAddress() {
    await seedMessages([{ id: "m1", name: "Meena Ramesh", email: CLIENT }]);
    await seedEntry("m1", { at: Date.now() - 60_000 });
    const token = generateToken();
    await env.DB.prepare("insert into reply_addresses (token_hash, message_id) values (?, 'm1')")
      .bind(hashToken(token))
      .run();
    return replyAddressOf(token, env.REPLY_MAIL_DOMAIN);
  }
  const answer = (to: string, text: string) =>
    deliver(
      `From: <${CLIENT}>\r\nTo: <${to}>\r\nSubject: Re\r\nMessage-ID: <${crypto.randomUUID()}@mail.example>\r\nContent-Type: text/plain\r\n\r\n${text}`,
      { from: CLIENT, to },
    );

  it("writes an event, shows in Mine and Unassigned, and sends the client's answers to the assignee only", async () => {
    const arun = await signedInAdmin("arun@adrig.co.in", "Arun Kumar");
    const priya = await signedInAdmin("priya@adrig.co.in", "Priya Natarajan");
    const to = await conversationWithReplyAddress();
    // Unassigned: the answer goes to the company mailbox.
    expect(await answer(to, "First answer, nobody owns it yet.")).toBeNull();
    expect(await mailsTo(env.CONTACT_INBOX, "New reply from Meena Ramesh")).toBe(1);

    const priyaId = (await env.DB.prepare("select id from users where email = 'priya@adrig.co.in'").first<string>(
      "id",
    ))!;
    const res = await postForm("/admin/messages/m1", { intent: "assign", assigneeId: priyaId }, as(arun.cookie));
    expect(res.status).toBe(303);
    expect((await messageRow("m1"))!.assignee_id).toBe(priyaId);
    const page = await (await getAs("/admin/messages/m1", arun.cookie)).text();
    expect(page).toContain("Arun Kumar assigned this to Priya Natarajan");
    expect(await (await getAs("/admin/messages?view=mine", priya.cookie)).text()).toContain(
      'href="/admin/messages/m1"',
    );
    expect(await (await getAs("/admin/messages?view=unassigned", priya.cookie)).text()).not.toContain(
      'href="/admin/messages/m1"',
    );

    expect(await answer(to, "Second answer, for Priya.")).toBeNull();
    expect(await mailsTo("priya@adrig.co.in", "New reply from Meena Ramesh")).toBe(1);
    expect(await mailsTo(env.CONTACT_INBOX, "New reply from Meena Ramesh")).toBe(1);
    expect(await mailsTo("arun@adrig.co.in", "New reply from Meena Ramesh")).toBe(0);
    // The event is staff only.
    const client = await confirmedUser(CLIENT, "Meena Ramesh");
    expect(await (await getAs("/messages/m1", client.cookie)).text()).not.toContain("assigned this");
  });

  it("takes staff only, and 'Assign to me' reads as taking it", async () => {
    const arun = await signedInAdmin("arun@adrig.co.in", "Arun Kumar");
    const client = await confirmedUser("someone@example.com", "Some One");
    void client;
    await seedMessages([{ id: "m1" }]);
    const notStaff = (await env.DB.prepare("select id from users where email = 'someone@example.com'").first<string>(
      "id",
    ))!;
    const refused = await postForm("/admin/messages/m1", { intent: "assign", assigneeId: notStaff }, as(arun.cookie));
    expect(refused.status).toBe(400);
    const arunId = (await env.DB.prepare("select id from users where email = 'arun@adrig.co.in'").first<string>("id"))!;
    await postForm("/admin/messages/m1", { intent: "assign", assigneeId: arunId }, as(arun.cookie));
    expect(await (await getAs("/admin/messages/m1", arun.cookie)).text()).toContain(
      "Arun Kumar took this conversation",
    );
    await postForm("/admin/messages/m1", { intent: "assign", assigneeId: "" }, as(arun.cookie));
    expect((await messageRow("m1"))!.assignee_id).toBeNull();
  });
});

describe("saved replies", () => {
  it("are created, edited and deleted, and fill in the client's first name and service", async () => {
    const admin = await signedInAdmin();
    const created = await postForm(
      "/admin/saved-replies",
      {
        intent: "create",
        name: "Call scheduled",
        body: "Hello {first_name},\n\nOur call about {service} is booked for Monday.",
      },
      as(admin.cookie),
    );
    expect(created.status).toBe(303);
    const duplicate = await postForm(
      "/admin/saved-replies",
      { intent: "create", name: "Call scheduled", body: "Another text of enough length." },
      as(admin.cookie),
    );
    expect(duplicate.status).toBe(409);
    const id = (await env.DB.prepare("select id from saved_replies").first<string>("id"))!;
    await seedMessages([{ id: "m1", name: "Meena Ramesh", service: "workflow-automations" }]);
    // Without JavaScript, choosing one reloads the page with it in the composer.
    const page = await (await getAs(`/admin/messages/m1?saved=${id}`, admin.cookie)).text();
    expect(page).toContain("Hello Meena,\n\nOur call about Workflow Automations is booked for Monday.");
    const edited = await postForm(
      "/admin/saved-replies",
      { intent: "update", id, name: "Call booked", body: "Hi {first_name}, the call is booked." },
      as(admin.cookie),
    );
    expect(edited.status).toBe(303);
    expect(await (await getAs("/admin/saved-replies", admin.cookie)).text()).toContain("Call booked");
    expect((await postForm("/admin/saved-replies", { intent: "delete", id }, as(admin.cookie))).status).toBe(303);
    expect(await env.DB.prepare("select count(*) as n from saved_replies").first("n")).toBe(0);
  });

  // The values are text, never a replacement pattern ($' $` $& $$), and a
  // value holding a placeholder's name is not filled again.
  it("fill in a client's name as plain text, whatever it holds", async () => {
    const tail = " thanks for writing to us about your project, we will answer soon.";
    const body = `Hi {first_name},${tail} {service}`;
    expect(fillSavedReply(body, { name: "$'$'$'$'$' Rao", email: "x@example.com", service: null })).toBe(
      `Hi $'$'$'$'$',${tail} your project`,
    );
    expect(
      fillSavedReply("A {first_name} B", { name: "$`$&$$ {service}", email: "x@example.com", service: "other" }),
    ).toBe("A $`$&$$ B");
    expect(
      fillSavedReply("{service} / {first_name}", {
        name: "{service}",
        email: "x@example.com",
        service: "chatbot-development",
      }),
    ).toBe("Chatbot Development / {service}");

    const admin = await signedInAdmin();
    await env.DB.prepare("insert into saved_replies (id, name, body) values ('sr-1', 'Thanks', ?)")
      .bind(`${"Hi {first_name}, ".repeat(100)}the end.`)
      .run();
    await seedMessages([{ id: "m1", name: "$`".repeat(50) }]);
    const res = await getAs("/admin/messages/m1?saved=sr-1", admin.cookie);
    expect(res.status).toBe(200);
    const page = await res.text();
    // The name 100 times and nothing more: a pattern would repeat the text before each placeholder.
    expect(page).toContain(`${`Hi ${"$`".repeat(50)}, `.repeat(100)}the end.`);
    expect(page.length).toBeLessThan(400_000);
  });
});
