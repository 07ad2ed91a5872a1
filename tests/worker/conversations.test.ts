import { env, SELF } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CLIENT_REPLIES_PER_HOUR } from "~/conversations/client-replies.server";
import { MAX_RAW_MAIL_BYTES, rejectReasons } from "~/conversations/inbound-rules.server";
import { api, confirmedUser, count, lastMailTo } from "./auth-helpers";
import { fetchPage, ORIGIN, postForm } from "./helpers";
import { deliver as deliverRaw } from "./inbound-helpers";
import { entriesOfMessage, messageRow, seedEntry, seedMessages, signedInAdmin, userId } from "./inbox-helpers";
import { captureConsole } from "./ops-fakes";

/**
 * Conversations: a contact message is continued by both sides, on the site or by e-mail. The
 * email() handler is driven with raw MIME messages through the built Worker, as Email Routing
 * would deliver them.
 */
afterEach(() => vi.restoreAllMocks());

const CLIENT = "deepa@example.com";
const flashOf = (res: Response) =>
  decodeURIComponent(res.headers.getSetCookie().find((c) => c.startsWith("flash=")) ?? "");
const asUser = (cookie: string) => ({ headers: { Cookie: cookie } });

/** A conversation with one reply from us, through the staff page; the reply address we mailed. */
async function repliedConversation(id = "m1", email = CLIENT): Promise<string> {
  const admin = await signedInAdmin(`staff-${id}@example.com`, "Meera Iyer");
  await seedMessages([{ id, email, name: "Deepa Rao", message: "Can you build a WhatsApp bot?" }]);
  const res = await postForm(
    `/admin/messages/${id}`,
    { intent: "reply", reply: "Yes, we can. What is your budget?", key: crypto.randomUUID() },
    asUser(admin.cookie),
  );
  expect(res.status).toBe(303);
  const mail = await lastMailTo(email, { subject: "Re: your Chatbot Development enquiry" });
  return mail!.reply_to!;
}

type Mime = { from?: string; emailMessageId?: string | null; headers?: string[]; body: string; contentType?: string };

/** A raw RFC 5322 message as a mail client would send it. */
function mime({
  from = CLIENT,
  emailMessageId = `<${crypto.randomUUID()}@mail.example.com>`,
  headers = [],
  body,
  contentType = "text/plain; charset=utf-8",
}: Mime): string {
  return [
    `From: Deepa Rao <${from}>`,
    "To: ADRIG Technologies <reply@adrig.co.in>",
    "Subject: Re: your Chatbot Development enquiry",
    "Date: Tue, 24 Nov 2026 10:00:00 +0530",
    ...(emailMessageId ? [`Message-ID: ${emailMessageId}`] : []),
    "MIME-Version: 1.0",
    ...headers,
    `Content-Type: ${contentType}`,
    "",
    body,
  ].join("\r\n");
}

/** Delivers a raw message from the client (unless `from` says otherwise); what it refused, if anything. */
const deliver = (raw: string, { from = CLIENT, to }: { from?: string; to: string }) => deliverRaw(raw, { from, to });

