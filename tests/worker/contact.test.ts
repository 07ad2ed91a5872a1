import { env, SELF } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { contactDetails } from "~/conversations/contact-fields";
import { api, attemptsUntilLimited, confirmedUser, count, randomIp } from "./auth-helpers";
import { fakeSiteverify } from "./fake-siteverify";
import { ORIGIN } from "./helpers";
import { seedEntry } from "./inbox-helpers";

afterEach(() => vi.restoreAllMocks());

const visitor = {
  name: "Deepa Rao",
  email: "deepa@example.com",
  service: "chatbot-development",
  message: "We need a WhatsApp bot for orders.",
};
let tokenCounter = 0;
const token = () => `token-${Date.now()}-${++tokenCounter}`;

type Row = Record<string, unknown>;
const rows = async () =>
  (await env.DB.prepare("select * from contact_messages order by created_at").all<Row>()).results;

describe("POST /api/contact from a visitor", () => {
  it("verifies the token with siteverify, then stores one verified row", async () => {
    const fake = fakeSiteverify("pass");
    const ip = randomIp();
    const t = token();
    const { res, json } = await api("/api/contact", { ...visitor, token: t }, { ip });
    expect(res.status).toBe(201);
    expect(json).toEqual({ message: "Message submitted successfully" });
    expect(fake.calls).toHaveLength(1);
    const sent = fake.calls[0]!;
    expect(sent.get("secret")).toBe(env.TURNSTILE_SECRET_KEY);
    expect(sent.get("response")).toBe(t);
    expect(sent.get("remoteip")).toBe(ip);
    expect(sent.get("idempotency_key")).toMatch(/^[0-9a-f-]{36}$/);
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      ...visitor,
      user_id: null,
      is_verified: 1,
      status: "new",
      last_author: "client",
    });
    expect(stored[0]!.last_activity_at).toBe(stored[0]!.created_at);
  });

  it("stores nothing and answers 400 when the token fails", async () => {
    fakeSiteverify("fail");
    const { res, json } = await api("/api/contact", { ...visitor, token: token() });
    expect(res.status).toBe(400);
    expect(json.error).toBe("The security check failed. Please complete the CAPTCHA challenge again.");
    expect(await count("contact_messages")).toBe(0);
  });

  it("refuses a token solved on another hostname", async () => {
    fakeSiteverify("wrong-host");
    const { res } = await api("/api/contact", { ...visitor, token: token() });
    expect(res.status).toBe(400);
    expect(await count("contact_messages")).toBe(0);
  });

  it.each(["down", "error-500"] as const)("keeps the message, unverified, when siteverify is %s", async (mode) => {
    fakeSiteverify(mode);
    const { res, json } = await api("/api/contact", { ...visitor, token: token() });
    expect(res.status).toBe(201);
    expect(json).toEqual({ message: "Message submitted successfully" });
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ is_verified: 0, user_id: null, message: visitor.message });
  });

  it("refuses a token used a second time, without asking siteverify again", async () => {
    const fake = fakeSiteverify("pass");
    const t = token();
    expect((await api("/api/contact", { ...visitor, token: t })).res.status).toBe(201);
    const again = await api("/api/contact", { ...visitor, message: "A second message with the same token.", token: t });
    expect(again.res.status).toBe(400);
    expect(again.json.error).toBe("This security check was already used. Please complete the CAPTCHA challenge again.");
    expect(fake.calls).toHaveLength(1);
    expect(await count("contact_messages")).toBe(1);
  });

  it("asks for the CAPTCHA when the token is missing", async () => {
    const fake = fakeSiteverify("pass");
    const { res, json } = await api("/api/contact", visitor);
    expect(res.status).toBe(400);
    expect(json.error).toBe("Please complete the CAPTCHA challenge");
    expect(fake.calls).toHaveLength(0);
    expect(await count("contact_messages")).toBe(0);
  });
});

