import { afterEach, describe, expect, it, vi } from "vitest";
import { isOutboxVisible } from "~/platform/mail/outbox.server";
import { failedConfigChecks, reportRefusal } from "../../workers/config/production-checks";
import wranglerToml from "../../wrangler.toml?raw";
import { ORIGIN } from "./helpers";
import { captureConsole, SAFE_PRODUCTION } from "./ops-fakes";
import { fetchWithEnv } from "./worker-with";

afterEach(() => vi.restoreAllMocks());

const production = (overrides: Partial<Env> = {}): Partial<Env> => ({ ...SAFE_PRODUCTION, ...overrides });

/** Each unsafe setting, and the name /api/health gives its failed check. */
const UNSAFE: [string, Partial<Env>, string][] = [
  ["the outbox mail transport", { MAIL_TRANSPORT: "outbox" }, "mail_transport"],
  ["Turnstile's always-pass test site key", { TURNSTILE_SITE_KEY: "1x00000000000000000000AA" }, "turnstile_keys"],
  [
    "Turnstile's always-pass test secret",
    { TURNSTILE_SECRET_KEY: "1x0000000000000000000000000000000AA" },
    "turnstile_keys",
  ],
  [
    "the placeholder site key of wrangler.toml",
    { TURNSTILE_SITE_KEY: "replace-with-your-turnstile-site-key" },
    "turnstile_keys",
  ],
  ["a missing session secret", { SESSION_SECRET: undefined }, "session_secret"],
  ["a short session secret", { SESSION_SECRET: "too-short-secret" }, "session_secret"],
  [
    "the dev-only session secret",
    { SESSION_SECRET: "dev-only-session-secret-change-me-in-production-0123456789" },
    "session_secret",
  ],
  ["a SITE_ORIGIN that is not https", { SITE_ORIGIN: "http://adrig.co.in" }, "site_origin"],
];