describe("answers by e-mail (the email() handler)", () => {
  it("stores a plain answer as the client's entry, marks Client replied and tells the company mailbox", async () => {
    const to = await repliedConversation();
    const rejected = await deliver(mime({ body: "Our budget is about 4 lakh rupees.\r\n" }), { to });
    expect(rejected).toBeNull();
    expect(await entriesOfMessage("m1")).toEqual([
      expect.objectContaining({ author: "staff" }),
      { author: "client", staff_name: null, body: "Our budget is about 4 lakh rupees.", via: "email" },
    ]);
    expect(await messageRow("m1")).toMatchObject({ status: "client_replied", last_author: "client" });
    const notice = await lastMailTo(env.CONTACT_INBOX, { subject: "New reply from Deepa Rao" });
    expect(notice?.reply_to).toBe(CLIENT);
    expect(notice?.text).toContain("Our budget is about 4 lakh rupees.");
    expect(notice?.text).toContain(`${env.SITE_ORIGIN}/admin/messages/m1`);
  });

  it("accepts the envelope sender in any case", async () => {
    const to = await repliedConversation();
    expect(await deliver(mime({ body: "Upper case is fine." }), { to, from: "Deepa@Example.COM" })).toBeNull();
    expect((await entriesOfMessage("m1")).at(-1)?.body).toBe("Upper case is fine.");
  });

  it("turns an HTML-only answer into text, without the quoted blockquote", async () => {
    const to = await repliedConversation();
    const html =
      "<html><body><p>Thanks! <b>Monday</b> works.</p><p>Regards,<br>Deepa</p><blockquote><p>Yes, we can. What is your budget?</p></blockquote></body></html>";
    expect(await deliver(mime({ body: html, contentType: "text/html; charset=utf-8" }), { to })).toBeNull();
    const answer = (await entriesOfMessage("m1")).at(-1)!;
    expect(answer.body).toMatch(/^Thanks! Monday works\.\n+Regards,\nDeepa$/);
  });

  it("reads an HTML-only answer nested 10,000 deep as its words, without a crash", async () => {
    const to = await repliedConversation();
    const html = `${"<ul><li>".repeat(10_000)}Friday at 11 suits us.${"</li></ul>".repeat(10_000)}`;
    expect(await deliver(mime({ body: html, contentType: "text/html; charset=utf-8" }), { to })).toBeNull();
    expect((await entriesOfMessage("m1")).at(-1)?.body).toBe("Friday at 11 suits us.");
  });

  it("keeps only the new text: quoted history and the signature are cut", async () => {
    const to = await repliedConversation();
    const body = [
      "Monday at 11 works for us.",
      "",
      "--",
      "Deepa Rao",
      "Operations, Kumaran Stores",
      "",
      "On Tue, 24 Nov 2026 at 09:12, ADRIG Technologies <no-reply@adrig.co.in> wrote:",
      "> Yes, we can. What is your budget?",
      ">",
      "> On 20 Nov 2026, Deepa Rao wrote:",
      ">> Can you build a WhatsApp bot?",
    ].join("\r\n");
    expect(await deliver(mime({ body }), { to })).toBeNull();
    expect((await entriesOfMessage("m1")).at(-1)?.body).toBe("Monday at 11 works for us.");
  });

  it("cuts Outlook's history block as well", async () => {
    const to = await repliedConversation();
    const body = [
      "Please call after 3 pm.",
      "",
      "From: ADRIG Technologies <no-reply@adrig.co.in>",
      "Sent: Tuesday, November 24, 2026 9:12 AM",
      "To: Deepa Rao",
      "Subject: Re: your Chatbot Development enquiry",
      "",
      "Yes, we can. What is your budget?",
    ].join("\r\n");
    expect(await deliver(mime({ body }), { to })).toBeNull();
    expect((await entriesOfMessage("m1")).at(-1)?.body).toBe("Please call after 3 pm.");
  });

  it("refuses a forged sender, and stores nothing", async () => {
    const to = await repliedConversation();
    captureConsole();
    const rejected = await deliver(mime({ from: "mallory@evil.example", body: "Send the quote to me instead." }), {
      to,
      from: "mallory@evil.example",
    });
    expect(rejected).toBe(rejectReasons.wrongSender);
    expect(await entriesOfMessage("m1")).toHaveLength(1);
  });

  it("refuses a wrong token and an address that is not ours, and stores nothing", async () => {
    const to = await repliedConversation();
    captureConsole();
    const wrong = to.replace(/\+[a-z2-7]{6}/, "+aaaaaa");
    expect(await deliver(mime({ body: "A guessed address." }), { to: wrong })).toBe(rejectReasons.unknownAddress);
    expect(await deliver(mime({ body: "Not a reply address." }), { to: "contact@adrig.co.in" })).toBe(
      rejectReasons.unknownAddress,
    );
    expect(await deliver(mime({ body: "Other domain." }), { to: to.replace("adrig.co.in", "evil.example") })).toBe(
      rejectReasons.unknownAddress,
    );
    expect(await entriesOfMessage("m1")).toHaveLength(1);
  });

  it("refuses another conversation's token from this client's address", async () => {
    await repliedConversation("mine", CLIENT);
    const theirs = await repliedConversation("theirs", "ravi@example.com");
    captureConsole();
    expect(await deliver(mime({ body: "Answering someone else's thread." }), { to: theirs })).toBe(
      rejectReasons.wrongSender,
    );
    expect(await entriesOfMessage("theirs")).toHaveLength(1);
    expect(await entriesOfMessage("mine")).toHaveLength(1);
  });

  it("refuses a message over 25 MB (Email Routing's own limit) unread", async () => {
    const to = await repliedConversation();
    captureConsole();
    const huge = mime({ body: `Big.\r\n${"x".repeat(MAX_RAW_MAIL_BYTES)}` });
    expect(await deliver(huge, { to })).toBe(rejectReasons.tooLarge);
    expect(await entriesOfMessage("m1")).toHaveLength(1);
  });

  it("stores the text of a mail with an attachment, and keeps the attachment as the answer's file", async () => {
    const to = await repliedConversation();
    const boundary = "b-attached";
    const body = [
      `--${boundary}`,
      "Content-Type: text/plain; charset=utf-8",
      "",
      "Our requirements are in the attached file.",
      `--${boundary}`,
      "Content-Type: application/pdf",
      'Content-Disposition: attachment; filename="requirements.pdf"',
      "Content-Transfer-Encoding: base64",
      "",
      "JVBERi0xLjQKJcOkw7zDtsOfCjIgMCBvYmoKPDwvTGVuZ3RoIDMgMCBSPj4Kc3RyZWFtCg==",
      `--${boundary}--`,
    ].join("\r\n");
    expect(await deliver(mime({ body, contentType: `multipart/mixed; boundary="${boundary}"` }), { to })).toBeNull();
    const stored = await env.DB.prepare("select id, body from conversation_entries where author = 'client'").all<{
      id: string;
      body: string;
    }>();
    expect(stored.results.map((r) => r.body)).toEqual(["Our requirements are in the attached file."]);
    const file = await env.DB.prepare("select entry_id, name, kind, key, not_kept from attachments").first<{
      entry_id: string;
      name: string;
      kind: string;
      key: string;
      not_kept: string | null;
    }>();
    expect(file).toMatchObject({
      entry_id: stored.results[0]!.id,
      name: "requirements.pdf",
      kind: "pdf",
      not_kept: null,
    });
    const object = await env.ATTACHMENTS.get(file!.key);
    expect(new TextDecoder().decode((await object!.arrayBuffer()).slice(0, 8))).toBe("%PDF-1.4");
  });

  it("stores a mail delivered twice (same Message-ID) once", async () => {
    const to = await repliedConversation();
    const raw = mime({ emailMessageId: "<twice-1@mail.example.com>", body: "Delivered twice, stored once." });
    expect(await deliver(raw, { to })).toBeNull();
    expect(await deliver(raw, { to })).toBeNull();
    const answers = (await entriesOfMessage("m1")).filter((e) => e.author === "client");
    expect(answers).toEqual([expect.objectContaining({ body: "Delivered twice, stored once." })]);
    await lastMailTo(env.CONTACT_INBOX, { subject: "New reply from Deepa Rao" });
    expect(
      (
        await env.DB.prepare("select count(*) as n from mail_outbox where subject = 'New reply from Deepa Rao'").first<{
          n: number;
        }>()
      )?.n,
    ).toBe(1);
  });

  // The Message-ID was once unique across every conversation, so the second
  // conversation's copy was taken (no bounce) and silently not stored.
  it("stores one mail sent to two of a client's reply addresses in both, and logs why a redelivery stores nothing", async () => {
    const first = await repliedConversation("m1");
    await repliedConversation("m2");
    const mails = await lastMailTo(CLIENT, { subject: "Re: your Chatbot Development enquiry", count: 2 });
    const second = mails!.reply_to!;
    expect(second).not.toBe(first);
    const raw = mime({ emailMessageId: "<both-1@mail.example.com>", body: "One answer for both of our enquiries." });
    const log = captureConsole();
    expect(await deliver(raw, { to: first })).toBeNull();
    expect(await deliver(raw, { to: second })).toBeNull();
    for (const id of ["m1", "m2"]) {
      expect((await entriesOfMessage(id)).filter((e) => e.author === "client")).toEqual([
        expect.objectContaining({ body: "One answer for both of our enquiries.", via: "email" }),
      ]);
      expect(await messageRow(id)).toMatchObject({ status: "client_replied" });
    }
    expect(log.events().filter((e) => e.event === "emailed_answer_stored")).toHaveLength(2);
    // The same mail again at one of them: taken, nothing stored, and the log says why.
    expect(await deliver(raw, { to: second })).toBeNull();
    expect((await entriesOfMessage("m2")).filter((e) => e.author === "client")).toHaveLength(1);
    expect(log.events()).toContainEqual(
      expect.objectContaining({ event: "emailed_answer_not_stored", reason: "alreadyStored" }),
    );
    expect(log.lines.join("\n")).not.toContain(CLIENT);
  });

  it("refuses an automatic reply, an empty answer and more than 20 answers an hour", async () => {
    const to = await repliedConversation();
    captureConsole();
    const outOfOffice = mime({
      headers: ["Auto-Submitted: auto-replied"],
      body: "I am out of the office until Monday.",
    });
    expect(await deliver(outOfOffice, { to })).toBe(rejectReasons.automatic);
    expect(await deliver(mime({ body: "> Yes, we can. What is your budget?" }), { to })).toBe(rejectReasons.empty);
    for (let i = 0; i < CLIENT_REPLIES_PER_HOUR; i++) {
      expect(await deliver(mime({ body: `Answer number ${i + 1}.` }), { to })).toBeNull();
    }
    expect(await deliver(mime({ body: "One too many." }), { to })).toBe(rejectReasons.tooMany);
    expect((await entriesOfMessage("m1")).filter((e) => e.author === "client")).toHaveLength(CLIENT_REPLIES_PER_HOUR);
  });

  it("reopens a closed conversation as Client replied", async () => {
    const to = await repliedConversation();
    await env.DB.prepare("update contact_messages set status = 'closed' where id = 'm1'").run();
    expect(await deliver(mime({ body: "One more question, please." }), { to })).toBeNull();
    expect((await messageRow("m1"))!.status).toBe("client_replied");
  });
});