describe("POST /api/contact from a signed-in user", () => {
  it("takes name, e-mail and user id from the session and ignores them in the body", async () => {
    const fake = fakeSiteverify("pass");
    const { cookie } = await confirmedUser("member@example.com", "Suresh Babu");
    const { res, json } = await api(
      "/api/contact",
      {
        name: "Mallory",
        email: "mallory@evil.example",
        userId: "someone-else",
        isVerified: false,
        service: "",
        message: "Please call me about a data project.",
      },
      { cookie },
    );
    expect(res.status).toBe(201);
    expect(json).toEqual({ message: "Your message has been sent" });
    expect(fake.calls).toHaveLength(0);
    const user = await env.DB.prepare("select id from users").first<{ id: string }>();
    const stored = await rows();
    expect(stored[0]).toMatchObject({
      name: "Suresh Babu",
      email: "member@example.com",
      user_id: user!.id,
      is_verified: 1,
      service: null,
    });
  });
});

describe("GET /api/contact/messages", () => {
  async function insert(values: {
    id: string;
    user_id?: string | null;
    email: string;
    is_verified: number;
    created_at: number;
    reply?: string;
    claimed_at?: number;
  }) {
    await env.DB.prepare(
      "insert into contact_messages (id, user_id, email, name, service, message, created_at, last_activity_at, is_verified, claimed_at) values (?, ?, ?, 'N', null, 'A message body', ?, ?, ?, ?)",
    )
      .bind(
        values.id,
        values.user_id ?? null,
        values.email,
        values.created_at,
        values.created_at,
        values.is_verified,
        values.claimed_at ?? null,
      )
      .run();
    if (values.reply) await seedEntry(values.id, { body: values.reply, at: values.created_at + 10 });
  }

  it("answers 401 when signed out", async () => {
    const res = await SELF.fetch(new URL("/api/contact/messages", ORIGIN));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: "Please log in to see your messages." });
  });

  it("lists only the user's verified messages, by user id (never by e-mail alone), the latest activity first", async () => {
    const { cookie } = await confirmedUser("owner@example.com");
    const other = await confirmedUser("other@example.com");
    void other;
    const owner = await env.DB.prepare("select id from users where email = 'owner@example.com'").first<{
      id: string;
    }>();
    const otherUser = await env.DB.prepare("select id from users where email = 'other@example.com'").first<{
      id: string;
    }>();
    await insert({
      id: "by-id-old",
      user_id: owner!.id,
      email: "owner@example.com",
      is_verified: 1,
      created_at: 1_000,
    });
    await insert({
      id: "by-email-visitor",
      user_id: owner!.id,
      claimed_at: 3_500,
      email: "owner@example.com",
      is_verified: 1,
      created_at: 3_000,
      reply: "We will call you.",
    });
    // Sent signed out with the owner's address and never added from the mailed link: not theirs.
    await insert({ id: "unclaimed-visitor", email: "owner@example.com", is_verified: 1, created_at: 6_000 });
    await insert({ id: "unverified-visitor", email: "owner@example.com", is_verified: 0, created_at: 4_000 });
    await insert({
      id: "other-user",
      user_id: otherUser!.id,
      email: "other@example.com",
      is_verified: 1,
      created_at: 5_000,
    });
    await insert({
      id: "by-id-new",
      user_id: owner!.id,
      email: "owner@example.com",
      is_verified: 1,
      created_at: 2_000,
    });
    const res = await SELF.fetch(new URL("/api/contact/messages", ORIGIN), { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    const { messages } = (await res.json()) as { messages: Array<Record<string, unknown>> };
    expect(messages.map((m) => m.id)).toEqual(["by-email-visitor", "by-id-new", "by-id-old"]);
    expect(messages[0]).toEqual({
      // The further details the client sees (none given here), as declared in contact-fields.ts.
      ...Object.fromEntries(contactDetails.filter((d) => d.client).map((d) => [d.name, null])),
      id: "by-email-visitor",
      service: null,
      message: "A message body",
      status: "replied",
      createdAt: new Date(3_000).toISOString(),
      lastActivityAt: new Date(3_010).toISOString(),
      attachments: [],
      entries: [
        {
          id: expect.any(String),
          author: "staff",
          staffName: expect.anything(),
          body: "We will call you.",
          createdAt: new Date(3_010).toISOString(),
          attachments: [],
        },
      ],
      canAnswer: true,
      // Our reply came after the client last opened it (never).
      unread: true,
      fromContactForm: true,
    });
    expect(messages.find((m) => m.id === "by-id-new")?.canAnswer).toBe(false);
    expect(messages.find((m) => m.id === "by-id-new")?.fromContactForm).toBe(false);
    expect(Object.keys(messages[0]!)).not.toContain("is_verified");
  });

  it("uses the indexes for the query", async () => {
    const plan = await env.DB.prepare(
      "explain query plan select * from contact_messages where is_verified = 1 and user_id = ? order by last_activity_at desc",
    )
      .bind("u")
      .all<{ detail: string }>();
    const details = plan.results.map((r) => r.detail).join(" | ");
    expect(details).toMatch(/contact_messages_user_created_idx/);
  });
});

