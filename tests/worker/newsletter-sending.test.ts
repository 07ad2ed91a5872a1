import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STALE_CLAIM_MS } from "~/newsletter/claims.server";
import { deliverSlice, MAX_DELIVERY_ATTEMPTS } from "~/newsletter/delivery.server";
import { RECIPIENTS_PER_JOB } from "~/newsletter/sending.server";
import { isNewsletterJob, type NewsletterJob } from "~/newsletter/slice-job.server";
import { createDb } from "~/platform/db/client.server";
import type { MailJob } from "~/platform/mail/queue.server";
import { fetchPage, postForm } from "./helpers";
import { getAs, signedInAdmin } from "./inbox-helpers";
import {
  drainQueue,
  emailService,
  postAs,
  recordingQueue,
  type SentMail,
  seedSubscribers,
  unsubscribeLinkOf,
} from "./newsletter-helpers";
import { captureConsole } from "./ops-fakes";

afterEach(() => vi.restoreAllMocks());
beforeEach(() => {
  captureConsole();
});

const ISSUE = {
  subject: "ADRIG Insights: November",
  previewText: "Three lessons from shipping retrieval to production",
  bodyMarkdown: "## What we learned\n\nRead [the full article](/blog) or [our services](https://adrig.co.in/services).",
};

/** A seeded draft, written through the page as staff do; returns its id. */
async function draft(cookie: string): Promise<string> {
  const res = await postAs("/admin/newsletter/new", ISSUE, cookie);
  expect(res.status).toBe(303);
  const id = /\/admin\/newsletter\/([^/?]+)$/.exec(res.headers.get("Location") ?? "")?.[1];
  if (!id) throw new Error(`no issue id in ${res.headers.get("Location")}`);
  return id;
}

async function deliveries(issueId: string) {
  const rows = await env.DB.prepare(
    "select status, count(*) as n from newsletter_deliveries where issue_id = ? group by status",
  )
    .bind(issueId)
    .all<{ status: string; n: number }>();
  return Object.fromEntries(rows.results.map((r) => [r.status, r.n]));
}

async function issueRow(id: string) {
  return env.DB.prepare("select status, recipient_count, slug from newsletter_issues where id = ?")
    .bind(id)
    .first<{ status: string; recipient_count: number; slug: string | null }>();
}

/** A deterministic "random": the same 10% of sends fail on every run. */
function flaky(rate: number) {
  let seed = 20261125;
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31 < rate;
  };
}

function newsletterJobs(messages: Array<{ body: MailJob }>): NewsletterJob[] {
  return messages.map((m) => m.body).filter(isNewsletterJob);
}

