import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, confirmedUser, count, lastMailTo, randomIp } from "./auth-helpers";
import { fakeSiteverify } from "./fake-siteverify";
import { ORIGIN } from "./helpers";
import { captureConsole, fakeMailQueue, mailIn, SAFE_PRODUCTION } from "./ops-fakes";
import { fetchWithEnv } from "./worker-with";

afterEach(() => vi.restoreAllMocks());

const visitor = {
  name: "Deepa Rao",
  email: "deepa@example.com",
  service: "chatbot-development",
  message: "We need a WhatsApp bot for our orders.",
};
let n = 0;
const token = () => `notify-token-${Date.now()}-${++n}`;

async function stored(email: string) {
  return env.DB.prepare("select id, is_verified, notified_at from contact_messages where email = ?")
    .bind(email)
    .first<{ id: string; is_verified: number; notified_at: number | null }>();
}

describe("every stored contact message is mailed to CONTACT_INBOX", () => {
  it.each([
    ["a verified visitor", "pass", "yes"],
    ["an unverified visitor (siteverify down)", "down", "no"],
  ] as const)(
    "%s: the outbox records it, with Reply-To the sender, and notified_at is stamped",
    async (_label, mode, verified) => {
      fakeSiteverify(mode);
      const email = `${mode}@example.com`;
      const { res } = await api("/api/contact", { ...visitor, email, token: token() });
      expect(res.status).toBe(201);
      const mail = await lastMailTo(env.CONTACT_INBOX, { subject: "New message from Deepa Rao" });
      expect(mail).not.toBeNull();
      expect(mail!.reply_to).toBe(email);
      expect(mail!.text).toContain(`E-mail: ${email}`);
      expect(mail!.text).toContain("Service: Chatbot Development");
      expect(mail!.text).toContain(`Verified: ${verified}`);
      expect(mail!.text).toContain(visitor.message);
      const row = await stored(email);
      expect(mail!.text).toContain(`${env.SITE_ORIGIN}/admin/messages/${row!.id}`);
      await vi.waitFor(async () => expect((await stored(email))?.notified_at).not.toBeNull());
    },
  );

  it("a signed-in user's message: the name and address come from the account", async () => {
    const { cookie } = await confirmedUser("member@example.com", "Meera Krishnan");
    const { res } = await api(
      "/api/contact",
      { service: "", message: "Please send me a quote for the chatbot." },
      { cookie },
    );
    expect(res.status).toBe(201);
    const mail = await lastMailTo(env.CONTACT_INBOX, { subject: "New message from Meera Krishnan" });
    expect(mail?.reply_to).toBe("member@example.com");
    expect(mail?.text).toContain("Service: General Inquiry");
  });

  it("a queue that refuses: the message is stored, the sender is told it arrived, the cron will send it", async () => {
    fakeSiteverify("pass");
    const { queue } = fakeMailQueue("refuse");
    const logs = captureConsole();
    const res = await fetchWithEnv(
      "/api/contact",
      { MAIL_QUEUE: queue },
      {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": randomIp() },
        body: JSON.stringify({ ...visitor, email: "refused@example.com", token: token() }),
      },
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: "Message submitted successfully" });
    expect(await count("contact_messages")).toBe(1);
    expect((await stored("refused@example.com"))?.notified_at).toBeNull();
    expect(logs.events()).toContainEqual(expect.objectContaining({ event: "contact_notification_deferred" }));
    expect(logs.lines.join("\n")).not.toContain("refused@example.com");
  });
});

describe("links in mails", () => {
  it("use SITE_ORIGIN in production, never the request's host", async () => {
    const { queue, jobs } = fakeMailQueue();
    const res = await fetchWithEnv(
      "/api/auth/signup",
      { ...SAFE_PRODUCTION, MAIL_QUEUE: queue },
      {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": randomIp() },
        body: JSON.stringify({
          name: "Host Check",
          email: "host@example.com",
          password: "a fine passphrase",
          confirmPassword: "a fine passphrase",
        }),
      },
    );
    expect(res.status).toBe(202);
    expect(jobs).toHaveLength(1);
    const links = mailIn(jobs[0]).text.match(/https?:\/\/\S+/g) ?? [];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith(`${SAFE_PRODUCTION.SITE_ORIGIN}/`)).toBe(true);
    expect(mailIn(jobs[0]).text).not.toContain("example.com/api");
  });
});