describe("answers on the site", () => {
  async function ownConversation() {
    const client = await confirmedUser(CLIENT, "Deepa Rao");
    await repliedConversation();
    // Theirs by account: sent signed in (an address alone is no proof).
    await env.DB.prepare("update contact_messages set user_id = (select id from users where email = ?) where id = 'm1'")
      .bind(CLIENT)
      .run();
    return client;
  }

  it("the owner answers under our reply: appended, Client replied, the inbox told, toast 'Reply sent'", async () => {
    const { cookie } = await ownConversation();
    const page = await (await fetchPage("/messages/m1", asUser(cookie))).text();
    expect(page).toContain("Your reply");
    expect(page).toContain('name="conversationId" value="m1"');
    const res = await postForm(
      "/messages/m1",
      { intent: "answer", conversationId: "m1", answer: "Our budget is 4 lakh." },
      asUser(cookie),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/messages/m1");
    expect(flashOf(res)).toContain("Reply sent");
    expect((await entriesOfMessage("m1")).at(-1)).toEqual({
      author: "client",
      staff_name: null,
      body: "Our budget is 4 lakh.",
      via: "web",
    });
    expect((await messageRow("m1"))!.status).toBe("client_replied");
    const notice = await lastMailTo(env.CONTACT_INBOX, { subject: "New reply from Deepa Rao" });
    expect(notice?.text).toContain("on the site");
    const after = await (await fetchPage("/messages/m1", asUser(cookie))).text();
    expect(after.indexOf("Yes, we can. What is your budget?")).toBeLessThan(after.indexOf("Our budget is 4 lakh."));
  });

  it("the API takes the same answer, with the same rules", async () => {
    const { cookie } = await ownConversation();
    const ok = await api("/api/contact/messages/m1/answers", { answer: "Answered through the API." }, { cookie });
    expect(ok.res.status).toBe(201);
    expect(ok.json).toEqual({
      message: "Your reply was added to the conversation. We will answer here and by e-mail.",
    });
    const short = await api("/api/contact/messages/m1/answers", { answer: "Too short" }, { cookie });
    expect(short.res.status).toBe(400);
    expect(short.json).toMatchObject({ fieldErrors: { answer: "Message must be at least 10 characters" } });
    const long = await api("/api/contact/messages/m1/answers", { answer: "x".repeat(5001) }, { cookie });
    expect(long.json).toMatchObject({ fieldErrors: { answer: "Message must be at most 5000 characters" } });
  });

  it("a refused answer without JavaScript shows its reason in place and keeps the text", async () => {
    const { cookie } = await ownConversation();
    const res = await postForm(
      "/messages/m1",
      { intent: "answer", conversationId: "m1", answer: "Short" },
      asUser(cookie),
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Message must be at least 10 characters");
    expect(html).toMatch(/<textarea[^>]*name="answer"[^>]*>Short<\/textarea>/);
    expect(await entriesOfMessage("m1")).toHaveLength(1);
  });

  it("refuses a 21st answer within the hour with 429 and Retry-After", async () => {
    const { cookie } = await ownConversation();
    for (let i = 0; i < CLIENT_REPLIES_PER_HOUR; i++)
      await seedEntry("m1", { author: "client", at: Date.now() - 60_000 + i });
    const res = await postForm(
      "/messages/m1",
      { intent: "answer", conversationId: "m1", answer: "One answer too many." },
      asUser(cookie),
    );
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(3000);
    expect(await res.text()).toContain("You have sent many replies to this conversation in the last hour.");
  });

  it("offers no answer form before our reply, and refuses an answer there", async () => {
    const { cookie } = await confirmedUser(CLIENT, "Deepa Rao");
    await seedMessages([{ id: "m1", email: CLIENT, user_id: await userId(CLIENT) }]);
    expect(await (await fetchPage("/messages/m1", asUser(cookie))).text()).not.toContain('name="answer"');
    const res = await postForm(
      "/messages/m1",
      { intent: "answer", conversationId: "m1", answer: "Hello, anyone there?" },
      asUser(cookie),
    );
    expect(res.status).toBe(409);
    expect(await count("conversation_entries")).toBe(0);
  });
});

describe("who may read and answer a conversation", () => {
  it("anonymous visitors: the answer goes to /login, the API says 401, nothing changes", async () => {
    await repliedConversation();
    const before = await entriesOfMessage("m1");
    const page = await postForm("/messages/m1", {
      intent: "answer",
      conversationId: "m1",
      answer: "Sneaking in an answer.",
    });
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    const data = await postForm("/messages/m1.data", {
      intent: "answer",
      conversationId: "m1",
      answer: "Sneaking in an answer.",
    });
    expect(data.status).toBe(202);
    const apiAnswer = await api("/api/contact/messages/m1/answers", { answer: "Sneaking in an answer." });
    expect(apiAnswer.res.status).toBe(401);
    const list = await SELF.fetch(new URL("/api/contact/messages", ORIGIN));
    expect(list.status).toBe(401);
    expect(await entriesOfMessage("m1")).toEqual(before);
  });

  it("another user can neither see nor answer it, by page, .data or API", async () => {
    await repliedConversation();
    const other = await confirmedUser("ravi@example.com", "Ravi Kumar");
    const list = await (await fetchPage("/messages", asUser(other.cookie))).text();
    expect(list).not.toContain("Can you build a WhatsApp bot?");
    for (const path of ["/messages/m1", "/messages/m1.data"]) {
      const res = await fetchPage(path, asUser(other.cookie));
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain("Can you build a WhatsApp bot?");
    }
    const res = await postForm(
      "/messages/m1",
      { intent: "answer", conversationId: "m1", answer: "Not my conversation." },
      asUser(other.cookie),
    );
    expect(res.status).toBe(404);
    const apiAnswer = await api(
      "/api/contact/messages/m1/answers",
      { answer: "Not my conversation." },
      { cookie: other.cookie },
    );
    expect(apiAnswer.res.status).toBe(404);
    const listed = await SELF.fetch(new URL("/api/contact/messages", ORIGIN), asUser(other.cookie));
    expect(((await listed.json()) as { messages: unknown[] }).messages).toEqual([]);
    expect(await entriesOfMessage("m1")).toHaveLength(1);
  });

  it("a user without the admin role gets the site's 404 for the staff page and its .data, and cannot reply", async () => {
    const { cookie } = await confirmedUser(CLIENT, "Deepa Rao");
    await repliedConversation();
    for (const path of ["/admin/messages/m1", "/admin/messages/m1.data"]) {
      const res = await fetchPage(path, { ...asUser(cookie), redirect: "manual" });
      expect(res.status, path).toBe(404);
    }
    for (const intent of ["reply", "close", "reopen"]) {
      const res = await postForm(
        "/admin/messages/m1",
        { intent, reply: "Replying as if I were staff." },
        asUser(cookie),
      );
      expect(res.status, intent).toBe(404);
    }
    expect(await entriesOfMessage("m1")).toHaveLength(1);
    expect((await messageRow("m1"))!.status).toBe("replied");
  });

  it("an unverified message is nobody's to answer until staff verify it", async () => {
    const { cookie } = await confirmedUser(CLIENT, "Deepa Rao");
    await seedMessages([{ id: "m1", email: CLIENT, is_verified: 0 }]);
    await seedEntry("m1");
    const res = await postForm(
      "/messages/m1",
      { intent: "answer", conversationId: "m1", answer: "Answering anyway." },
      asUser(cookie),
    );
    expect(res.status).toBe(404);
  });
});
