import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, confirmedUser, randomIp } from "./auth-helpers";
import { mailsTo } from "./booking-helpers";
import { fakeSiteverify } from "./fake-siteverify";

/**
 * "We have your message": the copy of a contact form message to its sender, with when we usually
 * reply; a signed-in client's links the conversation. Capped per recipient; none when Turnstile
 * could not vouch for a human (siteverify down: the message is kept unverified).
 */

afterEach(() => vi.restoreAllMocks());

const SUBJECT = "We have your message";

const copiesTo = async (email: string) => (await mailsTo(email)).filter((mail) => mail.subject === SUBJECT);

describe("the copy to the sender", () => {
  it("goes to a visitor whose token passed, quoting the message and the reply time, with no conversation link", async () => {
    fakeSiteverify("pass");
    const email = "copy-visitor@example.com";
    const { res } = await api(
      "/api/contact",
      {
        name: "Kavya Menon",
        email,
        service: "talent-acquisition",
        message: "We need two React developers for six months.",
        token: crypto.randomUUID(),
      },
      { ip: randomIp() },
    );
    expect(res.status).toBe(201);
    const [copy] = await copiesTo(email);
    expect(copy?.text).toContain("Hello Kavya,");
    expect(copy?.text).toContain("about Talent Acquisition / Staffing");
    expect(copy?.text).toContain("We usually reply within one business day");
    expect(copy?.text).toContain("We need two React developers for six months.");
    expect(copy?.text).not.toContain("/messages/");
  });

  it("goes to a signed-in client with the link to the new conversation", async () => {
    const email = "copy-client@example.com";
    const { cookie } = await confirmedUser(email, "Ravi Kumar");
    const { res } = await api(
      "/api/contact",
      { service: "other", message: "Could you look at our invoicing workflow?" },
      { cookie, ip: randomIp() },
    );
    expect(res.status).toBe(201);
    const { results } = await env.DB.prepare("select id from contact_messages where email = ?").bind(email).all<{
      id: string;
    }>();
    const [copy] = await copiesTo(email);
    expect(copy?.text).toContain(`/messages/${results[0]!.id}`);
  });

  it("is capped at 3 an hour for one address, however many IPs send, and the messages are all kept", async () => {
    fakeSiteverify("pass");
    const email = "copy-flooded@example.com";
    for (let i = 0; i < 5; i++) {
      const { res } = await api(
        "/api/contact",
        { name: "Someone Else", email, message: `Message number ${i} for the flood test.`, token: crypto.randomUUID() },
        { ip: randomIp() },
      );
      expect(res.status).toBe(201);
    }
    expect(await copiesTo(email)).toHaveLength(3);
    const kept = await env.DB.prepare("select count(*) as n from contact_messages where email = ?").bind(email).first<{
      n: number;
    }>();
    expect(kept?.n).toBe(5);
  });

  it("is not sent while siteverify cannot be reached (the message is kept unverified)", async () => {
    fakeSiteverify("down");
    const email = "copy-unverified@example.com";
    const { res } = await api(
      "/api/contact",
      {
        name: "Kavya Menon",
        email,
        message: "Hello from a time when siteverify was down.",
        token: crypto.randomUUID(),
      },
      { ip: randomIp() },
    );
    expect(res.status).toBe(201);
    expect(await copiesTo(email)).toEqual([]);
  });
});
