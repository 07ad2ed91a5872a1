import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  confirmedUser,
  confirmSignup,
  count,
  lastMailTo,
  linkIn,
  PASSWORD,
  randomIp,
  signUp,
  signupToken,
} from "./auth-helpers";
import { fakeSiteverify } from "./fake-siteverify";
import { ORIGIN } from "./helpers";
import { signedInAdmin } from "./inbox-helpers";
import { captureConsole, failingD1, fakeMailQueue } from "./ops-fakes";
import { fetchWithEnv } from "./worker-with";

afterEach(() => vi.restoreAllMocks());

const UNAVAILABLE = { error: "The service is temporarily unavailable. Please try again shortly." };

function postJson(body: unknown, cookie?: string): RequestInit {
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    Origin: ORIGIN,
    "CF-Connecting-IP": randomIp(),
    "cf-ray": "8f00d1ea5e1c0a1b-MAA",
  };
  if (cookie) headers.Cookie = cookie;
  return { method: "POST", headers, body: JSON.stringify(body) };
}

describe("when D1 fails", () => {
  it("a failing contact insert: 503 JSON, no row, no notification, and no submitted value in any log line", async () => {
    const siteverify = fakeSiteverify("pass");
    const { queue, jobs } = fakeMailQueue();
    const logs = captureConsole();
    const submitted = {
      name: "Canary Nameperson",
      email: "canary.sender@example.org",
      service: "",
      message: "Canary message body 7f3a: please call me about the chatbot project.",
      token: "turnstile-token-canary-91b2",
    };
    const res = await fetchWithEnv(
      "/api/contact?utm_source=canary-query",
      { DB: failingD1(/insert into "contact_messages"/i), MAIL_QUEUE: queue },
      postJson(submitted),
    );
    siteverify.restore();
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual(UNAVAILABLE);
    expect(await count("contact_messages")).toBe(0);
    expect(jobs).toHaveLength(0);

    // Control: the failure was logged, as one structured line with route, status, request id and cf-ray.
    const failure = logs.events().find((e) => e.event === "request_failed");
    expect(failure).toMatchObject({
      level: "error",
      route: "/api/contact",
      status: 503,
      cfRay: "8f00d1ea5e1c0a1b-MAA",
    });
    expect(failure?.error).toMatch(/DrizzleQueryError|Error/);
    expect(failure?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get("X-Request-Id")).toBe(failure?.requestId);

    const all = logs.lines.join("\n");
    for (const value of [
      submitted.name,
      submitted.email,
      submitted.message,
      "Canary",
      "canary",
      submitted.token,
      "utm_source",
      "insert into",
    ]) {
      expect(all).not.toContain(value);
    }
  });

  it("a password reset whose session revocation fails changes nothing: 503 and no partial write", async () => {
    const { cookie } = await confirmedUser("atomic@example.com");
    const before = await env.DB.prepare("select password_hash from users where email = 'atomic@example.com'").first<{
      password_hash: string;
    }>();
    await fetchWithEnv("/api/auth/password/forgot", {}, postJson({ email: "atomic@example.com" }));
    const link = linkIn(
      (await lastMailTo("atomic@example.com", { subject: "Reset your ADRIG password" }))!.text,
      "/reset-password?token=",
    );
    const token = new URL(link).searchParams.get("token")!;
    captureConsole();
    const res = await fetchWithEnv(
      "/api/auth/password/reset",
      { DB: failingD1(/^delete from "sessions"/i) },
      postJson({ token, password: "a brand new passphrase", confirmPassword: "a brand new passphrase" }),
    );
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual(UNAVAILABLE);
    const after = await env.DB.prepare("select password_hash from users where email = 'atomic@example.com'").first<{
      password_hash: string;
    }>();
    expect(after?.password_hash).toBe(before?.password_hash);
    expect(await count("sessions")).toBe(1);
    expect(cookie).toBeTruthy();
  });

  it("a sign-up that cannot be stored answers 503, leaves nothing behind and mails nothing", async () => {
    const { queue, jobs } = fakeMailQueue();
    captureConsole();
    const res = await fetchWithEnv(
      "/api/auth/signup",
      { DB: failingD1(/insert into "pending_signups"/i), MAIL_QUEUE: queue },
      postJson({ name: "Half Written", email: "half@example.com", password: PASSWORD, confirmPassword: PASSWORD }),
    );
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual(UNAVAILABLE);
    expect(await count("users")).toBe(0);
    expect(await count("pending_signups")).toBe(0);
    expect(jobs).toHaveLength(0);
  });

  it("a confirmation whose session cannot be stored writes nothing: the link still works afterwards", async () => {
    await signUp("confirm.atomic@example.com");
    const token = await signupToken("confirm.atomic@example.com");
    captureConsole();
    const res = await fetchWithEnv(
      `/confirm-email?token=${token}`,
      { DB: failingD1(/insert into "sessions"/i) },
      {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: ORIGIN,
          "CF-Connecting-IP": randomIp(),
        },
        body: new URLSearchParams({ token, password: PASSWORD }).toString(),
        redirect: "manual",
      },
    );
    expect(res.status).toBe(503);
    expect(await count("users")).toBe(0);
    expect(await count("sessions")).toBe(0);
    expect(await count("pending_signups")).toBe(1);
    // Once D1 is back, the same link confirms the account.
    expect((await confirmSignup(token)).status).toBe(303);
    expect(await count("users")).toBe(1);
    expect(await count("pending_signups")).toBe(0);
  });

  it("a password change whose sign-out of other sessions fails changes nothing", async () => {
    const { cookie } = await confirmedUser("change@example.com");
    const before = await env.DB.prepare("select password_hash from users").first<{ password_hash: string }>();
    captureConsole();
    const res = await fetchWithEnv(
      "/account",
      { DB: failingD1(/^delete from "sessions"/i) },
      {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, Cookie: cookie },
        body: new URLSearchParams({
          intent: "password",
          currentPassword: PASSWORD,
          password: "my new passphrase",
          confirmPassword: "my new passphrase",
        }).toString(),
        redirect: "manual",
      },
    );
    expect(res.status).toBe(503);
    const after = await env.DB.prepare("select password_hash from users").first<{ password_hash: string }>();
    expect(after?.password_hash).toBe(before?.password_hash);
  });

  it("two confirmations racing on one link: exactly one signs in, one account, one session", async () => {
    await signUp("race@example.com");
    const token = await signupToken("race@example.com");
    const answers = await Promise.all([confirmSignup(token), confirmSignup(token), confirmSignup(token)]);
    expect(answers.map((r) => r.status).sort()).toEqual([303, 400, 400]);
    expect(await count("users")).toBe(1);
    expect(await count("sessions")).toBe(1);
    expect(await count("pending_signups")).toBe(0);
  });

  it("pages that need no database keep rendering, even for a signed-in visitor", async () => {
    const { cookie } = await confirmedUser("pages@example.com");
    captureConsole();
    const broken = { DB: failingD1(/./) };
    for (const path of ["/", "/about", "/services", "/blog"]) {
      const res = await fetchWithEnv(path, broken, { headers: { Cookie: cookie } });
      expect(res.status, path).toBe(200);
      // The session could not be read: shown signed out, and the cookie is kept, not cleared.
      expect(res.headers.getSetCookie().some((c) => c.startsWith("adrig_session="))).toBe(false);
    }
  });

  it("a page whose loader needs the database answers a friendly 503 page", async () => {
    const logs = captureConsole();
    const res = await fetchWithEnv("/reset-password?token=tok-canary-55", { DB: failingD1(/./) });
    expect(res.status).toBe(503);
    expect(logs.events()).toContainEqual(
      expect.objectContaining({ event: "request_failed", route: "/reset-password", status: 503 }),
    );
    expect(logs.lines.join("\n")).not.toContain("tok-canary-55");
    const html = await res.text();
    expect(html).toContain("Please try again in a moment");
    expect(html).not.toMatch(/D1_ERROR|Failed query|at [A-Za-z]+ \(/);
  });

  it("data and resource routes answer 503 with Retry-After, like the pages", async () => {
    const { cookie } = await confirmedUser("data.routes@example.com");
    const { cookie: staff } = await signedInAdmin();
    captureConsole();
    const cases = [
      ["/account/data", cookie, /contact_messages/],
      ["/account.data", cookie, /from "sessions"/],
      ["/admin/subscribers.csv", staff, /newsletter_subscribers/],
      ["/admin/messages.data", staff, /contact_messages/],
      ["/admin/messages/m1.data", staff, /contact_messages/],
      ["/admin/team.data", staff, /"role" = /],
      ["/contact.data", cookie, /contact_messages/],
    ] as const;
    for (const [path, who, failing] of cases) {
      // The session itself still reads: only the route's own query fails. The data download is a POST.
      const init: RequestInit =
        path === "/account/data"
          ? { method: "POST", headers: { Cookie: who, Origin: ORIGIN } }
          : { headers: { Cookie: who } };
      const res = await fetchWithEnv(path, { DB: failingD1(failing) }, init);
      await res.arrayBuffer();
      expect(res.status, path).toBe(path === "/contact.data" ? 200 : 503);
      if (res.status === 503) expect(res.headers.get("Retry-After"), path).toBe("30");
    }
  });

  it("pages for the signed-in answer 503, not the login page, when the session cannot be read", async () => {
    const { cookie } = await confirmedUser("unreadable@example.com");
    captureConsole();
    for (const path of ["/account", "/account.data", "/account/data", "/admin/messages"]) {
      const method = path === "/account/data" ? "POST" : "GET";
      const res = await fetchWithEnv(
        path,
        { DB: failingD1(/./) },
        { method, headers: { Cookie: cookie, Origin: ORIGIN }, redirect: "manual" },
      );
      await res.arrayBuffer();
      expect(res.status, path).toBe(503);
      expect(res.headers.get("Retry-After"), path).toBe("30");
    }
  });

  it("API routes that need it answer 503 JSON, never a stack trace", async () => {
    const { cookie } = await confirmedUser("api@example.com");
    captureConsole();
    const res = await fetchWithEnv("/api/contact/messages", { DB: failingD1(/./) }, { headers: { Cookie: cookie } });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual(UNAVAILABLE);
    const login = await fetchWithEnv(
      "/api/auth/login",
      { DB: failingD1(/./) },
      postJson({ email: "api@example.com", password: PASSWORD }),
    );
    expect(login.status).toBe(503);
    expect(await login.json()).toEqual(UNAVAILABLE);
    const health = await fetchWithEnv("/api/health", { DB: failingD1(/./) });
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ ok: false, db: "error", failed: ["database"] });
  });
});

describe("page form actions when the platform fails", () => {
  const form = (fields: Record<string, string>): RequestInit => ({
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, "CF-Connecting-IP": randomIp() },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });

  it("a sign-up whose insert fails re-renders the form with 503 and the service message, and stores nothing", async () => {
    const logs = captureConsole();
    const fields = {
      name: "Form Canary",
      email: "form.canary@example.com",
      password: PASSWORD,
      confirmPassword: PASSWORD,
    };
    const res = await fetchWithEnv("/signup", { DB: failingD1(/insert into "pending_signups"/i) }, form(fields));
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(html).toContain("Signup Failed");
    expect(html).toContain(UNAVAILABLE.error);
    expect(await count("users")).toBe(0);
    expect(await count("pending_signups")).toBe(0);
    expect(logs.events()).toContainEqual(
      expect.objectContaining({ event: "request_failed", route: "/signup", status: 503 }),
    );
    expect(logs.lines.join("\n")).not.toMatch(/Form Canary|form\.canary|correct horse/);
  });
});
