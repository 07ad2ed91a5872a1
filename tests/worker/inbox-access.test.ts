import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { confirmedUser, confirmItsYou } from "./auth-helpers";
import { fetchPage, postForm } from "./helpers";
import { getAs, seedMessages, signedInAdmin, userId } from "./inbox-helpers";

/**
 * Access to the staff area, for every loader and action: anonymous visitors go to /login and
 * come back, signed-in people without the role get the site's 404 (nothing changes), admins get
 * the pages, never cached and never indexed.
 */
const PAGES = [
  "/admin",
  "/admin/messages",
  "/admin/messages?view=all&q=x&page=2",
  "/admin/messages/m-unverified",
  "/admin/team",
  "/admin/saved-replies",
];

async function snapshot(): Promise<string> {
  const messages = await env.DB.prepare(
    "select id, status, last_activity_at, is_verified, (select count(*) from conversation_entries e where e.message_id = m.id) as entries from contact_messages m order by id",
  ).all();
  const users = await env.DB.prepare("select email, role from users order by email").all();
  const mails = await env.DB.prepare("select count(*) as n from mail_outbox").first();
  const saved = await env.DB.prepare("select id, name, body from saved_replies order by id").all();
  return JSON.stringify([messages.results, users.results, mails, saved.results]);
}

/** Every state-changing form of the staff area, each of which would change something for an admin. */
async function actions(): Promise<Array<[string, Record<string, string>]>> {
  const other = await userId("other-admin@example.com");
  return [
    [
      "/admin/messages/m-unverified",
      { intent: "reply", reply: "Thank you, we will call you.", key: crypto.randomUUID() },
    ],
    ["/admin/messages/m-unverified", { intent: "note", note: "Called them back.", key: crypto.randomUUID() }],
    ["/admin/messages/m-unverified", { intent: "assign", assigneeId: other }],
    ["/admin/messages/m-unverified", { intent: "verify" }],
    ["/admin/messages/m-unverified", { intent: "close" }],
    ["/admin/messages/m-closed", { intent: "reopen" }],
    ["/admin/messages/m-to-delete", { intent: "delete", confirm: "yes" }],
    ["/admin/team", { intent: "grant", email: "user@example.com" }],
    [
      "/admin/saved-replies",
      { intent: "create", name: "Call scheduled", body: "Hello {first_name}, we have a call booked." },
    ],
    ["/admin/saved-replies", { intent: "update", id: "sr-1", name: "Renamed", body: "A longer text for the reply." }],
    ["/admin/saved-replies", { intent: "delete", id: "sr-1" }],
    ["/admin/team", { intent: "revoke", userId: other }],
  ];
}

async function setUp() {
  await signedInAdmin("other-admin@example.com", "Other Admin");
  await seedMessages([
    { id: "m-unverified", is_verified: 0 },
    { id: "m-to-delete", is_verified: 0 },
    { id: "m-closed", status: "closed" },
  ]);
  await env.DB.prepare(
    "insert into saved_replies (id, name, body) values ('sr-1', 'Quote sent', 'Hello {first_name}, the quote is attached.')",
  ).run();
}

