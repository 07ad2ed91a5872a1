import { describe, expect, it } from "vitest";
import { accountExistsMail } from "~/accounts/mails.server";
import {
  clearedSessionCookie,
  sessionConfig,
  sessionCookie,
  sessionCookieName,
  unsignToken,
} from "~/accounts/session.server";
import { cloudflareMailer } from "~/platform/mail/transports.server";
import { api, confirmedUser, lastMailTo, linkIn, signUp } from "./auth-helpers";
import { fetchPage, ORIGIN } from "./helpers";
import { SAFE_PRODUCTION } from "./ops-fakes";
import { fetchWithEnv } from "./worker-with";

describe("account pages", () => {
  it.each(["/login", "/signup", "/forgot-password"])(
    "%s renders its form, posting to its own action, on the server, noindex",
    async (path) => {
      const res = await fetchPage(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      const form = /<form[^>]*>/.exec(html)?.[0] ?? "";
      expect(form).toContain('method="post"');
      expect(form).toContain(`action="${path}"`);
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    },
  );

  it("/login and /signup send a signed-in visitor home", async () => {
    const { cookie } = await confirmedUser("home@example.com");
    for (const path of ["/login", "/signup"]) {
      const res = await fetchPage(path, { headers: { Cookie: cookie }, redirect: "manual" });
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe("/");
    }
  });

  it("/reset-password shows the form for a live link, never leaks it as a referrer, and explains a dead one", async () => {
    await confirmedUser("r@example.com");
    await api("/api/auth/password/forgot", { email: "r@example.com" });
    const link = linkIn(
      (await lastMailTo("r@example.com", { subject: "Reset your ADRIG password" }))!.text,
      "/reset-password?token=",
    );
    const live = await fetchPage(new URL(link).pathname + new URL(link).search);
    expect(live.headers.get("Referrer-Policy")).toBe("no-referrer");
    const html = await live.text();
    expect(html).toContain("Choose a new password");
    expect(html).toMatch(/<input type="hidden" name="token" value="[a-z2-7]+"/);
    const dead = await (await fetchPage("/reset-password?token=nope")).text();
    expect(dead).toContain("This link has expired");
    expect(dead).not.toContain('name="token"');
  });

  it("/dev/outbox lists mails with their links while the outbox transport is on", async () => {
    await signUp("outbox@example.com");
    await lastMailTo("outbox@example.com");
    const res = await fetchPage("/dev/outbox");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Confirm your ADRIG account");
    expect(html).toMatch(/<a href="http:\/\/example\.com\/confirm-email\?token=[a-z2-7]+"/);
  });

  it("/dev/outbox and /api/dev/outbox do not exist with the cloudflare transport", async () => {
    expect((await fetchWithEnv("/dev/outbox", { MAIL_TRANSPORT: "cloudflare" })).status).toBe(404);
    expect((await fetchWithEnv("/api/dev/outbox", { MAIL_TRANSPORT: "cloudflare" })).status).toBe(404);
  });
});

describe("production settings", () => {
  const secret = "k".repeat(48);

  it("uses a Secure cookie with the __Host- prefix outside local development", () => {
    const config = sessionConfig({ APP_ENV: "production", SESSION_SECRET: secret });
    expect(sessionCookieName(config)).toBe("__Host-adrig_session");
    const cookie = sessionCookie(config, "tok", new Date(Date.now() + 1000 * 60));
    expect(cookie).toMatch(
      /^__Host-adrig_session=tok\.[A-Za-z0-9_-]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax; Secure$/,
    );
    expect(clearedSessionCookie(config)).toContain("Max-Age=0");
    expect(unsignToken(cookie.split(";")[0]!.split("=")[1]!, secret)).toBe("tok");
    expect(unsignToken(cookie.split(";")[0]!.split("=")[1]!, "another secret of the same length here!!!!!")).toBeNull();
  });

  it("sets and clears the flash cookie with Secure outside local development, as the session's", async () => {
    const flashOf = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith("flash="));
    const forgot = (overrides: Partial<Env>) =>
      fetchWithEnv("/forgot-password", overrides, {
        method: "POST",
        headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
        body: "email=nobody%40example.com",
        redirect: "manual",
      });
    const set = await forgot(SAFE_PRODUCTION);
    expect(set.status).toBe(303);
    expect(flashOf(set)).toMatch(/^flash=[^;]+; Path=\/; Max-Age=60; HttpOnly; SameSite=Lax; Secure$/);
    // The root loader clears it on the page it shows.
    const toast = encodeURIComponent(JSON.stringify({ kind: "info", title: "Hello" }));
    const cleared = await fetchWithEnv("/login", SAFE_PRODUCTION, { headers: { Cookie: `flash=${toast}` } });
    expect(flashOf(cleared)).toBe("flash=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure");
    // Local development (plain http) keeps it without Secure, as the session cookie.
    const local = await forgot({ APP_ENV: "development" });
    expect(flashOf(local)).not.toContain("Secure");
  });

  it("refuses to run with a missing, short or development session secret", () => {
    expect(() => sessionConfig({ APP_ENV: "production", SESSION_SECRET: undefined })).toThrow(/SESSION_SECRET/);
    expect(() => sessionConfig({ APP_ENV: "production", SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET/);
    expect(() => sessionConfig({ APP_ENV: "production", SESSION_SECRET: `dev-only-${"x".repeat(40)}` })).toThrow(
      /SESSION_SECRET/,
    );
  });

  it("sends mail through the send_email binding with a text and an HTML part", async () => {
    const sent: unknown[] = [];
    const binding = { send: async (message: unknown) => void sent.push(message) } as unknown as SendEmail;
    await cloudflareMailer(binding, "ADRIG <no-reply@adrig.co.in>").send(
      accountExistsMail("a@b.co", "Ann <b>", "https://adrig.co.in/x", "https://adrig.co.in/y"),
    );
    expect(sent).toHaveLength(1);
    const message = sent[0] as Record<string, string>;
    expect(message.from).toBe("ADRIG <no-reply@adrig.co.in>");
    expect(message.to).toBe("a@b.co");
    expect(message.subject).toBe("You already have an ADRIG account");
    expect(message.text).toContain("https://adrig.co.in/x");
    expect(message.html).toContain("Ann &lt;b&gt;");
    expect(message.html).not.toContain("<b>");
  });
});
