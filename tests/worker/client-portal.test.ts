import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { TEMPLATE_STATUS_HEADER } from "../../workers/edge-cache/signed-in";
import { confirmedUser } from "./auth-helpers";
import { countingD1 } from "./counting-d1";
import { fetchPage, postForm } from "./helpers";
import { seedEntry, seedMessages, signedInAdmin, userId } from "./inbox-helpers";
import { fetchWithEnv } from "./worker-with";

/**
 * The client's side of conversations (docs/decisions/026-client-portal.md): /messages, one
 * conversation at /messages/:id, and the header's "Messages N", which signed-in public pages
 * carry in their shared template.
 */

const CLIENT = "deepa@example.com";
const asUser = (cookie: string) => ({ headers: { Cookie: cookie } });

/** Every nonce the page was made with, as one placeholder, so two answers can be compared. */
function withoutNonces(html: string): string {
  const nonces = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]!));
  let out = html;
  for (const nonce of nonces) out = out.replaceAll(nonce, "NONCE");
  return out;
}

/** The header's count, as the markup carries it. */
const countIn = (html: string) =>
  /data-testid="header-messages"[^>]*>(?:(?!<\/a>)[\s\S])*>Messages <\/span><span data-count="(\d+)"/.exec(html)?.[1];

let staffCookie: Promise<string> | null = null;
beforeEach(() => {
  staffCookie = null;
});

/** Our reply in conversation `id`, from one staff member (signed in once per test). */
async function staffReply(id: string, text = "Hello Deepa,\n\nHere is our estimate.") {
  staffCookie ??= signedInAdmin("meera@example.com", "Meera Iyer").then((staff) => staff.cookie);
  const staff = { cookie: await staffCookie };
  const res = await postForm(
    `/admin/messages/${id}`,
    { intent: "reply", reply: text, key: crypto.randomUUID() },
    asUser(staff.cookie),
  );
  expect(res.status).toBe(303);
}

describe("the header's Messages N", () => {
  it("counts conversations with a reply the client has not opened; opening one clears it", async () => {
    const { cookie } = await confirmedUser(CLIENT, "Deepa Rao");
    await seedMessages([
      { id: "c1", email: CLIENT, user_id: await userId(CLIENT) },
      { id: "c2", email: CLIENT, user_id: await userId(CLIENT), message: "A second question about our data." },
    ]);
    expect(countIn(await (await fetchPage("/about", asUser(cookie))).text())).toBe("0");
    await staffReply("c1");
    await staffReply("c2");
    expect(countIn(await (await fetchPage("/about", asUser(cookie))).text())).toBe("2");
    // The page that opens it already says 1, and every page after it.
    const opened = await (await fetchPage("/messages/c1", asUser(cookie))).text();
    expect(countIn(opened)).toBe("1");
    expect(countIn(await (await fetchPage("/team", asUser(cookie))).text())).toBe("1");
    await fetchPage("/messages/c2", asUser(cookie));
    expect(countIn(await (await fetchPage("/team", asUser(cookie))).text())).toBe("0");
    // A new reply makes it unread again.
    await staffReply("c1", "Hello Deepa,\n\nOne more thing.");
    expect(countIn(await (await fetchPage("/team", asUser(cookie))).text())).toBe("1");
  });

  it("is in the signed-in template byte for byte as in the person's own render", async () => {
    const { cookie } = await confirmedUser(CLIENT, "Deepa Rao");
    await seedMessages([{ id: "c1", email: CLIENT, user_id: await userId(CLIENT) }]);
    await staffReply("c1");
    for (const path of ["/", "/about", "/services/software-development/mvp"]) {
      const templated = await fetchPage(path, asUser(cookie));
      expect(templated.headers.get(TEMPLATE_STATUS_HEADER), path).not.toBeNull();
      const html = withoutNonces(await templated.text());
      const own = await fetchPage(path, { headers: { Cookie: `${cookie}; flash=none` } });
      expect(own.headers.get(TEMPLATE_STATUS_HEADER), path).toBeNull();
      expect(html, path).toBe(withoutNonces(await own.text()));
      expect(countIn(html), path).toBe("1");
      // A content page (the home page too) sends no framework, so there is no hydration data to agree with.
      expect(html, path).not.toContain("__reactRouterContext");
    }
  });

  it("keeps the template's own number out of every answer, and costs no statement of its own", async () => {
    const { cookie } = await confirmedUser(CLIENT, "Deepa Rao");
    const html = await (await fetchPage("/about", asUser(cookie))).text();
    expect(html).not.toContain("918273645546372");
    await (await fetchWithEnv("/about", {}, asUser(cookie))).text();
    const d1 = countingD1();
    const res = await fetchWithEnv("/about", { DB: d1.DB }, asUser(cookie));
    expect(res.headers.get(TEMPLATE_STATUS_HEADER)).toBe("HIT");
    expect(d1.statements).toHaveLength(1);
    expect(await res.text()).not.toContain("918273645546372");
  });

  it("is not there for the signed-out", async () => {
    const html = await (await fetchPage("/about")).text();
    expect(html).not.toContain('data-testid="header-messages"');
  });
});

