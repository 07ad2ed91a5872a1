import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { listInbox, readInboxQuery } from "~/conversations/inbox.server";
import { createDb } from "~/platform/db/client.server";
import { confirmedUser, confirmItsYou, count, lastMailTo, linkIn } from "./auth-helpers";
import { ORIGIN, postForm } from "./helpers";
import {
  entriesOfMessage,
  getAs,
  messageRow,
  type SeedMessage,
  seedEntry,
  seedMessages,
  signedInAdmin,
  userId,
} from "./inbox-helpers";

const flashOf = (res: Response) =>
  decodeURIComponent(res.headers.getSetCookie().find((c) => c.startsWith("flash=")) ?? "");
const asAdmin = (cookie: string) => ({ headers: { Cookie: cookie } });

async function myMessages(cookie: string) {
  const res = await SELF.fetch(new URL("/api/contact/messages", ORIGIN), { headers: { Cookie: cookie } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: Array<Record<string, unknown>> }).messages;
}

describe("replying", () => {
  it("appends our reply, marks it Replied, mails the thread with a reply address, and shows it to the sender", async () => {
    const sender = await confirmedUser("deepa@example.com", "Deepa Rao");
    const admin = await signedInAdmin();
    await seedMessages([{ id: "m1", message: "Can you build a WhatsApp bot?\nWe have 40 stores." }]);
    const before = Date.now();

    const res = await postForm(
      "/admin/messages/m1",
      { intent: "reply", reply: "  Yes, we can. We will call you on Monday.  ", key: crypto.randomUUID() },
      asAdmin(admin.cookie),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/admin/messages/m1");
    expect(flashOf(res)).toContain("Reply sent");

    const row = await messageRow("m1");
    expect(row).toMatchObject({ status: "replied", last_author: "staff", last_author_name: "Staff Member" });
    expect(row!.last_activity_at as number).toBeGreaterThanOrEqual(before);
    expect(await entriesOfMessage("m1")).toEqual([
      { author: "staff", staff_name: "Staff Member", body: "Yes, we can. We will call you on Monday.", via: "web" },
    ]);

    // Mail goes through the queue: wait for the reply to arrive.
    const mail = await lastMailTo("deepa@example.com", { subject: "Re: your Chatbot Development enquiry" });
    expect(mail?.text).toContain("Yes, we can. We will call you on Monday.");
    // Signed by the person who wrote it, greeting once (the reply's own words, nothing added).
    expect(mail?.text).toContain("— Staff Member from ADRIG");
    expect(mail?.text).not.toMatch(/^Hello/m);
    expect(mail?.text).toMatch(/wrote:\n> Can you build a WhatsApp bot\?\n> We have 40 stores\./);
    expect(mail?.text).toContain(`${env.SITE_ORIGIN}/messages/m1`);
    expect(mail?.text).toContain("You can attach up to 5 files of 10 MB each");
    // Answers go to an address of this conversation's own, of which D1 keeps only a hash.
    expect(mail?.reply_to).toMatch(/^reply\+[a-z2-7]{32}@adrig\.co\.in$/);
    const token = /^reply\+([a-z2-7]+)@/.exec(mail!.reply_to!)![1]!;
    const stored = await env.DB.prepare("select token_hash, message_id from reply_addresses").all<{
      token_hash: string;
    }>();
    expect(stored.results).toEqual([{ token_hash: expect.stringMatching(/^[0-9a-f]{64}$/), message_id: "m1" }]);
    expect(JSON.stringify(stored.results)).not.toContain(token);

    // Sent signed out with the sender's address: theirs once added from the mailed link.
    expect(await myMessages(sender.cookie)).toEqual([]);
    await env.DB.prepare(
      "update contact_messages set user_id = (select id from users where email = 'deepa@example.com'), claimed_at = 1 where id = 'm1'",
    ).run();
    const [listed] = await myMessages(sender.cookie);
    expect(listed).toMatchObject({
      id: "m1",
      status: "replied",
      canAnswer: true,
      fromContactForm: true,
      entries: [{ author: "staff", body: "Yes, we can. We will call you on Monday." }],
    });
    // The client sees who on the staff wrote it.
    expect(listed).toMatchObject({ entries: [{ author: "staff", staffName: "Staff Member" }] });
  });

  it("a second reply is appended, never replaces the first, and each is mailed with the thread so far", async () => {
    const admin = await signedInAdmin();
    await seedMessages([{ id: "m1" }]);
    await postForm(
      "/admin/messages/m1",
      { intent: "reply", reply: "The first answer we gave.", key: crypto.randomUUID() },
      asAdmin(admin.cookie),
    );
    await postForm(
      "/admin/messages/m1",
      { intent: "reply", reply: "A second answer, added.", key: crypto.randomUUID() },
      asAdmin(admin.cookie),
    );
    expect((await entriesOfMessage("m1")).map((e) => e.body)).toEqual([
      "The first answer we gave.",
      "A second answer, added.",
    ]);
    await lastMailTo("deepa@example.com", { subject: "Re: your Chatbot Development enquiry", count: 2 });
    const { results } = await env.DB.prepare(
      "select text, reply_to, headers from mail_outbox where subject = 'Re: your Chatbot Development enquiry' order by created_at, rowid",
    ).all<{ text: string; reply_to: string; headers: string }>();
    expect(results).toHaveLength(2);
    expect(results[1]!.text).toContain("A second answer, added.");
    expect(results[1]!.text).toContain("Staff Member from ADRIG wrote:\n> The first answer we gave.");
    // Mail clients thread them: each has its own Message-ID, and the second refers to the first.
    const [first, second] = results.map((r) => JSON.parse(r.headers) as Record<string, string>);
    expect(first!["Message-ID"]).toMatch(/^<reply-[0-9a-f-]+@adrig\.co\.in>$/);
    expect(first!["In-Reply-To"]).toBe("<conversation-m1@adrig.co.in>");
    expect(second!["In-Reply-To"]).toBe(first!["Message-ID"]);
    expect(second!.References).toBe(`<conversation-m1@adrig.co.in> ${first!["Message-ID"]}`);
    // Each mail has its own address; both lead to this conversation.
    expect(results[0]!.reply_to).not.toBe(results[1]!.reply_to);
    expect(await count("reply_addresses")).toBe(2);
  });

  it("refuses a reply under 10 or over 5000 characters, in place, and changes nothing", async () => {
    const admin = await signedInAdmin();
    await seedMessages([{ id: "m1" }]);
    for (const [reply, error] of [
      ["Too short", "Reply must be at least 10 characters"],
      ["x".repeat(5001), "Reply must be at most 5000 characters"],
    ]) {
      const res = await postForm(
        "/admin/messages/m1",
        { intent: "reply", reply: reply!, key: crypto.randomUUID() },
        asAdmin(admin.cookie),
      );
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(error);
    }
    expect(await messageRow("m1")).toMatchObject({ status: "new", last_author: "client" });
    expect(await count("conversation_entries")).toBe(0);
    expect(await count("mail_outbox")).toBe(1); // the admin's own confirmation mail only
  });

  it("shows the whole conversation with our staff's names, the sender's details and Close conversation", async () => {
    const admin = await signedInAdmin();
    await seedMessages([{ id: "m1", name: "Deepa Rao", email: "deepa@example.com", created_at: 1_000 }]);
    await seedEntry("m1", { body: "An earlier answer from us.", staffName: "Meera Iyer", at: 2_000 });
    await seedEntry("m1", { author: "client", body: "And what would it cost?", at: 3_000 });
    const html = await (await getAs("/admin/messages/m1", admin.cookie)).text();
    expect(html).toContain("Conversation with Deepa Rao");
    expect(html).toContain("deepa@example.com");
    expect(html).toContain("No, from the contact form");
    expect(html.indexOf("An earlier answer from us.")).toBeLessThan(html.indexOf("And what would it cost?"));
    expect(html).toContain("Meera Iyer (ADRIG)");
    expect(html).toContain("Client replied");
    expect(html).toContain("Send Reply");
    expect(html).toContain("Close conversation");
  });

  it("closes and reopens: Reopen restores the status the entries give", async () => {
    const admin = await signedInAdmin();
    await seedMessages([{ id: "fresh" }, { id: "answered" }, { id: "waiting" }]);
    await seedEntry("answered");
    await seedEntry("waiting", { at: 1 });
    await seedEntry("waiting", { author: "client", at: 2 });
    for (const id of ["fresh", "answered", "waiting"]) {
      const closed = await postForm(`/admin/messages/${id}`, { intent: "close" }, asAdmin(admin.cookie));
      expect(flashOf(closed)).toContain("Conversation closed");
      expect((await messageRow(id))!.status).toBe("closed");
      expect(await (await getAs(`/admin/messages/${id}`, admin.cookie)).text()).toContain("Reopen conversation");
      const reopened = await postForm(`/admin/messages/${id}`, { intent: "reopen" }, asAdmin(admin.cookie));
      expect(flashOf(reopened)).toContain("Conversation reopened");
    }
    expect((await messageRow("fresh"))!.status).toBe("new");
    expect((await messageRow("answered"))!.status).toBe("replied");
    expect((await messageRow("waiting"))!.status).toBe("client_replied");
    // `e` sends the next conversation of the list: the answer opens it; anything else stays here.
    const next = await postForm("/admin/messages/fresh", { intent: "close", next: "answered" }, asAdmin(admin.cookie));
    expect(next.headers.get("Location")).toBe("/admin/messages/answered");
    for (const odd of ["", "//evil.example", "../team", "a b"]) {
      const stay = await postForm("/admin/messages/waiting", { intent: "close", next: odd }, asAdmin(admin.cookie));
      expect(stay.headers.get("Location"), odd).toBe("/admin/messages/waiting");
    }
  });
});

/** 60 messages: 30 new, 20 replied (2 of them unverified), 10 unverified; a minute apart. */
function sixty(): SeedMessage[] {
  return Array.from({ length: 60 }, (_, i) => {
    const kind = i < 30 ? "new" : i < 50 ? "replied" : "unverified";
    return {
      id: `m${String(i).padStart(2, "0")}`,
      name: i === 7 ? "Karthik Subramanian" : `Sender ${i}`,
      email: i === 8 ? "findme@rare.example" : `sender${i}@example.com`,
      message: i === 9 ? "We need 100% uptime for the kiosk" : `Message number ${i} with enough text.`,
      is_verified: kind === "unverified" || i >= 48 ? 0 : 1,
      status: kind === "replied" ? "replied" : "new",
      created_at: 1_700_000_000_000 + i * 60_000,
    } satisfies SeedMessage;
  });
}

describe("the inbox list", () => {
  const list = (query: string, staffId = "nobody", now = new Date()) =>
    listInbox(createDb(env.DB), staffId, readInboxQuery(new URLSearchParams(query)), now);

  it("opens on Needs reply: New and Client replied, the longest wait first, each with its wait", async () => {
    await seedMessages(sixty());
    await seedEntry("m40", { at: 1_700_000_000_000 + 45 * 60_000 });
    await seedEntry("m40", {
      author: "client",
      body: "One more question about pricing.",
      at: 1_700_000_000_000 + 50 * 60_000,
    });
    const first = await list("", "nobody", new Date(1_700_000_000_000 + 3 * 3600_000));
    expect(first.view).toBe("needs_reply");
    expect(first.counts).toEqual({
      needs_reply: 31,
      mine: 0,
      unassigned: 50,
      new: 30,
      client_replied: 1,
      replied: 19,
      closed: 0,
      unverified: 10,
      all: 60,
    });
    // The longest wait first: the oldest new message, and the client's answer after its own wait.
    expect(first.rows.slice(0, 3).map((r) => r.id)).toEqual(["m00", "m01", "m02"]);
    expect(first.rows.find((r) => r.id === "m40")).toBeUndefined();
    const second = await list("page=2");
    expect(second.rows.map((r) => r.id)).toEqual(["m25", "m26", "m27", "m28", "m29", "m40"]);
    expect(second.rows.at(-1)).toMatchObject({ status: "client_replied", preview: "One more question about pricing." });
    expect((await list("page=99")).page).toBe(2);
    expect((await list("page=-3&view=bogus")).page).toBe(1);

    const all = await list("view=all&page=3");
    expect(all.rows.map((r) => r.id)).toEqual(Array.from({ length: 10 }, (_, i) => `m0${9 - i}`));
    const replied = await list("view=replied");
    expect(replied.rows).toHaveLength(19);
    expect(replied.rows.every((r) => r.status === "replied")).toBe(true);
    const unverified = await list("view=unverified");
    expect(unverified.rows.map((r) => r.status)).toEqual(Array(10).fill("unverified"));
  });

  it("finds names, e-mail addresses, messages, answers and notes with the words marked, best match first", async () => {
    await seedMessages(sixty());
    await seedEntry("m12", { author: "client", body: "Our Kubernetes cluster runs the kiosk software." });
    await env.DB.prepare(
      "insert into conversation_entries (id, message_id, author, kind, staff_name, body) values ('n1', 'm13', 'staff', 'note', 'Meera', 'Budget agreed verbally: Kubernetes migration first.')",
    ).run();
    expect((await list("view=all&q=karthik")).rows.map((r) => r.id)).toEqual(["m07"]);
    expect((await list("view=all&q=FINDME@rare")).rows.map((r) => r.id)).toEqual(["m08"]);
    const uptime = await list("view=all&q=100%25 uptime");
    expect(uptime.rows.map((r) => r.id)).toEqual(["m09"]);
    expect(uptime.rows[0]!.snippet!.parts.filter((p) => p.match).map((p) => p.text.toLowerCase())).toEqual([
      "100",
      "uptime",
    ]);
    const kube = await list("view=all&q=kubernetes");
    expect(kube.rows.map((r) => r.id).sort()).toEqual(["m12", "m13"]);
    const note = kube.rows.find((r) => r.id === "m13")!;
    expect(note.snippet).toMatchObject({ inNote: true });
    expect(note.snippet!.parts.some((p) => p.match && p.text === "Kubernetes")).toBe(true);
    // The counts follow the search; a word typed halfway finds the whole one.
    const number = await list("view=all&q=Message number 5");
    expect(number.counts.all).toBe(11);
    expect((await list("view=all&q=kube")).rows).toHaveLength(2);
    expect((await list("view=all&q=_")).rows).toHaveLength(0);
  });

  it("finds what the index's words leave out: a search of emoji alone, and a word with a symbol, marked", async () => {
    await seedMessages([
      { id: "m1", message: "Launch day 🚀🚀 for the stores, and a 🤖 to greet." },
      { id: "m2", message: "Launch day for the kiosks 🚀." },
      { id: "m3", message: "Quarterly launch: 20% more orders." },
    ]);
    await seedEntry("m3", { author: "client", body: "Price in £ please." });
    const ids = async (q: string) => (await list(`view=all&q=${encodeURIComponent(q)}`)).rows.map((r) => r.id).sort();
    const rockets = await list(`view=all&q=${encodeURIComponent("🚀🚀")}`);
    expect(rockets.rows.map((r) => r.id)).toEqual(["m1"]);
    expect(rockets.counts.all).toBe(1);
    expect(rockets.rows[0]!.snippet!.parts.filter((p) => p.match).map((p) => p.text)).toEqual(["🚀🚀"]);
    expect(await ids("🚀")).toEqual(["m1", "m2"]);
    expect(await ids("🤖")).toEqual(["m1"]);
    expect(await ids("kiosks 🚀")).toEqual(["m2"]);
    expect(await ids("launch £")).toEqual(["m3"]);
    expect(await ids("🚀🤖")).toEqual([]);
    // Punctuation alone is still no search at all.
    expect(await ids("%")).toEqual([]);
  });

  it("answers any query a staff member can type with 200; a query over the limit is shortened, with a notice", async () => {
    const admin = await signedInAdmin();
    await seedMessages([
      { id: "m1", message: "🤖 a bot and rockets for our stores" },
      { id: "m2", name: "செயற்கை நுண்ணறிவு குழு", message: "Tamil support questions for the bot" },
    ]);
    const queries = [
      "🤖🚀✨💬📈🤖🚀✨💬📈🤖🚀✨",
      "செயற்கை நுண்ணறிவு",
      "x".repeat(49),
      '%_\\"*:^()NEAR AND OR NOT'.repeat(10),
      "a ".repeat(250),
      "\u202e\u0000 broken",
      '"',
      "*",
    ];
    for (const q of queries) {
      const res = await getAs(`/admin/messages?view=all&q=${encodeURIComponent(q)}`, admin.cookie);
      expect(res.status, q).toBe(200);
    }
    expect((await list(`view=all&q=${encodeURIComponent("செயற்கை நுண்ணறிவு")}`)).rows.map((r) => r.id)).toEqual(["m2"]);
    const long = await list(`view=all&q=${encodeURIComponent(`rockets ${"x".repeat(300)}`)}`);
    expect(long.shortened).toBe(true);
    expect((await list("view=all&q=rockets")).shortened).toBe(false);
    const page = await (
      await getAs(`/admin/messages?view=all&q=${encodeURIComponent("a ".repeat(250))}`, admin.cookie)
    ).text();
    expect(page).toContain("Your search was longer than 200 characters");
  });

  it("keeps the search index in step when conversations and entries are added, changed and deleted", async () => {
    await seedMessages([{ id: "m1", message: "A Raspberry kiosk for the lobby." }]);
    await seedEntry("m1", { author: "client", body: "Also a tamarind dispenser." });
    const found = async (word: string) => (await list(`view=all&q=${word}`)).rows.map((r) => r.id);
    expect(await found("raspberry")).toEqual(["m1"]);
    expect(await found("tamarind")).toEqual(["m1"]);
    await env.DB.prepare("update contact_messages set message = 'A blueberry kiosk.' where id = 'm1'").run();
    expect(await found("raspberry")).toEqual([]);
    expect(await found("blueberry")).toEqual(["m1"]);
    await env.DB.prepare(
      "update conversation_entries set body = 'Also a mango dispenser.' where message_id = 'm1'",
    ).run();
    expect(await found("tamarind")).toEqual([]);
    expect(await found("mango")).toEqual(["m1"]);
    await env.DB.prepare("delete from contact_messages where id = 'm1'").run();
    expect(await found("blueberry")).toEqual([]);
    expect(await found("mango")).toEqual([]);
    expect(await env.DB.prepare("select count(*) as n from conversation_search").first("n")).toBe(0);
  });

  it("renders the views with counts, the rows with preview, wait, assignee and unread, and the paging links", async () => {
    const admin = await signedInAdmin();
    await seedMessages(sixty());
    const res = await getAs("/admin/messages?view=replied", admin.cookie);
    const html = await res.text();
    expect(html).toContain("<h1");
    expect(html).toMatch(/data-testid="count-needs_reply"[^>]*>30</);
    expect(html).toMatch(/data-testid="count-all"[^>]*>60</);
    expect(html).toMatch(
      /aria-current="page"[^>]*href="\/admin\/messages\?view=replied"|href="\/admin\/messages\?view=replied"[^>]*aria-current="page"/,
    );
    expect(html.match(/data-testid="inbox-row"/g)).toHaveLength(20);
    expect(html).toContain('href="/admin/messages/m49"');
    expect(html).toContain("Chatbot Development");
    expect(html).toContain("Message number 49 with enough text.");
    const needs = await (await getAs("/admin/messages", admin.cookie)).text();
    expect(needs).toMatch(/data-testid="waiting"[^>]*>waiting \d+ days</);
    expect(needs.match(/data-testid="unread"/g)).toHaveLength(25);
    expect(needs).toContain("Unassigned");
    const paged = await (await getAs("/admin/messages?view=all", admin.cookie)).text();
    expect(paged).toContain("Page 1 of 3");
    expect(paged).toContain('href="/admin/messages?view=all&amp;page=2"');
  });
});

describe("unverified messages", () => {
  it("marked verified, its address's account is mailed the link to add it (then labelled as sent from the form)", async () => {
    const sender = await confirmedUser("deepa@example.com", "Deepa Rao");
    const admin = await signedInAdmin();
    await seedMessages([{ id: "m1", is_verified: 0 }]);
    expect(await myMessages(sender.cookie)).toEqual([]);
    const res = await postForm("/admin/messages/m1", { intent: "verify" }, asAdmin(admin.cookie));
    expect(res.status).toBe(303);
    expect(flashOf(res)).toContain("Marked as verified");
    expect((await messageRow("m1"))!.is_verified).toBe(1);
    // Not theirs by its address alone: the mailed link adds it.
    expect(await myMessages(sender.cookie)).toEqual([]);
    const mail = await lastMailTo("deepa@example.com", { subject: "Is this yours? Add it to your messages" });
    const token = new URL(linkIn(mail!.text, "/claim-conversation?token=")).searchParams.get("token")!;
    const added = await postForm("/claim-conversation", { token }, asAdmin(sender.cookie));
    expect(added.status).toBe(303);
    expect((await myMessages(sender.cookie)).map((m) => [m.id, m.fromContactForm])).toEqual([["m1", true]]);
  });

  it("are deleted only after the confirmation step; verified ones cannot be deleted", async () => {
    const admin = await signedInAdmin();
    await seedMessages([
      { id: "spam", is_verified: 0 },
      { id: "real", is_verified: 1 },
    ]);
    const page = await (await getAs("/admin/messages/spam?confirm=delete", admin.cookie)).text();
    expect(page).toContain("Delete this message for good?");
    const unconfirmed = await postForm("/admin/messages/spam", { intent: "delete" }, asAdmin(admin.cookie));
    expect(unconfirmed.status).toBe(400);
    expect(await messageRow("spam")).not.toBeNull();
    const res = await postForm("/admin/messages/spam", { intent: "delete", confirm: "yes" }, asAdmin(admin.cookie));
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/admin/messages?view=unverified");
    expect(await messageRow("spam")).toBeNull();
    const verified = await postForm(
      "/admin/messages/real",
      { intent: "delete", confirm: "yes" },
      asAdmin(admin.cookie),
    );
    expect(verified.status).toBe(404);
    expect(await messageRow("real")).not.toBeNull();
  });

  it("offer no moderation on a verified message's page", async () => {
    const admin = await signedInAdmin();
    await seedMessages([{ id: "real", is_verified: 1 }]);
    expect(await (await getAs("/admin/messages/real", admin.cookie)).text()).not.toContain("Mark as verified");
  });
});

describe("the team", () => {
  const roleOf = async (email: string) =>
    (await env.DB.prepare("select role from users where email = ?").bind(email).first<{ role: string }>())?.role;

  it("grants the role to a confirmed account, and refuses an unconfirmed or unknown one", async () => {
    const admin = await signedInAdmin();
    await confirmedUser("new-staff@example.com", "New Staff");
    // Changes to the team need "Confirm it's you" (tests/worker/staff-team.test.ts).
    await confirmItsYou(admin.cookie, { path: "/admin/team" });
    const res = await postForm(
      "/admin/team",
      { intent: "grant", email: " New-Staff@Example.com" },
      asAdmin(admin.cookie),
    );
    expect(res.status).toBe(303);
    expect(flashOf(res)).toContain("Admin added");
    expect(await roleOf("new-staff@example.com")).toBe("admin");

    await env.DB.prepare(
      "insert into users (id, email, name, password_hash) values ('p', 'pending@example.com', 'P', 'x')",
    ).run();
    for (const email of ["pending@example.com", "nobody@example.com"]) {
      const refused = await postForm("/admin/team", { intent: "grant", email }, asAdmin(admin.cookie));
      expect(refused.status).toBe(404);
      expect(await refused.text()).toContain("No confirmed account uses this e-mail address.");
    }
    expect(await roleOf("pending@example.com")).toBe("user");
  });

  it("revokes another admin's role; nobody revokes their own", async () => {
    const admin = await signedInAdmin();
    const other = await signedInAdmin("other@example.com", "Other Admin");
    await confirmItsYou(admin.cookie, { path: "/admin/team" });
    const self = await postForm("/admin/team", { intent: "revoke", userId: admin.id }, asAdmin(admin.cookie));
    expect(self.status).toBe(403);
    expect(await self.text()).toContain("You cannot remove your own admin role.");
    expect(await roleOf("staff@example.com")).toBe("admin");

    const res = await postForm("/admin/team", { intent: "revoke", userId: other.id }, asAdmin(admin.cookie));
    expect(res.status).toBe(303);
    expect(flashOf(res)).toContain("Admin removed");
    expect(await roleOf("other@example.com")).toBe("user");
    // The role is read on every request: the revoked admin is out at once.
    expect((await getAs("/admin/messages", other.cookie)).status).toBe(404);
  });

  it("lists the admins with no revoke button for oneself", async () => {
    const admin = await signedInAdmin();
    await signedInAdmin("other@example.com", "Other Admin");
    await confirmItsYou(admin.cookie, { path: "/admin/team" });
    const html = await (await getAs("/admin/team", admin.cookie)).text();
    expect(html.match(/data-testid="team-row"/g)).toHaveLength(2);
    expect(html).toContain("Revoke admin from Other Admin");
    expect(html).not.toContain("Revoke admin from Staff Member");
    expect(await userId("other@example.com")).toBeTruthy();
  });
});