describe("contact validation and abuse", () => {
  it.each([
    [{ ...visitor, name: "D" }, "Name must be at least 2 characters"],
    [{ ...visitor, email: "deepa" }, "Invalid email address"],
    [{ ...visitor, email: "" }, "Email is required"],
    [{ ...visitor, message: "Too short" }, "Message must be at least 10 characters"],
    [{ ...visitor, message: "m".repeat(5001) }, "Message must be at most 5000 characters"],
    [{ ...visitor, name: "n".repeat(101) }, "Name must be at most 100 characters"],
    [{ ...visitor, service: "space-travel" }, "Please choose a service from the list"],
    [{ ...visitor, message: 12345678901 }, "Message must be at least 10 characters"],
  ])("%j -> 400 %s and nothing stored", async (body, message) => {
    const fake = fakeSiteverify("pass");
    const { res, json } = await api("/api/contact", { ...body, token: token() });
    expect(res.status).toBe(400);
    expect(json.error).toBe(message);
    expect(fake.calls).toHaveLength(0);
    expect(await count("contact_messages")).toBe(0);
  });

  it("accepts an empty service (General Inquiry)", async () => {
    fakeSiteverify("pass");
    const { res } = await api("/api/contact", { ...visitor, service: "", token: token() });
    expect(res.status).toBe(201);
    expect((await rows())[0]?.service).toBeNull();
  });

  it("answers 429 past the limit for one address", async () => {
    fakeSiteverify("pass");
    const ip = randomIp();
    const { statuses, allowed } = await attemptsUntilLimited(
      5,
      async () => (await api("/api/contact", { ...visitor, token: token() }, { ip })).res,
    );
    expect(allowed).toBeGreaterThanOrEqual(5);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(await count("contact_messages")).toBe(allowed);
  });

  it("counts every address of one IPv6 /64 against the same limit", async () => {
    fakeSiteverify("pass");
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:77`;
    const { statuses, allowed } = await attemptsUntilLimited(5, async (i) => {
      const ip = `${prefix}:${(i + 1).toString(16)}::${(i * 7 + 3).toString(16)}`;
      return (await api("/api/contact", { ...visitor, token: token() }, { ip })).res;
    });
    expect(statuses.at(-1)).toBe(429);
    expect(allowed).toBeLessThanOrEqual(10);
    expect(await count("contact_messages")).toBe(allowed);
  });

  it("answers 403 to a cross-origin post, 413 to an oversize one, 400 to malformed JSON, storing nothing", async () => {
    fakeSiteverify("pass");
    expect(
      (await api("/api/contact", { ...visitor, token: token() }, { origin: "https://evil.example" })).res.status,
    ).toBe(403);
    const post = (body: string) =>
      SELF.fetch(new URL("/api/contact", ORIGIN), {
        method: "POST",
        headers: { Origin: ORIGIN, "Content-Type": "application/json" },
        body,
      });
    expect((await post(JSON.stringify({ ...visitor, message: "x".repeat(40_000), token: token() }))).status).toBe(413);
    const malformed = await post('{"name": "Deepa",');
    expect(malformed.status).toBe(400);
    expect(await count("contact_messages")).toBe(0);
  });
});
