import { env, SELF } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CLAIM_TTL_MS } from "~/conversations/claims.server";
import { claimText } from "~/conversations/client/claim-text";
import { PDF, postMultipart } from "./attachment-helpers";
import { confirmedUser, count, lastMailTo, linkIn } from "./auth-helpers";
import { fakeSiteverify } from "./fake-siteverify";
import { downloadMyData, fetchPage, ORIGIN, postForm } from "./helpers";
import { signedInAdmin } from "./inbox-helpers";
import { captureConsole } from "./ops-fakes";

/**
 * A conversation started signed out with an account's address is in nobody's
 * portal until that account adds it from the link mailed to the address ("Is this yours? Add it
 * to your messages"). Before, a visitor's post with alice@example.com and a file showed in
 * Alice's /messages, her count, her data download, and she could download the file.
 */
afterEach(() => vi.restoreAllMocks());

const ALICE = "alice@example.com";
const SUBJECT = "Is this yours? Add it to your messages";
const MESSAGE = "Please look at the attached invoice and pay it today.";
const asUser = (cookie: string) => ({ headers: { Cookie: cookie } });
const flashOf = (res: Response) =>
  decodeURIComponent(res.headers.getSetCookie().find((c) => c.startsWith("flash=")) ?? "");

/** A visitor's contact-form post (Turnstile passes) with a file; the new conversation's id. */
async function visitorPost(email = ALICE, message = MESSAGE): Promise<string> {
  fakeSiteverify("pass");
  const before = await env.DB.prepare("select count(*) as n from contact_messages").first<number>("n");
  const res = await postMultipart(
    "/contact",
    { name: "Mallory", email, message, service: "chatbot-development", token: crypto.randomUUID() },
    [{ name: "invoice.pdf", bytes: PDF }],
  );
  expect(res.status).toBe(200);
  const row = await env.DB.prepare("select id from contact_messages order by created_at desc, rowid desc").first<{
    id: string;
  }>();
  expect(await env.DB.prepare("select count(*) as n from contact_messages").first<number>("n")).toBe(before! + 1);
  return row!.id;
}

async function fileOf(conversationId: string): Promise<string> {
  const row = await env.DB.prepare("select id from attachments where conversation_id = ?")
    .bind(conversationId)
    .first<{ id: string }>();
  return row!.id;
}

/** The token of the newest claim link mailed to `email`. */
async function claimToken(email = ALICE, mails = 1): Promise<string> {
  const mail = await lastMailTo(email, { subject: SUBJECT, count: mails });
  expect(mail, "no claim mail").not.toBeNull();
  return new URL(linkIn(mail!.text, "/claim-conversation?token=")).searchParams.get("token")!;
}

const claim = (cookie: string, token: string) =>
  postForm(`/claim-conversation?token=${encodeURIComponent(token)}`, { token }, asUser(cookie));

/** What Alice's portal shows of conversation `id`: listed, counted, the page, the file, the export. */
async function portalOf(cookie: string, id: string) {
  const list = await (await fetchPage("/messages", asUser(cookie))).text();
  const page = await fetchPage(`/messages/${id}`, { ...asUser(cookie), redirect: "manual" });
  await page.arrayBuffer();
  const file = await fetchPage(`/attachments/${await fileOf(id)}`, asUser(cookie));
  await file.arrayBuffer();
  const api = (await (await SELF.fetch(new URL("/api/contact/messages", ORIGIN), asUser(cookie))).json()) as {
    messages: { id: string }[];
  };
  const exported = await (await downloadMyData(asUser(cookie))).text();
  const message = await env.DB.prepare("select message from contact_messages where id = ?")
    .bind(id)
    .first<string>("message");
  const contact = await (await fetchPage("/contact", asUser(cookie))).text();
  return {
    listed: list.includes(`href="/messages/${id}"`),
    page: page.status === 303 ? `303 ${page.headers.get("Location")}` : page.status,
    file: file.status,
    api: api.messages.some((m) => m.id === id),
    exported: exported.includes(JSON.stringify(message).slice(1, -1)),
    contactCount: /Your messages \((\d+)\)/.exec(contact)?.[1] ?? null,
  };
}