describe("anonymous visitors", () => {
  it("are sent to /login with the way back, on every page", async () => {
    await setUp();
    for (const path of PAGES) {
      const res = await getAs(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("Location"), path).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    }
  });

  it("change nothing with any action", async () => {
    await setUp();
    const before = await snapshot();
    for (const [path, fields] of await actions()) {
      const res = await postForm(path, fields);
      expect(res.status, `${path} ${fields.intent}`).toBe(302);
      expect(res.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    }
    expect(await snapshot()).toBe(before);
  });
});

describe("signed-in users without the role", () => {
  it("get the site's 404 on every page and every action, and nothing changes", async () => {
    await setUp();
    const { cookie } = await confirmedUser("user@example.com", "Plain User");
    for (const path of PAGES) {
      const res = await getAs(path, cookie);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain("Page not found");
    }
    const before = await snapshot();
    for (const [path, fields] of await actions()) {
      const res = await postForm(path, fields, { headers: { Cookie: cookie } });
      expect(res.status, `${path} ${fields.intent}`).toBe(404);
    }
    expect(await snapshot()).toBe(before);
  });

  it("see no Admin link in the header", async () => {
    const { cookie } = await confirmedUser("user@example.com", "Plain User");
    expect(await (await getAs("/contact", cookie)).text()).not.toContain('data-testid="admin-link"');
  });
});

describe("admins", () => {
  it("get every page, private and uncached, marked noindex; /admin leads to the inbox", async () => {
    await setUp();
    const { cookie } = await signedInAdmin();
    const home = await getAs("/admin", cookie);
    expect(home.status).toBe(302);
    expect(home.headers.get("Location")).toBe("/admin/messages");
    for (const path of PAGES.slice(1)) {
      const res = await getAs(path, cookie);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("Cache-Control"), path).toBe("private, no-store");
      const html = await res.text();
      expect(html, path).toMatch(/<meta name="robots" content="noindex, nofollow"/);
      // The staff area's own frame: its bar, and none of the marketing header, menus or footer.
      expect(html, path).toContain('aria-label="Staff area"');
      expect(html, path).toContain('data-testid="needs-reply-count"');
      expect(html, path).not.toContain('aria-label="Site footer"');
      expect(html, path).not.toMatch(/>Subscribe</);
      expect(html, path).not.toContain('aria-label="Main"');
    }
    // The client router's data requests carry the same rule.
    for (const path of ["/admin/messages.data", "/admin/messages/m-unverified.data", "/admin/team.data"]) {
      const res = await getAs(path, cookie);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
  });

  it("see their display name and the number that need a reply on the staff bar of every page", async () => {
    const { cookie } = await signedInAdmin();
    await env.DB.prepare("update users set display_name = 'Priya S.' where email = 'staff@example.com'").run();
    await seedMessages([
      { id: "n1" },
      { id: "n2" },
      { id: "answered-back", status: "client_replied" },
      { id: "done", status: "replied" },
      { id: "unverified", is_verified: 0 },
      { id: "closed", status: "closed" },
    ]);
    for (const path of ["/admin/messages?view=all", "/admin/team", "/admin/saved-replies"]) {
      const html = await (await getAs(path, cookie)).text();
      expect(html, path).toMatch(/data-testid="needs-reply-count"[^>]*>3<span class="sr-only"> need a reply<\/span>/);
      expect(html, path).toMatch(/data-testid="staff-name"[^>]*>Priya S\.<\/a>/);
    }
  });

  it("see the Admin link beside their name", async () => {
    const { cookie } = await signedInAdmin();
    const html = await (await getAs("/", cookie)).text();
    const link = /<a[^>]*data-testid="admin-link"[^>]*>(?:(?!<\/a>)[\s\S])*>Admin<\/span><\/a>/.exec(html)?.[0];
    expect(link).toContain('href="/admin/messages"');
  });

  it("reach every action (each answers with a redirect, not a refusal)", async () => {
    await setUp();
    await confirmedUser("user@example.com", "Plain User");
    const { cookie } = await signedInAdmin();
    // The team's changes need "Confirm it's you" first (tests/worker/staff-team.test.ts).
    await confirmItsYou(cookie, { path: "/admin/team" });
    for (const [path, fields] of await actions()) {
      const res = await postForm(path, fields, { headers: { Cookie: cookie } });
      expect(res.status, `${path} ${fields.intent}`).toBe(303);
    }
  });

  it("answer 404 for a message that does not exist", async () => {
    const { cookie } = await signedInAdmin();
    expect((await getAs("/admin/messages/no-such-message", cookie)).status).toBe(404);
    const res = await postForm(
      "/admin/messages/no-such-message",
      { intent: "reply", reply: "A reply long enough.", key: crypto.randomUUID() },
      { headers: { Cookie: cookie } },
    );
    expect(res.status).toBe(404);
    expect(await env.DB.prepare("select count(*) as n from mail_outbox where subject like 'Re:%'").first()).toEqual({
      n: 0,
    });
  });
});

it("leaves the staff area out of the sitemap", async () => {
  const xml = await (await fetchPage("/sitemap.xml")).text();
  expect(xml).toContain("/contact</loc>");
  expect(xml).not.toContain("/admin");
});