describe("production refuses unsafe settings", () => {
  it("serves normally with safe production settings", async () => {
    const home = await fetchWithEnv("/", production());
    expect(home.status).toBe(200);
    const health = await fetchWithEnv("/api/health", production());
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true, db: "ok" });
  });

  it.each(UNSAFE)(
    "refuses %s: a 503 page that leaks nothing, one log line, health names the check",
    async (_label, unsafe, check) => {
      const logs = captureConsole();
      const env = production(unsafe);
      const page = await fetchWithEnv("/contact", env);
      expect(page.status).toBe(503);
      const html = await page.text();
      expect(html).toContain("temporarily unavailable");
      for (const leak of [check, "SESSION", "TURNSTILE", "outbox", "MAIL", "http://adrig.co.in", "1x0000"])
        expect(html).not.toContain(leak);
      expect(page.headers.get("Content-Security-Policy")).toContain("default-src");

      const apiAnswer = await fetchWithEnv("/api/contact/messages", env);
      expect(apiAnswer.status).toBe(503);
      expect(await apiAnswer.json()).toEqual({
        error: "The service is temporarily unavailable. Please try again shortly.",
      });

      const post = await fetchWithEnv("/api/auth/login", env, {
        method: "POST",
        headers: { Origin: ORIGIN, "Content-Type": "application/json" },
        body: JSON.stringify({ email: "a@example.com", password: "whatever-it-is" }),
      });
      expect(post.status).toBe(503);

      const health = await fetchWithEnv("/api/health", env);
      expect(health.status).toBe(503);
      const body = (await health.json()) as { ok: boolean; failed: string[] };
      expect(body.ok).toBe(false);
      expect(body.failed).toContain(check);
      // Names only: no value of any setting.
      const text = JSON.stringify(body);
      for (const value of Object.values(unsafe)) if (value) expect(text).not.toContain(value);

      // One clear line per isolate, naming the checks but no values.
      const refusals = logs.events().filter((e) => e.event === "unsafe_configuration");
      expect(refusals.length).toBeLessThanOrEqual(1);
      for (const value of Object.values(unsafe)) if (value) expect(logs.lines.join("\n")).not.toContain(value);
    },
  );

  it("names every failed check, and checks nothing in development", () => {
    expect(failedConfigChecks({ ...SAFE_PRODUCTION, MAIL_QUEUE: {} })).toEqual([]);
    expect(
      failedConfigChecks({
        ...SAFE_PRODUCTION,
        MAIL_QUEUE: undefined,
        SESSION_SECRET: "x",
        SITE_ORIGIN: "https://adrig.co.in/",
      }),
    ).toEqual(["mail_queue", "session_secret", "site_origin"]);
    // One line per isolate and set of failures, however many requests are refused.
    const logs = captureConsole();
    reportRefusal(["mail_queue", "site_origin"]);
    reportRefusal(["mail_queue", "site_origin"]);
    expect(logs.events()).toEqual([
      expect.objectContaining({ level: "error", event: "unsafe_configuration", failed: ["mail_queue", "site_origin"] }),
    ]);
    // Development runs with every local default.
    expect(
      failedConfigChecks({
        ...SAFE_PRODUCTION,
        APP_ENV: "development",
        MAIL_TRANSPORT: "outbox",
        SESSION_SECRET: "dev-only-x",
      }),
    ).toEqual([]);
  });

  it("the dev outbox page and API answer 404 in production", async () => {
    await fetchWithEnv(
      "/api/auth/signup",
      {},
      {
        method: "POST",
        headers: { Origin: ORIGIN, "Content-Type": "application/json", "CF-Connecting-IP": "10.77.0.1" },
        body: JSON.stringify({
          name: "Outbox Probe",
          email: "probe@example.com",
          password: "a fine passphrase",
          confirmPassword: "a fine passphrase",
        }),
      },
    );
    for (const path of ["/dev/outbox", "/api/dev/outbox"]) {
      // Safe production settings: the routes do not exist.
      expect((await fetchWithEnv(path, production())).status).toBe(404);
      // Production that still names the outbox: refused as a whole, the outbox is not shown.
      const refused = await fetchWithEnv(path, production({ MAIL_TRANSPORT: "outbox" }));
      expect(refused.status).toBe(503);
      expect(await refused.text()).not.toContain("probe@example.com");
      // Development with the real transport: no outbox either.
      expect((await fetchWithEnv(path, { MAIL_TRANSPORT: "cloudflare" })).status).toBe(404);
    }
    expect(isOutboxVisible({ APP_ENV: "production", MAIL_TRANSPORT: "outbox" })).toBe(false);
    expect(isOutboxVisible({ APP_ENV: "development", MAIL_TRANSPORT: "outbox" })).toBe(true);
  });
});

describe("production deployment settings (wrangler.toml)", () => {
  /** The `[env.production]` part of wrangler.toml: everything after its first header. */
  const production = wranglerToml.slice(wranglerToml.indexOf("[env.production]"));

  it("serves only the custom domain: no workers.dev host, no preview URLs", () => {
    expect(production).toMatch(/^workers_dev = false$/m);
    expect(production).toMatch(/^preview_urls = false$/m);
  });

  it("queues mail with the same retries and dead-letter queue as locally, and runs both crons", () => {
    expect(production).toMatch(
      /\[\[env\.production\.queues\.producers\]\]\nbinding = "MAIL_QUEUE"\nqueue = "adrig-mail"/,
    );
    expect(production).toMatch(/^max_retries = 7$/m);
    expect(production).toMatch(/^dead_letter_queue = "adrig-mail-dlq"$/m);
    expect(production).toMatch(/\[env\.production\.triggers\]\ncrons = \["30 21 \* \* \*", "\* \* \* \* \*"\]/);
    expect(production).toMatch(/^MAIL_TRANSPORT = "cloudflare"$/m);
    expect(production).toMatch(/^SITE_ORIGIN = "https:\/\/adrig\.co\.in"$/m);
  });

  it("binds the newsletter's image bucket and the editor's limiter in production too", () => {
    expect(production).toMatch(/\[\[env\.production\.r2_buckets\]\]\nbinding = "MEDIA"\nbucket_name = "adrig-media"/);
    expect(production).toMatch(/\[\[env\.production\.ratelimits\]\]\nname = "EDITOR_LIMITER"/);
  });
});