describe("a conversation started signed out with an account's address", () => {
  it("is in nobody's portal until the account adds it from the mailed link; then it is theirs", async () => {
    const alice = await confirmedUser(ALICE, "Alice Example");
    const id = await visitorPost();
    // Not Alice's: not listed, counted, shown, downloadable, in the API or in her data.
    expect(await portalOf(alice.cookie, id)).toEqual({
      listed: false,
      // Its page (linked from our reply mails) leads to /messages, which offers the link.
      page: "303 /messages",
      file: 404,
      api: false,
      exported: false,
      contactCount: "0",
    });
    // Staff see it as always.
    const staff = await signedInAdmin();
    const inbox = await fetchPage(`/admin/messages/${id}`, asUser(staff.cookie));
    expect(await inbox.text()).toContain(MESSAGE);
    // The mail to the address offers the link, never the message's text.
    const mail = await lastMailTo(ALICE, { subject: SUBJECT });
    expect(mail?.text).toContain("Hello Alice Example,");
    expect(mail?.text).toContain("Add it to your messages: http");
    expect(mail?.text).not.toContain("invoice");
    const token = await claimToken();
    expect(
      await env.DB.prepare("select count(*) as n from conversation_claims where token_hash = ?").bind(token).first("n"),
    ).toBe(0);

    // Opening the link shows the question and changes nothing (mail scanners open links).
    const opened = await fetchPage(`/claim-conversation?token=${token}`, asUser(alice.cookie));
    expect(opened.status).toBe(200);
    expect(opened.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(opened.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await opened.text();
    expect(html).toContain(claimText.title);
    expect(html).toContain(claimText.button);
    expect(html).not.toContain(MESSAGE);
    expect((await portalOf(alice.cookie, id)).listed).toBe(false);

    // The button adds it.
    const added = await claim(alice.cookie, token);
    expect(added.status).toBe(303);
    expect(added.headers.get("Location")).toBe(`/messages/${id}`);
    expect(flashOf(added)).toContain("Added to your messages");
    expect(await portalOf(alice.cookie, id)).toEqual({
      listed: true,
      page: 200,
      file: 200,
      api: true,
      exported: true,
      contactCount: "1",
    });
    expect(await (await fetchPage(`/messages/${id}`, asUser(alice.cookie))).text()).toContain(
      "Sent from the contact form with your e-mail address.",
    );
    // Single use: the link is spent.
    const again = await claim(alice.cookie, token);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("This link no longer works.");
    expect(await count("conversation_claims")).toBe(0);
  });

  it("counts in the header only once added", async () => {
    const alice = await confirmedUser(ALICE, "Alice Example");
    const id = await visitorPost();
    const staff = await signedInAdmin();
    const replied = await postForm(
      `/admin/messages/${id}`,
      { intent: "reply", reply: "Hello,\n\nWe received your invoice.", key: crypto.randomUUID() },
      asUser(staff.cookie),
    );
    expect(replied.status).toBe(303);
    const countIn = async () =>
      /data-testid="header-messages"[^>]*>(?:(?!<\/a>)[\s\S])*>Messages <\/span><span data-count="(\d+)"/.exec(
        await (await fetchPage("/about", asUser(alice.cookie))).text(),
      )?.[1];
    expect(await countIn()).toBe("0");
    expect((await claim(alice.cookie, await claimToken())).status).toBe(303);
    expect(await countIn()).toBe("1");
  });

  it("refuses the link to another account, which leaves it usable for the right one", async () => {
    const alice = await confirmedUser(ALICE, "Alice Example");
    const bob = await confirmedUser("bob@example.com", "Bob Example");
    const id = await visitorPost();
    const token = await claimToken();
    const page = await (await fetchPage(`/claim-conversation?token=${token}`, asUser(bob.cookie))).text();
    expect(page).toContain("This link was sent to another e-mail address.");
    expect(page).not.toContain(claimText.button);
    // To anyone but its address's account, its page is the site's 404.
    expect((await fetchPage(`/messages/${id}`, { ...asUser(bob.cookie), redirect: "manual" })).status).toBe(404);
    const refused = await claim(bob.cookie, token);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("This link was sent to another e-mail address.");
    expect(
      await env.DB.prepare("select user_id from contact_messages where id = ?").bind(id).first("user_id"),
    ).toBeNull();
    // Staff are no exception.
    const staff = await signedInAdmin();
    expect((await claim(staff.cookie, token)).status).toBe(403);
    expect((await claim(alice.cookie, token)).status).toBe(303);
  });

  it("sends the signed-out to log in and back, and claims nothing for them", async () => {
    await confirmedUser(ALICE, "Alice Example");
    const id = await visitorPost();
    const token = await claimToken();
    const opened = await fetchPage(`/claim-conversation?token=${token}`, { redirect: "manual" });
    expect(opened.status).toBe(302);
    expect(opened.headers.get("Location")).toBe(
      `/login?redirectTo=${encodeURIComponent(`/claim-conversation?token=${token}`)}`,
    );
    const posted = await postForm(`/claim-conversation?token=${token}`, { token });
    expect([302, 303]).toContain(posted.status);
    expect(posted.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    expect(
      await env.DB.prepare("select user_id from contact_messages where id = ?").bind(id).first("user_id"),
    ).toBeNull();
  });

  it("answers an unknown, expired or malformed link with 'This link no longer works'", async () => {
    const alice = await confirmedUser(ALICE, "Alice Example");
    await visitorPost();
    const token = await claimToken();
    await env.DB.prepare("update conversation_claims set expires_at = ?")
      .bind(Date.now() - 1)
      .run();
    for (const t of [token, "nope", "", "%00"]) {
      const page = await (await fetchPage(`/claim-conversation?token=${t}`, asUser(alice.cookie))).text();
      expect(page, t).toContain("This link no longer works");
      expect((await claim(alice.cookie, t)).status, t).toBe(400);
    }
    expect(CLAIM_TTL_MS).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it("mails no link for an address without a confirmed account, nor for a signed-in post", async () => {
    await visitorPost("nobody@example.com");
    const signedIn = await confirmedUser("carol@example.com", "Carol Example");
    fakeSiteverify("pass");
    const own = await postForm(
      "/contact",
      { message: "A question of my own, signed in.", service: "chatbot-development" },
      asUser(signedIn.cookie),
    );
    expect(own.status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(
      await env.DB.prepare("select count(*) as n from mail_outbox where subject = ?").bind(SUBJECT).first("n"),
    ).toBe(0);
    // Carol's own message is hers at once.
    expect(await (await fetchPage("/messages", asUser(signedIn.cookie))).text()).toContain("A question of my own");
  });

  it("mails at most 3 offers an hour to one address, however often its address is posted", async () => {
    await confirmedUser(ALICE, "Alice Example");
    const logs = captureConsole();
    for (let i = 0; i < 5; i++) await visitorPost(ALICE, `${MESSAGE} (${i})`);
    await lastMailTo(ALICE, { subject: SUBJECT, count: 3 });
    await new Promise((r) => setTimeout(r, 300));
    expect(
      await env.DB.prepare('select count(*) as n from mail_outbox where "to" = ? and subject = ?')
        .bind(ALICE, SUBJECT)
        .first("n"),
    ).toBe(3);
    expect(logs.events()).toContainEqual(expect.objectContaining({ event: "recipient_cap_reached", kind: "claim" }));
    expect(logs.lines.join("\n")).not.toContain(ALICE);
  });
});

describe("/messages: Not seeing a conversation?", () => {
  it("says how many wait and mails a link for each; the links add them", async () => {
    const alice = await confirmedUser(ALICE, "Alice Example");
    // Sent before Alice had an account: no link was mailed then.
    await env.DB.prepare("update users set email_verified_at = null where email = ?").bind(ALICE).run();
    const first = await visitorPost(ALICE, `${MESSAGE} First.`);
    const second = await visitorPost(ALICE, `${MESSAGE} Second.`);
    await env.DB.prepare("update users set email_verified_at = ? where email = ?").bind(Date.now(), ALICE).run();
    expect(await count("conversation_claims")).toBe(0);
    const page = await (await fetchPage("/messages", asUser(alice.cookie))).text();
    expect(page).toContain(claimText.notSeeing);
    expect(page).toContain(claimText.waiting(2).split(" We'll")[0]);
    const asked = await postForm("/messages", { intent: "claim-links" }, asUser(alice.cookie));
    expect(asked.status).toBe(303);
    expect(flashOf(asked)).toContain("Check your inbox");
    const mail = await lastMailTo(ALICE, { subject: SUBJECT });
    const tokens = [...mail!.text.matchAll(/\/claim-conversation\?token=([a-z0-9]+)/g)].map((m) => m[1]!);
    expect(tokens).toHaveLength(2);
    for (const token of tokens) expect((await claim(alice.cookie, token)).status).toBe(303);
    const list = await (await fetchPage("/messages", asUser(alice.cookie))).text();
    expect(list).toContain(`href="/messages/${first}"`);
    expect(list).toContain(`href="/messages/${second}"`);
    expect(list).not.toContain(claimText.notSeeing);
    // Nothing left: the answer says so, and mails nothing.
    const none = await postForm("/messages", { intent: "claim-links" }, asUser(alice.cookie));
    expect(flashOf(none)).toContain("Nothing to add");
  });

  it("keeps to the address's caps: past 3 mails an hour, 429", async () => {
    const alice = await confirmedUser(ALICE, "Alice Example");
    await env.DB.prepare("update users set email_verified_at = null where email = ?").bind(ALICE).run();
    await visitorPost();
    await env.DB.prepare("update users set email_verified_at = ? where email = ?").bind(Date.now(), ALICE).run();
    captureConsole();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await postForm("/messages", { intent: "claim-links" }, asUser(alice.cookie))).status);
    expect(statuses).toEqual([303, 303, 303, 429]);
  });

  it("takes only its own intent, and the signed-out go to log in", async () => {
    const alice = await confirmedUser(ALICE, "Alice Example");
    expect((await postForm("/messages", { intent: "other" }, asUser(alice.cookie))).status).toBe(400);
    const anonymous = await postForm("/messages", { intent: "claim-links" });
    expect(anonymous.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
  });
});