describe("sending an issue to 2,500 subscribers", () => {
  it("mails each confirmed subscriber exactly once, through redelivery, two consumers, failures and unsubscribes", {
    timeout: 240_000,
  }, async () => {
    const logs = captureConsole();
    await seedSubscribers(2500);
    const { cookie } = await signedInAdmin();
    const id = await draft(cookie);

    // Two presses of "Send now" at once: one freezes the list and queues it, the other changes nothing.
    const { queue, messages } = recordingQueue();
    const presses = await Promise.all(
      [1, 2].map(() =>
        postAs(`/admin/newsletter/${id}`, { intent: "send", confirm: "yes" }, cookie, { MAIL_QUEUE: queue }),
      ),
    );
    expect(presses.map((r) => r.status)).toEqual([303, 303]);
    const jobs = newsletterJobs(messages);
    expect(jobs).toHaveLength(2500 / RECIPIENTS_PER_JOB);
    expect(await issueRow(id)).toMatchObject({ status: "sending", recipient_count: 2500 });
    expect(await deliveries(id)).toEqual({ pending: 2500 });
    // Each job names a slice of the list, never the list: the slices cover it once, in order.
    const seqs = await env.DB.prepare("select seq from newsletter_deliveries where issue_id = ? order by seq")
      .bind(id)
      .all<{ seq: number }>();
    const covered = jobs.flatMap((j) => seqs.results.filter((s) => s.seq >= j.firstSeq && s.seq <= j.lastSeq));
    expect(covered).toHaveLength(2500);
    for (const job of jobs) expect(JSON.stringify(job).length).toBeLessThan(300);

    // Ten subscribers whose slices are still to come unsubscribe while the issue goes out.
    const leaving = Array.from({ length: 10 }, (_, i) => `reader${2001 + i * 37}@example.com`);
    const links = await Promise.all(leaving.map(unsubscribeLinkOf));

    // Three addresses the service always refuses; 10% of all other sends fail at random.
    const broken = new Set(["reader5@example.com", "reader1234@example.com", "reader2500@example.com"]);
    const random = flaky(0.1);
    const service = emailService((to) => broken.has(to) || random());

    let round = 0;
    await drainQueue(jobs, service.binding, async (batch, run) => {
      round++;
      if (round === 1) {
        // The queue redelivers a batch it already delivered (at-least-once delivery).
        await run(batch);
        await run(batch.map((m) => ({ ...m, attempts: m.attempts + 1 })));
      } else if (round === 2) {
        // Two consumers take the same messages at the same moment.
        await Promise.all([run(batch), run(batch)]);
      } else {
        if (round === 3) {
          for (const link of links) {
            const res = await postAs(link, {}, "");
            expect(res.status).toBe(200);
          }
        }
        await run(batch);
      }
    });
    expect(service.refused()).toBeGreaterThan(200);

    expect(await deliveries(id)).toEqual({ sent: 2487, failed: 3, skipped: 10 });
    expect(await issueRow(id)).toMatchObject({ status: "sent" });
    // The three broken addresses were tried MAX_DELIVERY_ATTEMPTS times each, then left for staff.
    const failed = await env.DB.prepare(
      "select s.email, d.attempts from newsletter_deliveries d join newsletter_subscribers s on s.id = d.subscriber_id where d.issue_id = ? and d.status = 'failed' order by s.email",
    )
      .bind(id)
      .all<{ email: string; attempts: number }>();
    expect(failed.results).toEqual([...broken].sort().map((email) => ({ email, attempts: MAX_DELIVERY_ATTEMPTS })));

    // What staff see matches D1.
    const page = await (await getAs(`/admin/newsletter/${id}`, cookie)).text();
    expect(page).toContain("Sent 2487 · Failed 3 · Skipped 10 of 2500 recipients");
    expect(page).toMatch(/<button[^>]*>Retry failed<\/button>/);
    const list = await (await getAs("/admin/newsletter", cookie)).text();
    expect(list).toContain("Sent 2487 · Failed 3 · Skipped 10 of 2500 recipients");

    // The service accepts them again; "Retry failed" queues only the failed three.
    broken.clear();
    const again = recordingQueue();
    const retry = await postAs(`/admin/newsletter/${id}`, { intent: "retry" }, cookie, { MAIL_QUEUE: again.queue });
    expect(retry.status).toBe(303);
    expect(await deliveries(id)).toEqual({ sent: 2487, pending: 3, skipped: 10 });
    expect((await issueRow(id))!.status).toBe("sending");
    await drainQueue(newsletterJobs(again.messages), service.binding);
    expect(await deliveries(id)).toEqual({ sent: 2490, skipped: 10 });
    expect(await issueRow(id)).toMatchObject({ status: "sent" });

    // Every mail the service accepted went to a different person; the ones who left got none.
    const perAddress = new Map<string, number>();
    for (const mail of service.accepted) perAddress.set(mail.to, (perAddress.get(mail.to) ?? 0) + 1);
    expect(service.accepted).toHaveLength(2490);
    expect(perAddress.size).toBe(2490);
    expect([...perAddress.values()].every((n) => n === 1)).toBe(true);
    for (const address of leaving) expect(perAddress.has(address)).toBe(false);
    for (const address of ["reader1@example.com", "reader5@example.com", "reader2500@example.com"])
      expect(perAddress.get(address)).toBe(1);

    // Logs count per batch and never name anyone.
    const batches = logs.events().filter((e) => e.event === "newsletter_batch");
    expect(batches.length).toBeGreaterThanOrEqual(jobs.length);
    expect(batches[0]).toMatchObject({ issue: id, claimed: RECIPIENTS_PER_JOB });
    expect(logs.lines.join("\n")).not.toMatch(/@example\.com/);
  });
});