describe("/messages", () => {
  it("lists the client's conversations: service, first line, status, last activity, the unread mark", async () => {
    const { cookie } = await confirmedUser(CLIENT, "Deepa Rao");
    await seedMessages([
      {
        id: "c1",
        email: CLIENT,
        user_id: await userId(CLIENT),
        message: "Can you build a WhatsApp bot?\nWe have 40 stores.",
      },
      {
        id: "c2",
        email: CLIENT,
        user_id: await userId(CLIENT),
        service: "data-analysis",
        message: "Our sales data needs a dashboard.",
      },
      { id: "theirs", email: "ravi@example.com", message: "Someone else's question." },
    ]);
    await staffReply("c1");
    const html = await (await fetchPage("/messages", asUser(cookie))).text();
    expect(html).toContain("Can you build a WhatsApp bot?");
    expect(html).not.toContain("We have 40 stores.");
    expect(html).toContain("Our sales data needs a dashboard.");
    expect(html).not.toContain("Someone else");
    expect(html).toContain("New reply");
    expect(html).toContain("Replied");
    expect(html).toContain("Waiting for our reply");
    // The conversation with the latest activity (our reply) comes first.
    expect(html.indexOf("WhatsApp bot")).toBeLessThan(html.indexOf("sales data"));
    expect(html).toContain('href="/messages/c1"');
  });

  it("sends the signed-out to log in and back, and shows an empty list kindly", async () => {
    const anonymous = await fetchPage("/messages", { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe("/login?redirectTo=%2Fmessages");
    const thread = await fetchPage("/messages/c1", { redirect: "manual" });
    expect(thread.headers.get("Location")).toBe("/login?redirectTo=%2Fmessages%2Fc1");
    const { cookie } = await confirmedUser("new@example.com");
    const html = await (await fetchPage("/messages", asUser(cookie))).text();
    expect(html).toContain("No messages yet");
  });

  it("is linked from /contact with the number of conversations", async () => {
    const { cookie } = await confirmedUser(CLIENT, "Deepa Rao");
    await seedMessages([
      { id: "c1", email: CLIENT, user_id: await userId(CLIENT) },
      { id: "c2", email: CLIENT, user_id: await userId(CLIENT) },
    ]);
    const html = await (await fetchPage("/contact", asUser(cookie))).text();
    expect(html).toMatch(/href="\/messages"[^>]*>Your messages \(2\)</);
    expect(await (await fetchPage("/contact")).text()).not.toContain("Your messages (");
  });

  it("keeps the pages out of caches and search engines", async () => {
    const { cookie } = await confirmedUser(CLIENT, "Deepa Rao");
    await seedMessages([{ id: "c1", email: CLIENT, user_id: await userId(CLIENT) }]);
    for (const path of ["/messages", "/messages/c1"]) {
      const res = await fetchPage(path, asUser(cookie));
      expect(res.headers.get("Cache-Control"), path).toBe("private, no-store");
      expect(await res.text(), path).toContain('<meta name="robots" content="noindex, nofollow"/>');
    }
  });

  it("marks a conversation read only for its owner: another client's visit changes nothing", async () => {
    await confirmedUser(CLIENT, "Deepa Rao");
    const other = await confirmedUser("ravi@example.com", "Ravi Kumar");
    await seedMessages([{ id: "c1", email: CLIENT, user_id: await userId(CLIENT) }]);
    await seedEntry("c1");
    expect((await fetchPage("/messages/c1", asUser(other.cookie))).status).toBe(404);
    const row = await env.DB.prepare("select client_read_at from contact_messages where id = 'c1'").first();
    expect(row).toEqual({ client_read_at: null });
  });
});
