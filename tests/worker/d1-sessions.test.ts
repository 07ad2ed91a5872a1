import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { MailJob } from "~/platform/mail/queue.server";
import worker from "../../build/server/index.js";
import { api, confirmedUser } from "./auth-helpers";
import { countingD1 } from "./counting-d1";
import { fakeMailQueue, SAFE_PRODUCTION } from "./ops-fakes";
import { fetchWithEnv } from "./worker-with";

/**
 * D1's Sessions API (app/platform/db/session.server.ts): each request starts from the visitor's bookmark
 * or the nearest replica, an answer after a write carries the new bookmark, cached answers never
 * do, a tampered bookmark is ignored, and background work starts at the primary.
 */

const BOOKMARK =
  /^adrig_d1=([0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32})\.[A-Za-z0-9_-]+; Path=\/; Max-Age=604800; HttpOnly; SameSite=Lax$/;

function bookmarkSetBy(res: Response): string | undefined {
  return res.headers.getSetCookie().find((c) => c.startsWith("adrig_d1="));
}

describe("the visitor's bookmark", () => {
  it("is set after a write, and the next request's session starts from it", async () => {
    const { res } = await api("/api/auth/signup", {
      name: "Bookmark Person",
      email: "bookmark@example.com",
      password: "correct horse battery",
      confirmPassword: "correct horse battery",
    });
    expect(res.status).toBe(202);
    const setCookie = bookmarkSetBy(res);
    expect(setCookie).toMatch(BOOKMARK);
    const bookmark = BOOKMARK.exec(setCookie!)![1]!;

    const d1 = countingD1();
    const next = await fetchWithEnv(
      "/api/auth/session",
      { DB: d1.DB },
      {
        headers: { Cookie: setCookie!.split(";")[0]! },
      },
    );
    expect(next.status).toBe(200);
    expect(d1.starts).toEqual([bookmark]);
    // A read writes nothing: no new bookmark.
    expect(bookmarkSetBy(next)).toBeUndefined();
  });

  it("is never set by a read, and a request without one starts at the nearest replica", async () => {
    const { cookie } = await confirmedUser("reader-bookmark@example.com");
    const d1 = countingD1();
    const res = await fetchWithEnv("/account", { DB: d1.DB }, { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(d1.starts).toEqual(["first-unconstrained"]);
    expect(bookmarkSetBy(res)).toBeUndefined();
  });

  it("is ignored when tampered with or malformed: a fresh session, never an error", async () => {
    const { res } = await api("/api/auth/signup", {
      name: "Tamper Person",
      email: "tamper@example.com",
      password: "correct horse battery",
      confirmPassword: "correct horse battery",
    });
    const good = bookmarkSetBy(res)!.split(";")[0]!;
    const [name, value] = good.split("=") as [string, string];
    const [bookmark, signature] = value.split(".") as [string, string];
    const future = `ffffffff-ffffffff-ffffffff-${"f".repeat(32)}`;
    const tampered = [
      `${name}=${future}.${signature}`,
      `${name}=${bookmark}.${signature.slice(0, -2)}AA`,
      `${name}=${bookmark}`,
      `${name}=garbage`,
      `${name}=%00%0d%0a.x`,
      `${name}=${"a".repeat(5000)}`,
    ];
    for (const cookie of tampered) {
      const d1 = countingD1();
      const page = await fetchWithEnv("/contact", { DB: d1.DB }, { headers: { Cookie: cookie } });
      expect(page.status, cookie.slice(0, 60)).toBe(200);
      const data = await fetchWithEnv("/api/auth/session", { DB: d1.DB }, { headers: { Cookie: cookie } });
      expect(data.status, cookie.slice(0, 60)).toBe(200);
      expect(
        d1.starts.every((s) => s === "first-unconstrained"),
        cookie.slice(0, 60),
      ).toBe(true);
    }
  });

  it("never rides on an answer of the edge cache", async () => {
    const signup = await api("/api/auth/signup", {
      name: "Cache Person",
      email: "cache-bookmark@example.com",
      password: "correct horse battery",
      confirmPassword: "correct horse battery",
    });
    const cookie = bookmarkSetBy(signup.res)!.split(";")[0]!;
    for (const expected of ["MISS", "HIT"]) {
      const res = await fetchWithEnv("/about", {}, { headers: { Cookie: cookie } });
      expect(res.headers.get("X-Edge-Cache")).toBe(expected);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });

  it("is Secure outside development", async () => {
    const d1 = countingD1();
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request("https://adrig.co.in/api/auth/signup", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: "https://adrig.co.in", "CF-Connecting-IP": "10.77.1.2" },
        body: JSON.stringify({
          name: "Secure Person",
          email: "secure-bookmark@example.com",
          password: "correct horse battery",
          confirmPassword: "correct horse battery",
        }),
      }),
      { ...env, ...SAFE_PRODUCTION, DB: d1.DB, MAIL_QUEUE: fakeMailQueue().queue },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(bookmarkSetBy(res) ?? "", `status ${res.status}`).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
  });
});

describe("background work", () => {
  it("the queue consumer, the cron and inbound mail start at the primary", async () => {
    const d1 = countingD1();
    const mail = fakeMailQueue();
    const ctx = createExecutionContext();
    await worker.scheduled(
      createScheduledController({ scheduledTime: Date.now(), cron: "30 21 * * *" }),
      {
        ...env,
        DB: d1.DB,
        MAIL_QUEUE: mail.queue,
      },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(d1.starts).toEqual(["first-primary"]);
    expect(d1.statements.length).toBeGreaterThan(0);

    d1.reset();
    const batch = createMessageBatch<MailJob>("adrig-mail", [
      {
        id: "m1",
        timestamp: new Date(),
        attempts: 1,
        body: {
          mail: { to: "someone@example.com", subject: "Hello", text: "Hello there", html: "<p>Hello there</p>" },
        },
      },
    ]);
    const queueCtx = createExecutionContext();
    await worker.queue(batch, { ...env, DB: d1.DB }, queueCtx);
    await waitOnExecutionContext(queueCtx);
    expect(d1.starts).toEqual(["first-primary"]);

    d1.reset();
    const raw = "From: a@example.com\r\nTo: reply+abcdefghijklmnop@example.com\r\nSubject: Re: x\r\n\r\nHello";
    const message = {
      from: "a@example.com",
      to: "reply+abcdefghijklmnop@example.com",
      raw: new Response(raw).body!,
      rawSize: raw.length,
      headers: new Headers({ Subject: "Re: x" }),
      setReject: () => {},
      forward: async () => ({}),
      reply: async () => ({}),
    } as unknown as ForwardableEmailMessage;
    await worker.email(message, { ...env, DB: d1.DB }, createExecutionContext());
    expect(d1.starts).toEqual(["first-primary"]);
  });
});
