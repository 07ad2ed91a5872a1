import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BROWSER_MAX, DEVICE_COOKIE, describeBrowser, placeOf } from "~/accounts/devices.server";
import { confirmSignup, lastMailTo, PASSWORD, sessionCookieFrom, signUp, signupToken } from "./auth-helpers";
import { downloadMyData, fetchPage, postForm } from "./helpers";

const CHROME_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SUBJECT = "New sign-in to your ADRIG account";

function deviceCookieFrom(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  if (!cookie) throw new Error("no device cookie set");
  expect(cookie).toContain("HttpOnly");
  expect(cookie).toContain("SameSite=Lax");
  return cookie.split(";")[0]!;
}

async function noticesTo(email: string): Promise<number> {
  // Mail is written by the queue's consumer a moment after the answer.
  await new Promise((r) => setTimeout(r, 400));
  return (await env.DB.prepare('select count(*) as n from mail_outbox where "to" = ? and subject = ?')
    .bind(email, SUBJECT)
    .first<number>("n"))!;
}

function login(email: string, userAgent: string, deviceCookie?: string) {
  return postForm(
    "/login",
    { email, password: PASSWORD },
    { headers: { "User-Agent": userAgent, ...(deviceCookie ? { Cookie: deviceCookie } : {}) } },
  );
}

describe("describeBrowser and placeOf", () => {
  it("name the browser and system, never the raw header", () => {
    expect(describeBrowser(CHROME_WINDOWS)).toBe("Chrome 131 on Windows 10");
    expect(describeBrowser(FIREFOX_LINUX)).toBe("Firefox 133 on Linux");
    expect(describeBrowser(null)).toBe("An unknown browser");
    expect(describeBrowser("")).toBe("An unknown browser");
  });

  it("give Cloudflare's city and country when it knows them", () => {
    // workerd takes `cf` in a Request's init, as Cloudflare fills it for a visitor's request.
    const withCf = (cf: Record<string, unknown>) => new Request("https://adrig.co.in/", { cf } as RequestInit);
    expect(placeOf(withCf({ city: "Chennai", country: "IN" }))).toBe("Chennai, IN");
    expect(placeOf(withCf({ country: "GB" }))).toBe("GB");
    expect(placeOf(new Request("https://adrig.co.in/"))).toBeNull();
  });
});

describe("new-device notices", () => {
  it("mail once for a browser the account has not seen, never for a known one", async () => {
    const email = "devices@example.com";
    await signUp(email);
    const confirmed = await confirmSignup(await signupToken(email), PASSWORD, {
      headers: { "User-Agent": CHROME_WINDOWS },
    });
    const firstBrowser = deviceCookieFrom(confirmed);
    // The browser that confirmed the account is its first: no notice.
    expect(await noticesTo(email)).toBe(0);
    expect((await login(email, CHROME_WINDOWS, firstBrowser)).status).toBe(303);
    expect(await noticesTo(email)).toBe(0);

    // Another browser: one notice, with the browser and a way to the account page.
    const other = await login(email, FIREFOX_LINUX);
    expect(other.status).toBe(303);
    const otherBrowser = deviceCookieFrom(other);
    const mail = await lastMailTo(email, { subject: SUBJECT });
    expect(mail?.text).toContain("Browser: Firefox 133 on Linux");
    expect(mail?.text).toMatch(/When: .+ IST/);
    expect(mail?.text).toContain("/account#sessions");
    expect(await noticesTo(email)).toBe(1);
    // That browser is known now.
    expect((await login(email, FIREFOX_LINUX, otherBrowser)).status).toBe(303);
    expect(await noticesTo(email)).toBe(1);
    // Only a hash of the browser's id is stored.
    const stored = await env.DB.prepare("select device_hash from known_devices").all<{ device_hash: string }>();
    expect(stored.results).toHaveLength(2);
    for (const cookie of [firstBrowser, otherBrowser])
      expect(JSON.stringify(stored.results)).not.toContain(cookie.split("=")[1]);

    // A browser last seen more than 30 days ago counts as new again.
    await env.DB.prepare("update known_devices set last_seen_at = ?")
      .bind(Date.now() - 31 * 24 * 3600 * 1000)
      .run();
    expect((await login(email, CHROME_WINDOWS, firstBrowser)).status).toBe(303);
    expect(await noticesTo(email)).toBe(2);
  });

  it("show each session's browser on /account and in the data download", async () => {
    const email = "sessions-list@example.com";
    await signUp(email);
    await confirmSignup(await signupToken(email), PASSWORD, { headers: { "User-Agent": CHROME_WINDOWS } });
    const cookie = sessionCookieFrom(await login(email, FIREFOX_LINUX));
    const page = await (await fetchPage("/account", { headers: { Cookie: cookie } })).text();
    expect(page).toContain("Firefox 133 on Linux");
    expect(page).toContain("Chrome 131 on Windows 10");
    const data = (await (await downloadMyData({ headers: { Cookie: cookie } })).json()) as {
      sessions: Array<{ browser: string | null }>;
    };
    expect(data.sessions.map((s) => s.browser).sort()).toEqual(["Chrome 131 on Windows 10", "Firefox 133 on Linux"]);
  });

  it("keep a 5,000-character User-Agent cut to the bound, in the session, the log and on /account", async () => {
    const huge = `Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/${"1".repeat(5000)} Safari/537.36`;
    expect(huge.length).toBeGreaterThan(5000);
    const shown = describeBrowser(huge);
    expect(shown.length).toBeLessThanOrEqual(BROWSER_MAX);
    expect(shown.startsWith("Chrome 1")).toBe(true);
    for (const odd of [
      `Opera/${"9".repeat(5000)}`,
      `Mozilla/5.0 (Linux; Android ${"9".repeat(4000)}) Chrome/1`,
      `${"Mozilla/5.0 (X11; Linux x86_64) ".repeat(200)}Firefox/133.0`,
    ]) {
      expect(describeBrowser(odd).length).toBeLessThanOrEqual(BROWSER_MAX);
    }
    const email = "long-agent@example.com";
    await signUp(email);
    await confirmSignup(await signupToken(email), PASSWORD, { headers: { "User-Agent": CHROME_WINDOWS } });
    const cookie = sessionCookieFrom(await login(email, huge));
    const stored = [
      ...(await env.DB.prepare("select browser from sessions").all<{ browser: string }>()).results,
      ...(await env.DB.prepare("select browser from security_events").all<{ browser: string }>()).results,
    ].map((r) => r.browser);
    expect(stored).toContain(shown);
    for (const browser of stored) expect(browser.length).toBeLessThanOrEqual(BROWSER_MAX);
    // What /account shows is what was stored, and a usual browser reads as before.
    const page = await (await fetchPage("/account", { headers: { Cookie: cookie } })).text();
    expect(page).toContain(shown);
    expect(page).toContain("Chrome 131 on Windows 10");
  });
});