describe("through the real queue", () => {
  it("sends 2,500 mails to the outbox, one per subscriber, when Send now is pressed twice", {
    timeout: 120_000,
  }, async () => {
    await seedSubscribers(2500, "real");
    const { cookie } = await signedInAdmin();
    const id = await draft(cookie);
    const presses = await Promise.all(
      [1, 2].map(() =>
        postForm(`/admin/newsletter/${id}`, { intent: "send", confirm: "yes" }, { headers: { Cookie: cookie } }),
      ),
    );
    expect(presses.map((r) => r.status)).toEqual([303, 303]);
    // Miniflare runs MAIL_QUEUE's consumer (this Worker's queue()) with the dev outbox as transport.
    await vi.waitFor(async () => expect((await issueRow(id))!.status).toBe("sent"), { timeout: 90_000, interval: 250 });
    const mails = await env.DB.prepare(
      'select count(*) as n, count(distinct "to") as people from mail_outbox where subject = ?',
    )
      .bind(ISSUE.subject)
      .first<{ n: number; people: number }>();
    expect(mails).toEqual({ n: 2500, people: 2500 });
    expect(await deliveries(id)).toEqual({ sent: 2500 });
    const page = await (await getAs(`/admin/newsletter/${id}`, cookie)).text();
    expect(page).toContain("Sent 2500 · Failed 0 · Skipped 0 of 2500 recipients");
  });
});

