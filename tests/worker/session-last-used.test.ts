import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SESSION_TOUCH_MS } from "~/accounts/session.server";
import { confirmedUser } from "./auth-helpers";
import { ORIGIN } from "./helpers";

/**
 * A session's "last used" follows its use: written at most every few minutes (one small write,
 * never one per request), and /account shows the use it has just recorded.
 */
const MINUTE = 60 * 1000;

async function lastUsed(): Promise<number> {
  const row = await env.DB.prepare("select last_used_at from sessions").first<{ last_used_at: number }>();
  return row!.last_used_at;
}

async function setLastUsed(at: number) {
  await env.DB.prepare("update sessions set last_used_at = ?").bind(at).run();
}

describe("a session's last use", () => {
  it("is recorded a few minutes on, and not on every request", async () => {
    expect(SESSION_TOUCH_MS).toBeLessThanOrEqual(5 * MINUTE);
    const { cookie } = await confirmedUser("lastused@example.com");
    const get = (path: string) => SELF.fetch(new URL(path, ORIGIN), { headers: { Cookie: cookie } });

    // Used 10 minutes ago: this request records the use.
    await setLastUsed(Date.now() - 10 * MINUTE);
    expect((await get("/api/auth/session")).status).toBe(200);
    expect(await lastUsed()).toBeGreaterThan(Date.now() - MINUTE);

    // Used a minute ago: nothing written.
    const recent = Date.now() - MINUTE;
    await setLastUsed(recent);
    await (await get("/account")).text();
    expect(await lastUsed()).toBe(recent);
  });

  it("shows on /account as this visit once the last one is a few minutes old", async () => {
    const { cookie } = await confirmedUser("lastused-page@example.com");
    await setLastUsed(Date.now() - 10 * MINUTE);
    const before = Date.now();
    const html = await (await SELF.fetch(new URL("/account", ORIGIN), { headers: { Cookie: cookie } })).text();
    const shown = /Last used <time dateTime="([^"]+)"/i.exec(html)?.[1];
    expect(shown).toBeTruthy();
    expect(new Date(shown!).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});
