import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, confirmedUser, count, lastMailTo, linkIn, PASSWORD, sessionCookieFrom } from "./auth-helpers";
import { downloadMyData, fetchPage, ORIGIN, postForm } from "./helpers";
import { seedEntry } from "./inbox-helpers";

const flashOf = (res: Response) =>
  decodeURIComponent(res.headers.getSetCookie().find((c) => c.startsWith("flash=")) ?? "");
const asUser = (cookie: string) => ({ headers: { Cookie: cookie } });

async function loginCookie(email: string, password = PASSWORD) {
  return sessionCookieFrom((await api("/api/auth/login", { email, password })).res);
}

describe("/account access", () => {
  it("sends anonymous visitors to /login and back to /account after logging in", async () => {
    const page = await fetchPage("/account", { redirect: "manual" });
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/login?redirectTo=%2Faccount");
    const post = await postForm("/account", { intent: "profile", name: "Nobody" });
    expect(post.status).toBe(302);
    const data = await downloadMyData();
    expect(data.status).toBe(302);

    await confirmedUser("back@example.com");
    const login = await postForm("/login", { email: "back@example.com", password: PASSWORD, redirectTo: "/account" });
    expect(login.headers.get("Location")).toBe("/account");
  });

  it("shows the signed-in person's page, never cached, noindex, with this device marked", async () => {
    const { cookie } = await confirmedUser("me@example.com", "Meena Iyer");
    const res = await fetchPage("/account", asUser(cookie));
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    for (const heading of ["Your Account", "Profile", "Change Password", "Sessions", "Your Data", "Delete Account"])
      expect(html).toContain(`>${heading}</h`);
    expect(html).toContain("This device");
    expect(html).toMatch(/value="me@example.com"[^>]*readOnly|readOnly[^>]*value="me@example.com"/i);
    expect(html).toContain('href="/account"');
  });
});