describe("each mail", () => {
  it("carries the subscriber's own unsubscribe link and headers, a text part, the browser link and the address", async () => {
    await seedSubscribers(2, "each");
    const { cookie } = await signedInAdmin();
    const id = await draft(cookie);
    const { queue, messages } = recordingQueue();
    await postAs(`/admin/newsletter/${id}`, { intent: "send", confirm: "yes" }, cookie, { MAIL_QUEUE: queue });
    const service = emailService();
    await drainQueue(newsletterJobs(messages), service.binding);
    expect(service.accepted).toHaveLength(2);
    const [first, second] = service.accepted as [SentMail, SentMail];
    const { slug } = (await issueRow(id))!;
    expect(slug).toMatch(/^\d{4}-\d{2}-adrig-insights-november$/);

    expect(first.subject).toBe(ISSUE.subject);
    const unsubscribe = /<(http[^>]+\/newsletter\/unsubscribe\?token=[^>]+)>/.exec(
      first.headers["List-Unsubscribe"]!,
    )?.[1];
    expect(unsubscribe).toBeTruthy();
    expect(first.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(second.headers["List-Unsubscribe"]).not.toBe(first.headers["List-Unsubscribe"]);
    expect(first.html).toContain(unsubscribe!.replaceAll("&", "&amp;"));
    expect(first.text).toContain(unsubscribe);
    // The text part is the Markdown source (made to be read as plain text), site paths made absolute.
    expect(first.text).toContain(`View in your browser: http://example.com/newsletter/issues/${slug}`);
    expect(first.text).toContain("What we learned");
    expect(first.text).toContain("[the full article](http://example.com/blog)");
    expect(first.text).not.toMatch(/<[a-z]/);
    expect(first.html).toContain(`href="http://example.com/newsletter/issues/${slug}"`);
    expect(first.html).toContain('href="http://example.com/blog"');
    // The company's postal address, from site.yml.
    for (const part of [first.text, first.html]) expect(part).toMatch(/Chennai/);

    // The link unsubscribes that subscriber (and only that one), by the one-click POST too.
    const res = await postAs(new URL(unsubscribe!).pathname + new URL(unsubscribe!).search, {}, "");
    expect(res.status).toBe(200);
    const statuses = await env.DB.prepare("select email, status from newsletter_subscribers order by email").all();
    expect(statuses.results).toEqual([
      { email: "each1@example.com", status: expect.any(String) },
      { email: "each2@example.com", status: expect.any(String) },
    ]);
    expect(statuses.results.filter((r) => r.status === "unsubscribed").map((r) => r.email)).toEqual([first.to]);
  });
});

describe("pacing", () => {
  it("spaces the jobs with the queue's delay so no more than NEWSLETTER_MAX_PER_MINUTE leave a minute", async () => {
    await seedSubscribers(1000, "paced");
    const { cookie } = await signedInAdmin();
    const id = await draft(cookie);
    const { queue, messages } = recordingQueue();
    await postAs(`/admin/newsletter/${id}`, { intent: "send", confirm: "yes" }, cookie, {
      MAIL_QUEUE: queue,
      NEWSLETTER_MAX_PER_MINUTE: "120",
    });
    // 20 jobs of 50: at 120 a minute, one job every 25 seconds.
    expect(messages.map((m) => m.delaySeconds)).toEqual(Array.from({ length: 20 }, (_, i) => i * 25));
    for (let minute = 0; minute < 10; minute++) {
      const inMinute = messages.filter((m) => m.delaySeconds >= minute * 60 && m.delaySeconds < (minute + 1) * 60);
      expect(inMinute.length * RECIPIENTS_PER_JOB).toBeLessThanOrEqual(150);
    }
  });
});

describe("a consumer stopped mid-slice", () => {
  it("never sends a claimed row again on its own: a stale claim becomes failed, for Retry failed", async () => {
    await seedSubscribers(3, "stale");
    const { cookie } = await signedInAdmin();
    const id = await draft(cookie);
    const { queue, messages } = recordingQueue();
    await postAs(`/admin/newsletter/${id}`, { intent: "send", confirm: "yes" }, cookie, { MAIL_QUEUE: queue });
    const [job] = newsletterJobs(messages);
    // The consumer claimed the first row, then stopped before marking it.
    const claimedAt = Date.now() - STALE_CLAIM_MS - 1000;
    await env.DB.prepare(
      "update newsletter_deliveries set status = 'claimed', claimed_at = ?, attempts = 1 where seq = (select min(seq) from newsletter_deliveries where issue_id = ?)",
    )
      .bind(claimedAt, id)
      .run();
    const service = emailService();
    const outcome = await deliverSlice(
      {
        db: createDb(env.DB),
        transport: {
          async send(mail) {
            await service.binding.send(mail as never);
          },
        },
        now: () => new Date(),
      },
      job!,
    );
    expect(outcome).toMatchObject({ claimed: 2, sent: 2 });
    expect(service.accepted.map((m) => m.to).sort()).toEqual(["stale2@example.com", "stale3@example.com"]);
    expect(await deliveries(id)).toEqual({ failed: 1, sent: 2 });
    expect(await issueRow(id)).toMatchObject({ status: "sent" });
  });

  it("Resume sending re-queues only what is pending and turns stale claims into failures", async () => {
    await seedSubscribers(120, "resume");
    const { cookie } = await signedInAdmin();
    const id = await draft(cookie);
    // The queue lost every job.
    await postAs(`/admin/newsletter/${id}`, { intent: "send", confirm: "yes" }, cookie, {
      MAIL_QUEUE: recordingQueue().queue,
    });
    await env.DB.prepare(
      "update newsletter_deliveries set status = 'claimed', claimed_at = ? where seq = (select min(seq) from newsletter_deliveries where issue_id = ?)",
    )
      .bind(Date.now() - STALE_CLAIM_MS - 1000, id)
      .run();
    const { queue, messages } = recordingQueue();
    const res = await postAs(`/admin/newsletter/${id}`, { intent: "resume" }, cookie, { MAIL_QUEUE: queue });
    expect(res.status).toBe(303);
    expect(await deliveries(id)).toEqual({ failed: 1, pending: 119 });
    const jobs = newsletterJobs(messages);
    expect(jobs).toHaveLength(3);
    const service = emailService();
    await drainQueue(jobs, service.binding);
    expect(service.accepted).toHaveLength(119);
    expect(await deliveries(id)).toEqual({ failed: 1, sent: 119 });
    // Once sent, there is nothing to resume.
    const late = await postAs(`/admin/newsletter/${id}`, { intent: "resume" }, cookie, { MAIL_QUEUE: queue });
    expect(late.status).toBe(409);
  });
});

describe("the frozen list", () => {
  it("is the confirmed subscribers at the moment of sending: later sign-ups and pending ones get nothing", async () => {
    await seedSubscribers(5, "frozen");
    await env.DB.prepare(
      "insert into newsletter_subscribers (id, email, status, source, requested_at) values ('p1', 'pending@example.com', 'pending', 'blog', 1)",
    ).run();
    const { cookie } = await signedInAdmin();
    const id = await draft(cookie);
    const { queue, messages } = recordingQueue();
    await postAs(`/admin/newsletter/${id}`, { intent: "send", confirm: "yes" }, cookie, { MAIL_QUEUE: queue });
    await seedSubscribers(3, "late");
    const service = emailService();
    await drainQueue(newsletterJobs(messages), service.binding);
    expect(service.accepted.map((m) => m.to).sort()).toEqual([1, 2, 3, 4, 5].map((i) => `frozen${i}@example.com`));
    // Editing is refused once the issue is frozen.
    const edit = await postAs(
      `/admin/newsletter/${id}`,
      { intent: "save", version: "1", ...ISSUE, subject: "Changed later" },
      cookie,
    );
    expect(edit.status).toBe(409);
    expect((await issueRow(id))!.status).toBe("sent");
  });

  it("refuses a send without the confirmation step", async () => {
    await seedSubscribers(2, "unconfirmed");
    const { cookie } = await signedInAdmin();
    const id = await draft(cookie);
    const { queue, messages } = recordingQueue();
    const res = await postAs(`/admin/newsletter/${id}`, { intent: "send" }, cookie, { MAIL_QUEUE: queue });
    expect(res.status).toBe(400);
    expect(messages).toEqual([]);
    expect((await issueRow(id))!.status).toBe("draft");
  });
});

describe("long and non-Latin subjects", () => {
  // 150 characters (the limit), with emoji and Tamil: the base of its archive slug is far past the
  // 50 bytes D1 allows a LIKE pattern.
  const tamil = "செயற்கை நுண்ணறிவு வாடிக்கையாளர் சேவை";
  const subjects = [
    "ADRIG Insights #1: What a WhatsApp bot really costs",
    `🚀 ${tamil}: ஒரு வருட அனுபவம் 🤖 ${"and what it taught us about support ".repeat(3)}`.slice(0, 150),
    "🤖🚀✨💬📈".repeat(6),
  ];

  it("each sends, twice with the same subject, and each copy has its own archive address that opens", async () => {
    expect([...subjects[1]!].length).toBeGreaterThanOrEqual(120);
    await seedSubscribers(1, "long");
    const { cookie } = await signedInAdmin();
    const slugs: string[] = [];
    for (const subject of [...subjects, subjects[1]!]) {
      const created = await postAs("/admin/newsletter/new", { ...ISSUE, subject }, cookie);
      expect(created.status, subject).toBe(303);
      const id = /\/admin\/newsletter\/([^/?]+)$/.exec(created.headers.get("Location") ?? "")![1]!;
      const { queue } = recordingQueue();
      const send = await postAs(`/admin/newsletter/${id}`, { intent: "send", confirm: "yes" }, cookie, {
        MAIL_QUEUE: queue,
      });
      expect(send.status, subject).toBe(303);
      const row = await issueRow(id);
      expect(row!.status, subject).not.toBe("draft");
      slugs.push(row!.slug!);
    }
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs[3]).toBe(`${slugs[1]}-2`);
    expect(slugs[1]).toContain("செயற்கை-நுண்ணறிவு");
    expect(slugs[2]).toMatch(/^\d{4}-\d{2}-issue$/);
    for (const [i, slug] of slugs.entries()) {
      const page = await fetchPage(`/newsletter/issues/${encodeURIComponent(slug)}`);
      expect(page.status, slug).toBe(200);
      const html = await page.text();
      expect(html).toContain(escapeHtml([...subjects, subjects[1]!][i]!));
    }
  });
});

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
