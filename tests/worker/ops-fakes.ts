import { env } from "cloudflare:test";
import { vi } from "vitest";
import type { Mail } from "~/platform/mail/mail.server";
import type { MailJob } from "~/platform/mail/queue.server";

/** A MAIL_QUEUE that records what is sent (decoys included), or refuses like a queue that is down. */
export function fakeMailQueue(mode: "accept" | "refuse" = "accept") {
  const jobs: MailJob[] = [];
  const queue = {
    async send(body: MailJob) {
      if (mode === "refuse") throw new Error("Queue send failed: internal error");
      jobs.push(body);
    },
    async sendBatch(messages: Iterable<{ body: MailJob }>) {
      for (const m of messages) await queue.send(m.body);
    },
  } as unknown as Queue;
  return { queue, jobs };
}

/** The mail a recorded job carries; fails the test on a decoy. */
export function mailIn(job: MailJob | undefined): Mail {
  if (!job || !("mail" in job)) throw new Error(`expected a mail job, got ${JSON.stringify(job)}`);
  return job.mail;
}

/**
 * The real local D1, except that statements whose SQL matches `failing` throw like D1 does when
 * it fails (a batch holding one fails whole, as D1's batches are transactions). The error goes
 * through Drizzle, which puts the statement and its bound values into its message. The Worker
 * reads and writes through a D1 session (app/platform/db/session.server.ts); its sessions fail alike.
 */
export function failingD1(failing: RegExp): D1Database {
  const failed = () => Promise.reject(new Error("D1_ERROR: Network connection lost."));
  const broken = new WeakSet<object>();
  const failingOver = (db: Pick<D1Database, "prepare" | "batch">) => ({
    prepare(sql: string) {
      if (!failing.test(sql)) return db.prepare(sql);
      const stmt = { bind: () => stmt, run: failed, all: failed, raw: failed, first: failed };
      broken.add(stmt);
      return stmt as unknown as D1PreparedStatement;
    },
    batch(statements: D1PreparedStatement[]) {
      if (statements.some((s) => broken.has(s))) return failed();
      return db.batch(statements);
    },
  });
  const db = env.DB;
  return {
    ...failingOver(db),
    exec: (sql: string) => db.exec(sql),
    withSession: (start?: string) => {
      const session = db.withSession(start);
      return { ...failingOver(session), getBookmark: () => session.getBookmark() };
    },
    dump: () => db.dump(),
  } as unknown as D1Database;
}

/** Every console line the Worker writes while a test runs. */
export function captureConsole() {
  const lines: string[] = [];
  for (const level of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push(
        args
          .map((a) =>
            a instanceof Error
              ? `${a.message} ${a.stack} ${String(a.cause)}`
              : typeof a === "string"
                ? a
                : JSON.stringify(a),
          )
          .join(" "),
      );
    });
  }
  return {
    lines,
    events: () =>
      lines.flatMap((l) => {
        try {
          return [JSON.parse(l) as Record<string, unknown>];
        } catch {
          return [];
        }
      }),
  };
}

/** Settings that pass every production check (no real secret: made up for the tests). */
export const SAFE_PRODUCTION = {
  APP_ENV: "production",
  MAIL_TRANSPORT: "cloudflare",
  SITE_ORIGIN: "https://adrig.co.in",
  TURNSTILE_SITE_KEY: "0x4AAAAAAAtestSiteKeyForUnitTests",
  TURNSTILE_SECRET_KEY: "0x4AAAAAAAtestSecretKeyForUnitTests",
  SESSION_SECRET: "a-production-like-secret-of-more-than-32-characters",
} satisfies Partial<Env>;