describe("/account actions", () => {
  it("Profile: saves the name with 'Profile updated', refuses control characters", async () => {
    const { cookie } = await confirmedUser("name@example.com");
    const saved = await postForm("/account", { intent: "profile", name: "Asha R. Raman" }, asUser(cookie));
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe("/account#profile");
    expect(flashOf(saved)).toContain("Profile updated");
    expect((await env.DB.prepare("select name from users").first())?.name).toBe("Asha R. Raman");

    const refused = await postForm("/account", { intent: "profile", name: "Asha\u202eRaman" }, asUser(cookie));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Name contains characters that are not allowed");
    expect((await env.DB.prepare("select name from users").first())?.name).toBe("Asha R. Raman");
  });

  it("Change Password: needs the current one, ends every other session, keeps this one", async () => {
    const { cookie } = await confirmedUser("pw@example.com");
    const other = await loginCookie("pw@example.com");
    expect(await count("sessions")).toBe(2);
    const change = (current: string) =>
      postForm(
        "/account",
        {
          intent: "password",
          currentPassword: current,
          password: "my new passphrase",
          confirmPassword: "my new passphrase",
        },
        asUser(cookie),
      );
    const wrong = await change("not my password");
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Your current password is not correct.");

    const ok = await change(PASSWORD);
    expect(ok.status).toBe(303);
    expect(flashOf(ok)).toContain("Password changed");
    expect(await count("sessions")).toBe(1);
    expect(await (await SELF.fetch(new URL("/api/auth/session", ORIGIN), asUser(other))).json()).toEqual({
      user: null,
    });
    expect(await (await SELF.fetch(new URL("/api/auth/session", ORIGIN), asUser(cookie))).json()).toMatchObject({
      user: { email: "pw@example.com" },
    });
    expect((await api("/api/auth/login", { email: "pw@example.com", password: "my new passphrase" })).res.status).toBe(
      200,
    );
  });

  it("Change Password: ends the reset links asked for before, so none can undo the change", async () => {
    const { cookie } = await confirmedUser("links@example.com");
    await api("/api/auth/password/forgot", { email: "links@example.com" });
    const mail = await lastMailTo("links@example.com", { subject: "Reset your ADRIG password" });
    const token = new URL(linkIn(mail!.text, "/reset-password?token=")).searchParams.get("token")!;
    const changed = await postForm(
      "/account",
      {
        intent: "password",
        currentPassword: PASSWORD,
        password: "my new passphrase",
        confirmPassword: "my new passphrase",
      },
      asUser(cookie),
    );
    expect(changed.status).toBe(303);
    const reset = await api("/api/auth/password/reset", {
      token,
      password: "an attacker's choice",
      confirmPassword: "an attacker's choice",
    });
    expect(reset.res.status).toBe(400);
    expect(reset.json).toMatchObject({ code: "invalid_token" });
    expect(
      (await api("/api/auth/login", { email: "links@example.com", password: "my new passphrase" })).res.status,
    ).toBe(200);
  });

  it("Sessions: lists each with its times and signs out the others", async () => {
    const { cookie } = await confirmedUser("many@example.com");
    const second = await loginCookie("many@example.com");
    await loginCookie("many@example.com");
    const html = await (await fetchPage("/account", asUser(cookie))).text();
    expect(html.match(/Signed in <time/g)).toHaveLength(3);
    expect(html.match(/This device/g)).toHaveLength(1);
    const res = await postForm("/account", { intent: "sign-out-others" }, asUser(cookie));
    expect(res.status).toBe(303);
    expect(flashOf(res)).toContain("Other sessions signed out");
    expect(await count("sessions")).toBe(1);
    expect(await (await SELF.fetch(new URL("/api/auth/session", ORIGIN), asUser(second))).json()).toEqual({
      user: null,
    });
  });

  it("Your Data: a JSON file with the profile and every conversation with its entries, and no secret", async () => {
    const { cookie } = await confirmedUser("data@example.com", "Dev Anand");
    await api("/api/contact", { service: "other", message: "Please send me a quote for a chatbot." }, { cookie });
    const message = await env.DB.prepare("select id from contact_messages").first<{ id: string }>();
    await seedEntry(message!.id, { body: "Quote attached, thank you.", at: Date.now() - 2000 });
    await seedEntry(message!.id, { author: "client", body: "Thanks, one question more.", at: Date.now() - 1000 });
    await env.DB.prepare(
      "insert into conversation_entries (id, message_id, author, kind, staff_name, body) values ('note-1', ?, 'staff', 'note', 'Staff Member', 'Internal: he is price-sensitive.')",
    )
      .bind(message!.id)
      .run();
    const res = await downloadMyData(asUser(cookie));
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="adrig-account-data.json"');
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const text = await res.text();
    const data = JSON.parse(text);
    expect(data.profile).toMatchObject({ name: "Dev Anand", email: "data@example.com", role: "user" });
    expect(data.conversations).toEqual([
      expect.objectContaining({
        message: "Please send me a quote for a chatbot.",
        status: "client_replied",
        conversation: [
          expect.objectContaining({
            from: "Staff Member from ADRIG",
            via: "web",
            text: "Quote attached, thank you.",
          }),
          expect.objectContaining({ from: "you", via: "web", text: "Thanks, one question more." }),
        ],
      }),
    ]);
    // Our replies are signed by the person who wrote them; staff notes are never the client's data.
    expect(JSON.stringify(data.conversations)).not.toContain("price-sensitive");
    expect(JSON.stringify(data.conversations)).not.toContain("note");
    expect(data.sessions).toHaveLength(1);
    expect(data.newsletter).toBeNull();
    await env.DB.prepare(
      "insert into newsletter_subscribers (id, email, status, source, requested_at, confirmed_at, unsubscribe_token_hash) values ('n1', 'data@example.com', 'confirmed', 'footer', ?, ?, 'secret-unsubscribe-hash')",
    )
      .bind(Date.now() - 1000, Date.now())
      .run();
    const again = JSON.parse(await (await downloadMyData(asUser(cookie))).text());
    expect(again.newsletter).toMatchObject({ status: "confirmed", source: "footer" });
    expect(JSON.stringify(again)).not.toContain("secret-unsubscribe-hash");
    const { password_hash: hash } = (await env.DB.prepare("select password_hash from users").first<{
      password_hash: string;
    }>())!;
    const sessionToken = cookie.split("=")[1]!.split(".")[0]!;
    const { id: sessionId } = (await env.DB.prepare("select id from sessions").first<{ id: string }>())!;
    for (const secret of [hash, "scrypt$", sessionToken, sessionId]) expect(text).not.toContain(secret);
    // No field of a password or a token (the security log may say "Signed in with the password").
    expect(text).not.toMatch(/"[A-Za-z_]*(password|token)[A-Za-z_]*"\s*:/i);
  });

  it("Delete Account: password, then a confirmation step; afterwards no row of the person is left", async () => {
    const { cookie } = await confirmedUser("gone@example.com", "Leaving User");
    await api("/api/contact", { service: "", message: "A message from my account." }, { cookie });
    await env.DB.prepare(
      "insert into contact_messages (id, email, name, message, is_verified) values ('visitor-1', 'gone@example.com', 'Leaving User', 'Sent before signing up.', 1)",
    ).run();
    await api("/api/auth/password/forgot", { email: "gone@example.com" });
    await api("/api/auth/signup", {
      name: "Again",
      email: "gone@example.com",
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    await env.DB.prepare(
      "insert into newsletter_subscribers (id, email, status, source, requested_at) values ('n-gone', 'gone@example.com', 'confirmed', 'blog', ?)",
    )
      .bind(Date.now())
      .run();

    const wrong = await postForm("/account", { intent: "delete-start", password: "not mine" }, asUser(cookie));
    expect(wrong.status).toBe(400);
    const start = await postForm("/account", { intent: "delete-start", password: PASSWORD }, asUser(cookie));
    expect(start.status).toBe(200);
    const html = await start.text();
    expect(html).toContain("Are you sure? This cannot be undone.");
    const confirmation = /name="confirmation" value="([^"]+)"/.exec(html)![1]!;
    expect(await count("users")).toBe(1);

    const forged = await postForm(
      "/account",
      { intent: "delete", confirmation: `${Date.now() + 60_000}.deadbeef` },
      asUser(cookie),
    );
    expect(forged.status).toBe(400);
    expect(await count("users")).toBe(1);

    const done = await postForm("/account", { intent: "delete", confirmation }, asUser(cookie));
    expect(done.status).toBe(303);
    expect(done.headers.get("Location")).toBe("/");
    expect(flashOf(done)).toContain("Your account has been deleted");
    expect(done.headers.getSetCookie().find((c) => c.startsWith("adrig_session="))).toContain("Max-Age=0");
    for (const table of [
      "users",
      "sessions",
      "email_tokens",
      "pending_signups",
      "contact_messages",
      "newsletter_subscribers",
    ]) {
      expect(await count(table), table).toBe(0);
    }
    expect((await api("/api/auth/login", { email: "gone@example.com", password: PASSWORD })).res.status).toBe(401);
  });

  it("a confirmation made for one account cannot delete another", async () => {
    const a = await confirmedUser("a@example.com");
    const b = await confirmedUser("b@example.com");
    const start = await postForm("/account", { intent: "delete-start", password: PASSWORD }, asUser(a.cookie));
    const confirmation = /name="confirmation" value="([^"]+)"/.exec(await start.text())![1]!;
    const res = await postForm("/account", { intent: "delete", confirmation }, asUser(b.cookie));
    expect(res.status).toBe(400);
    expect(await count("users")).toBe(2);
  });
});
