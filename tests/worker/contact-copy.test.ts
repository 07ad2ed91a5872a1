import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, confirmedUser, randomIp } from "./auth-helpers";
import { mailsTo } from "./booking-helpers";
import { fakeSiteverify } from "./fake-siteverify";

/**
 * "We have your message": the copy of a contact form message to its sender, with when we usually
 * reply. A signed-in client's (a proven address) greets them, quotes the message and links the
 * conversation; a visitor's (an address anyone could type) only says that a message arrived. Capped per recipient; none when Turnstile
 * could not vouch for a human (siteverify down: the message is kept unverified).
 */

afterEach(() => vi.restoreAllMocks());

const SUBJECT = "We have your message";

const copiesTo = async (email: string) => (await mailsTo(email)).filter((mail) => mail.subject === SUBJECT);

/** The copies with their HTML part, once the queue has written them. */
async function copiesWithHtmlTo(email: string) {
  await copiesTo(email);
  const { results } = await env.DB.prepare(
    'select subject, text, html from mail_outbox where "to" = ? and subject = ? order by created_at, rowid',
  )
    .bind(email, SUBJECT)
    .all<{ subject: string; text: string; html: string }>();
  return results;
}

describe("the copy to the sender", () => {
  it("goes to a visitor whose token passed, saying only that a message arrived and when we reply: nothing the sender typed", async () => {
    fakeSiteverify("pass");
    const email = "copy-visitor@example.com";
    const message = "Your invoice is overdue: pay at https://pay-adrig.example/now or call +1 555 0100.";
    const { res } = await api(
      "/api/contact",
      { name: "Kavya Menon", email, service: "talent-acquisition", message, token: crypto.randomUUID() },
      { ip: randomIp() },
    );
    expect(res.status).toBe(201);
    const [copy] = await copiesWithHtmlTo(email);
    // The address is nobody's proof: a stranger could have typed it, with any name and any text.
    expect(copy?.subject).toBe(SUBJECT);
    for (const part of [copy?.subject, copy?.text, copy?.html]) {
      expect(part).toBeDefined();
      for (const typed of ["Kavya", "Menon", "invoice", "pay-adrig.example", "555 0100", "Talent Acquisition"])
        expect(part).not.toContain(typed);
    }
    expect(copy?.text).toContain("Hello,");
    expect(copy?.text).toContain("A message was sent to ADRIG from our contact form with this e-mail address.");
    expect(copy?.text).toContain("We usually reply within one business day");
    expect(copy?.text).toContain("If you did not write to us, you can ignore this e-mail.");
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
    const [copy] = await copiesWithHtmlTo(email);
    expect(copy?.text).toContain(`/messages/${results[0]!.id}`);
    // A proven address: the copy greets the account's name and quotes what was written.
    for (const part of [copy?.text, copy?.html]) {
      expect(part).toContain("Hello Ravi,");
      expect(part).toContain("Could you look at our invoicing workflow?");
    }
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
