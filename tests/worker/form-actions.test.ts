import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { attemptsUntilLimited, confirmedUser, count, PASSWORD } from "./auth-helpers";
import { ORIGIN, postForm } from "./helpers";

/**
 * The form contract through the built Worker: page forms post to React Router actions, which
 * answer with a redirect and a flash toast, or re-render the page with the errors next to their
 * fields and the typed values kept (what a browser without JavaScript shows).
 */
const flashOf = (res: Response) =>
  decodeURIComponent(res.headers.getSetCookie().find((c) => c.startsWith("flash=")) ?? "");
const sessionCookies = (res: Response) => res.headers.getSetCookie().filter((c) => c.startsWith("adrig_session="));

describe("account actions", () => {
  it("a wrong password re-renders /login with 'Login Failed', the reason and the e-mail kept", async () => {
    await confirmedUser("kept@example.com");
    const res = await postForm("/login", { email: "kept@example.com", password: "not the password" });
    expect(res.status).toBe(401);
    const html = await res.text();
    expect(html).toMatch(/role="alert"[^>]*><p[^>]*>Login Failed<\/p><p[^>]*>Invalid email or password\.<\/p>/);
    expect(html).toMatch(/<input[^>]*name="email"[^>]*value="kept@example.com"/);
    expect(html).not.toContain("not the password");
    expect(sessionCookies(res)).toEqual([]);
  });

  it("mismatched passwords re-render /signup with the field's message and keep name and e-mail", async () => {
    const res = await postForm("/signup", {
      name: "Arjun Mehta",
      email: "arjun@example.com",
      password: "secret-one",
      confirmPassword: "secret-two",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toMatch(
      /aria-invalid="true" aria-describedby="([^"]+)-error"[^>]*name="confirmPassword"|name="confirmPassword"[^>]*aria-invalid="true"/,
    );
    expect(html).toMatch(/-error" class="[^"]*">Passwords don(&#x27;|')t match<\/p>/);
    expect(html).toMatch(/name="name"[^>]*value="Arjun Mehta"|value="Arjun Mehta"[^>]*name="name"/);
    expect(html).not.toContain("secret-one");
    expect(await count("users")).toBe(0);
  });

  it("a good sign-up stays on the page with 'Check your inbox' and the address (no redirect, no flash)", async () => {
    const res = await postForm("/signup", {
      name: "Form User",
      email: "form@example.com",
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("Location")).toBeNull();
    expect(flashOf(res)).toBe("");
    const html = (await res.text()).replaceAll("<!-- -->", "");
    expect(html).toContain(">Check your inbox</h2>");
    expect(html).toMatch(/We sent an e-mail to <strong[^>]*>form@example.com<\/strong>/);
    expect(await count("pending_signups")).toBe(1);
  });

  it("a good login sets the session and goes back to a local redirectTo, never to another host", async () => {
    await confirmedUser("back@example.com");
    const res = await postForm("/login", { email: "back@example.com", password: PASSWORD, redirectTo: "/blog?x=1" });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/blog?x=1");
    expect(sessionCookies(res)).toHaveLength(1);
    expect(flashOf(res)).toContain("Login Successful");
    for (const evil of ["//evil.example/", "https://evil.example/", "/\\evil.example"]) {
      const other = await postForm("/login", { email: "back@example.com", password: PASSWORD, redirectTo: evil });
      expect(other.headers.get("Location")).toBe("/");
    }
  });

  it("a login over a stale session cookie answers with the new session only", async () => {
    await confirmedUser("stale@example.com");
    const res = await postForm(
      "/login",
      { email: "stale@example.com", password: PASSWORD },
      { headers: { Cookie: "adrig_session=stale.bad-signature" } },
    );
    expect(res.status).toBe(303);
    const cookies = sessionCookies(res);
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).not.toContain("Max-Age=0");
  });

  it("keeps both the renewed session cookie and the flash cookie on one answer", async () => {
    const { cookie } = await confirmedUser("renew@example.com");
    // Last used two days ago: the session is renewed on this request.
    await env.DB.prepare("update sessions set last_used_at = ?")
      .bind(Date.now() - 2 * 24 * 3600 * 1000)
      .run();
    const res = await postForm("/forgot-password", { email: "renew@example.com" }, { headers: { Cookie: cookie } });
    expect(res.status).toBe(303);
    expect(flashOf(res)).toContain("Check your email");
    const renewed = sessionCookies(res);
    expect(renewed).toHaveLength(1);
    expect(renewed[0]).toMatch(/Max-Age=604\d{3}/);
  });

  it("signs out through /logout: the row is deleted, the cookie cleared, back to the page", async () => {
    const { cookie } = await confirmedUser("out@example.com");
    const res = await postForm("/logout", { redirectTo: "/contact" }, { headers: { Cookie: cookie } });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/contact");
    expect(sessionCookies(res)).toEqual([expect.stringContaining("Max-Age=0")]);
    expect(flashOf(res)).toContain("Signed out successfully");
    expect(await count("sessions")).toBe(0);
  });

  it("answers a fetcher's .data request with the same contract", async () => {
    const res = await postForm("/login.data", { email: "nobody@example.com", password: PASSWORD });
    expect(res.status).toBe(401);
    const body = await res.text();
    expect(body).toContain("Login Failed");
    expect(body).toContain("Invalid email or password.");
  });
});

describe("contact action", () => {
  it("a signed-in user's short message re-renders /contact with the field's message and the text kept", async () => {
    const { cookie } = await confirmedUser("short@example.com");
    const res = await postForm("/contact", { service: "", message: "Hello" }, { headers: { Cookie: cookie } });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toMatch(/-error" class="[^"]*">Message must be at least 10 characters<\/p>/);
    expect(html).toMatch(/<textarea[^>]*name="message"[^>]*>Hello<\/textarea>/);
    expect(await count("contact_messages")).toBe(0);
  });

  it("a signed-in user's message is stored and the page says so", async () => {
    const { cookie } = await confirmedUser("long@example.com");
    const res = await postForm(
      "/contact",
      { service: "other", message: "Please call me about a chatbot." },
      { headers: { Cookie: cookie } },
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Your message has been sent");
    expect(await count("contact_messages")).toBe(1);
  });
});

describe("bad bodies on page actions", () => {
  it("answers 413 over 32 KB, 415 for other types, 400 for broken bodies, and stores nothing", async () => {
    const post = (path: string, body: BodyInit, type: string) =>
      SELF.fetch(new URL(path, ORIGIN), {
        method: "POST",
        headers: { Origin: ORIGIN, "Content-Type": type },
        body,
        redirect: "manual",
      });
    expect((await post("/signup", `email=${"x".repeat(40_000)}`, "application/x-www-form-urlencoded")).status).toBe(
      413,
    );
    expect(
      (await post("/newsletter/unsubscribe", `email=${"x".repeat(40_000)}`, "application/x-www-form-urlencoded"))
        .status,
    ).toBe(413);
    expect((await post("/newsletter", "email=a@b.co", "text/plain")).status).toBe(415);
    expect((await post("/newsletter.data", '{"email":"a@b.co"}', "application/json")).status).toBe(415);
    expect((await post("/login", "--x\r\nbroken", "multipart/form-data; boundary=")).status).toBe(400);
    expect(
      (
        await post(
          "/signup",
          new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x3d, 0xff, 0xfe]),
          "application/x-www-form-urlencoded",
        )
      ).status,
    ).toBe(400);
    expect((await post("/signup", "name=%FF%FE", "application/x-www-form-urlencoded")).status).toBe(400);
    expect(await count("users")).toBe(0);
  });
});

describe("rate limits on page actions", () => {
  it.each([
    [
      "/signup",
      5,
      (i: number) => ({
        name: "Limited Person",
        email: `limited${i}@example.com`,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      }),
    ],
    ["/forgot-password", 5, (i: number) => ({ email: `limited${i}@example.com` })],
    ["/login", 20, (i: number) => ({ email: `limited${i}@example.com`, password: "not the password" })],
  ] as const)("%s answers its 429 with Retry-After, with and without JavaScript", async (path, limit, fields) => {
    const ip = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const headers = { "CF-Connecting-IP": ip };
    const { limited } = await attemptsUntilLimited(limit, (i) => postForm(path, fields(i), { headers }));
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await limited.text()).toContain("Too many attempts. Please wait a minute and try again.");
    const data = await postForm(`${path}.data`, fields(99), { headers });
    expect(data.status).toBe(429);
    expect(Number(data.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});
