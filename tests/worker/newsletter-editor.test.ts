import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { editorErrorText } from "~/newsletter/editor-text";
import { imageFormatOf, imageSizeOf } from "~/newsletter/image-bytes.server";
import { formatScheduled } from "~/newsletter/india-time";
import { unscheduleIssue } from "~/newsletter/scheduling.server";
import { sendingDeps, startSending } from "~/newsletter/sending.server";
import { isNewsletterJob } from "~/newsletter/slice-job.server";
import { createDb } from "~/platform/db/client.server";
import type { MailJob } from "~/platform/mail/queue.server";
import worker from "../../build/server/index.js";
import { confirmedUser } from "./auth-helpers";
import { fetchPage, ORIGIN, postForm } from "./helpers";
import { getAs, signedInAdmin } from "./inbox-helpers";
import { drainQueue, postAs, recordingQueue, type SentMail, seedSubscribers } from "./newsletter-helpers";
import { captureConsole } from "./ops-fakes";

afterEach(() => vi.restoreAllMocks());
beforeEach(() => {
  captureConsole();
});

/** A real 4×3 PNG (blue), and its SHA-256 is its address. */
const PNG_4X3 = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAEElEQVR4nGMQjv4NRww4OQA/UBDtD3o7KgAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);

const DRAFT = { subject: "ADRIG Insights: December", previewText: "", bodyMarkdown: "## Hello\n\nFirst text." };

async function seedDraft(id = "i-draft", extra = "") {
  await env.DB.prepare(
    `insert into newsletter_issues (id, subject, preview_text, body_markdown, created_at${extra ? ", scheduled_at" : ""}) values (?, ?, '', ?, 1700000000000${extra ? ", ?" : ""})`,
  )
    .bind(id, DRAFT.subject, DRAFT.bodyMarkdown, ...(extra ? [Number(extra)] : []))
    .run();
  return id;
}

async function issue(id: string) {
  return env.DB.prepare(
    "select subject, body_markdown, version, status, scheduled_at, recipient_count from newsletter_issues where id = ?",
  )
    .bind(id)
    .first<{
      subject: string;
      body_markdown: string;
      version: number;
      status: string;
      scheduled_at: number | null;
      recipient_count: number;
    }>();
}

/** What the editor's script sends: a multipart form, asking for JSON. */
function editorPost(path: string, fields: Record<string, string | File>, cookie?: string) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return SELF.fetch(new URL(path, ORIGIN), {
    method: "POST",
    body,
    redirect: "manual",
    headers: {
      Origin: ORIGIN,
      Accept: "application/json",
      "CF-Connecting-IP": "10.39.0.1",
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });
}

function pngFile(bytes: Uint8Array<ArrayBuffer> = PNG_4X3, name = "chart.png", type = "image/png") {
  return new File([bytes], name, { type });
}

/** The moment as the schedule form's fields (India Standard Time). */
function indiaFields(at: number) {
  const iso = new Date(at + 5.5 * 60 * 60 * 1000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

async function runCron(queue: Queue<MailJob>, at = Date.now(), cron = "* * * * *") {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron }), { ...env, MAIL_QUEUE: queue }, ctx);
  await waitOnExecutionContext(ctx);
}

async function deliveryCount(id: string): Promise<number> {
  return (await env.DB.prepare("select count(*) as n from newsletter_deliveries where issue_id = ?")
    .bind(id)
    .first("n")) as number;
}

describe("access to the editor's new routes and steps", () => {
  const posts = (id: string): Array<[string, Record<string, string | File>]> => [
    [`/admin/newsletter/${id}/draft`, { ...DRAFT, version: "1", subject: "Changed by a stranger" }],
    ["/admin/newsletter/preview", DRAFT],
    ["/admin/newsletter/images", { alt: "A chart", file: pngFile(), issueId: id }],
    [`/admin/newsletter/${id}`, { intent: "schedule", ...indiaFields(Date.now() + 3_600_000) }],
    [`/admin/newsletter/${id}`, { intent: "unschedule" }],
  ];

  async function unchanged(id: string) {
    const row = await issue(id);
    const images = await env.DB.prepare("select count(*) as n from newsletter_images").first("n");
    const objects = (await env.MEDIA.list()).objects.length;
    return JSON.stringify([row, images, objects]);
  }

  it("sends anonymous visitors to /login and changes nothing", async () => {
    const id = await seedDraft();
    const before = await unchanged(id);
    for (const [path, fields] of posts(id)) {
      const res = await editorPost(path, fields);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("Location"), path).toMatch(/^\/login\?redirectTo=/);
    }
    for (const path of [`/admin/newsletter/${id}/draft`, "/admin/newsletter/preview", "/admin/newsletter/images"]) {
      expect((await getAs(path)).status, path).toBe(302);
    }
    expect(await unchanged(id)).toBe(before);
  });

  it("gives signed-in users without the role a 404, and changes nothing", async () => {
    const id = await seedDraft();
    const { cookie } = await confirmedUser("reader@example.com", "Plain Reader");
    const before = await unchanged(id);
    for (const [path, fields] of posts(id)) expect((await editorPost(path, fields, cookie)).status, path).toBe(404);
    for (const path of [`/admin/newsletter/${id}/draft`, "/admin/newsletter/preview", "/admin/newsletter/images"]) {
      expect((await getAs(path, cookie)).status, path).toBe(404);
    }
    expect(await unchanged(id)).toBe(before);
  });

  it("lets admins use each of them, and answers 404 to a GET of the endpoints", async () => {
    const id = await seedDraft();
    const { cookie } = await signedInAdmin();
    const [draft, preview, image, schedule, unschedule] = posts(id);
    expect((await editorPost(draft![0], draft![1], cookie)).status).toBe(200);
    expect((await editorPost(preview![0], preview![1], cookie)).status).toBe(200);
    expect((await editorPost(image![0], image![1], cookie)).status).toBe(200);
    const scheduled = await postAs(schedule![0], schedule![1] as Record<string, string>, cookie);
    expect(scheduled.status).toBe(303);
    expect((await postAs(unschedule![0], unschedule![1] as Record<string, string>, cookie)).status).toBe(303);
    for (const path of [`/admin/newsletter/${id}/draft`, "/admin/newsletter/preview", "/admin/newsletter/images"]) {
      expect((await getAs(path, cookie)).status, path).toBe(404);
    }
  });

  it("refuses them from another origin before anything runs", async () => {
    const id = await seedDraft();
    const { cookie } = await signedInAdmin();
    const res = await SELF.fetch(`${ORIGIN}/admin/newsletter/images`, {
      method: "POST",
      body: (() => {
        const f = new FormData();
        f.set("alt", "x");
        f.set("file", pngFile());
        return f;
      })(),
      headers: { Origin: "https://evil.example", Cookie: cookie },
    });
    expect(res.status).toBe(403);
    expect(await env.DB.prepare("select count(*) as n from newsletter_images").first("n")).toBe(0);
    expect((await issue(id))!.version).toBe(1);
  });
});

describe("autosave and the version check", () => {
  it("saves with the version it was written on, and refuses a stale one: two windows never overwrite each other", async () => {
    const id = await seedDraft();
    const { cookie } = await signedInAdmin();
    // Window A saves first.
    const a = await editorPost(
      `/admin/newsletter/${id}/draft`,
      { ...DRAFT, bodyMarkdown: "A's text", version: "1" },
      cookie,
    );
    expect(a.status).toBe(200);
    const saved = (await a.json()) as { version: number; savedAt: string };
    expect(saved.version).toBe(2);
    expect(Date.parse(saved.savedAt)).toBeGreaterThan(0);
    expect(a.headers.get("Cache-Control")).toBe("private, no-store");
    // Window B still has version 1: refused with the message, and A's text stays.
    const b = await editorPost(
      `/admin/newsletter/${id}/draft`,
      { ...DRAFT, bodyMarkdown: "B's text", version: "1" },
      cookie,
    );
    expect(b.status).toBe(409);
    expect(await b.json()).toMatchObject({ error: editorErrorText.issueChangedElsewhere, code: "conflict" });
    expect(await issue(id)).toMatchObject({ body_markdown: "A's text", version: 2 });
    // Saving the same text again writes nothing and keeps the version.
    const again = await editorPost(
      `/admin/newsletter/${id}/draft`,
      { ...DRAFT, bodyMarkdown: "A's text", version: "2" },
      cookie,
    );
    expect(await again.json()).toMatchObject({ version: 2 });
    // Without JavaScript, "Save draft" makes the same check, and keeps what was typed.
    const plain = await postForm(
      `/admin/newsletter/${id}`,
      { intent: "save", version: "1", ...DRAFT, bodyMarkdown: "Plain post text" },
      { headers: { Cookie: cookie } },
    );
    expect(plain.status).toBe(409);
    const page = await plain.text();
    expect(page).toContain(editorErrorText.issueChangedElsewhere);
    expect(page).toContain("Plain post text");
    // Sent again as it stands, it is refused again: the page keeps the version it was written on.
    expect(page).toMatch(/<input type="hidden" name="version" value="1"\/>/);
    expect((await issue(id))!.body_markdown).toBe("A's text");
  });

  it("answers a text the server will not take with its reason, and a frozen issue with 409", async () => {
    const id = await seedDraft();
    const { cookie } = await signedInAdmin();
    const short = await editorPost(`/admin/newsletter/${id}/draft`, { ...DRAFT, subject: "Hi", version: "1" }, cookie);
    expect(short.status).toBe(400);
    expect(((await short.json()) as { error: string }).error).toMatch(/Subject must be at least 5/);
    const noVersion = await editorPost(`/admin/newsletter/${id}/draft`, DRAFT, cookie);
    expect(noVersion.status).toBe(400);
    await env.DB.prepare("update newsletter_issues set status = 'sent' where id = ?").bind(id).run();
    const frozen = await editorPost(`/admin/newsletter/${id}/draft`, { ...DRAFT, version: "1" }, cookie);
    expect(frozen.status).toBe(409);
    expect(await frozen.json()).toMatchObject({ code: "frozen" });
    const gone = await editorPost("/admin/newsletter/no-such-issue/draft", { ...DRAFT, version: "1" }, cookie);
    expect(gone.status).toBe(404);
  });
});

/** Mails in the dev outbox other than account mail, once `n` have arrived. */
async function outbox(n: number) {
  for (let i = 0; i < 200; i++) {
    const { results } = await env.DB.prepare(
      "select \"to\", subject, text, html from mail_outbox where subject != 'Confirm your ADRIG account' order by created_at",
    ).all<{ to: string; subject: string; text: string; html: string }>();
    if (results.length >= n) return results;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`fewer than ${n} mails arrived`);
}

describe("Send test to me", () => {
  it("saves what is shown first and mails exactly that, marked [Test]", async () => {
    const id = await seedDraft();
    const { cookie } = await signedInAdmin();
    const shown = { subject: "A new subject typed just now", previewText: "", bodyMarkdown: "The newest text." };
    const res = await postAs(`/admin/newsletter/${id}`, { intent: "test", version: "1", ...shown }, cookie);
    expect(res.status).toBe(303);
    expect(await issue(id)).toMatchObject({ subject: shown.subject, body_markdown: shown.bodyMarkdown, version: 2 });
    const [mail] = await outbox(1);
    expect(mail).toMatchObject({ to: "staff@example.com", subject: `[Test] ${shown.subject}` });
    expect(mail!.text).toContain("The newest text.");
    // A stale window's test is refused, and nothing is mailed.
    const stale = await postAs(`/admin/newsletter/${id}`, { intent: "test", version: "1", ...DRAFT }, cookie);
    expect(stale.status).toBe(409);
    await new Promise((r) => setTimeout(r, 100));
    expect(await outbox(1)).toHaveLength(1);
  });
});

describe("the live preview", () => {
  it("renders unsaved text with the sender's composer, stores nothing, and refuses unsafe links with the reason", async () => {
    const id = await seedDraft();
    const { cookie } = await signedInAdmin();
    const res = await editorPost(
      "/admin/newsletter/preview",
      { subject: "Hi", previewText: "Inbox line", bodyMarkdown: "Unsaved **words** and [a page](/services)." },
      cookie,
    );
    expect(res.status).toBe(200);
    const mail = (await res.json()) as { subject: string; html: string; text: string; to: string };
    expect(mail.subject).toBe("Hi");
    expect(mail.to).toBe("subscriber@example.com");
    expect(mail.html).toContain("Unsaved <strong>words</strong>");
    expect(mail.html).toContain(`href="${ORIGIN}/services"`);
    expect(mail.html).toContain("View in your browser");
    expect(mail.html).toContain("unsubscribe?token=sample-not-a-subscriber");
    expect(mail.text).toContain(`[a page](${ORIGIN}/services)`);
    expect((await issue(id))!.version).toBe(1);
    const unsafe = await editorPost(
      "/admin/newsletter/preview",
      { ...DRAFT, bodyMarkdown: "[mail us](mailto:a@example.com)" },
      cookie,
    );
    expect(unsafe.status).toBe(400);
    expect(((await unsafe.json()) as { error: string }).error).toMatch(/Links must start with/);
  });

  it("is limited per staff member, with Retry-After", async () => {
    const { cookie } = await signedInAdmin();
    let last: Response | undefined;
    for (let i = 0; i < 130; i++) {
      last = await editorPost("/admin/newsletter/preview", DRAFT, cookie);
      if (last.status === 429) break;
    }
    expect(last!.status).toBe(429);
    expect(last!.headers.get("Retry-After")).toMatch(/^\d+$/);
  });
});

describe("scheduling", () => {
  it("takes a time in India Standard Time, shows it in the list, and refuses a time that has passed", async () => {
    const id = await seedDraft();
    const { cookie } = await signedInAdmin();
    const past = await postAs(
      `/admin/newsletter/${id}`,
      { intent: "schedule", ...indiaFields(Date.now() - 60_000) },
      cookie,
    );
    expect(past.status).toBe(400);
    expect(await past.text()).toContain(editorErrorText.scheduleInPast);
    const nonsense = await postAs(
      `/admin/newsletter/${id}`,
      { intent: "schedule", date: "2026-02-31", time: "09:00" },
      cookie,
    );
    expect(nonsense.status).toBe(400);
    expect((await issue(id))!.scheduled_at).toBeNull();

    // 09:00 in Chennai, three days from now, is 03:30 UTC that day.
    const day = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const ok = await postAs(
      `/admin/newsletter/${id}`,
      { intent: "schedule", date: day, time: "09:00", version: "1" },
      cookie,
    );
    expect(ok.status).toBe(303);
    const at = Date.parse(`${day}T03:30:00Z`);
    expect((await issue(id))!.scheduled_at).toBe(at);
    const list = await (await getAs("/admin/newsletter", cookie)).text();
    expect(list).toContain("Scheduled for <time");
    expect(list).toContain(formatScheduled(new Date(at).toISOString()));
    expect(formatScheduled("2031-12-01T03:30:00Z")).toBe("Mon 1 Dec, 09:00 IST");
    const page = await (await getAs(`/admin/newsletter/${id}`, cookie)).text();
    expect(page).toMatch(/Scheduled for <time[^>]*>(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}, 09:00 IST</);
    expect(page).toMatch(/>Unschedule</);
  });

  it("starts a due issue once through the queue, even when two cron runs overlap", async () => {
    await seedSubscribers(120);
    const id = await seedDraft("i-due", String(Date.now() - 5_000));
    await seedDraft("i-later", String(Date.now() + 3_600_000));
    const { queue, messages } = recordingQueue();
    await Promise.all([runCron(queue), runCron(queue)]);
    const jobs = messages.map((m) => m.body).filter(isNewsletterJob);
    expect(jobs.map((j) => j.issueId)).toEqual(["i-due", "i-due", "i-due"]);
    expect(await issue(id)).toMatchObject({ status: "sending", recipient_count: 120 });
    expect(await deliveryCount(id)).toBe(120);
    expect(await issue("i-later")).toMatchObject({ status: "draft" });
    // Each subscriber gets it once when the jobs are delivered, and a later run changes nothing.
    const accepted: SentMail[] = [];
    await drainQueue(jobs, { send: async (m: SentMail) => void accepted.push(m) } as unknown as SendEmail);
    expect(accepted).toHaveLength(120);
    expect(new Set(accepted.map((m) => m.to)).size).toBe(120);
    await runCron(queue);
    expect(messages.map((m) => m.body).filter(isNewsletterJob)).toHaveLength(3);
    expect((await issue(id))!.status).toBe("sent");
  });

  it("sends nothing when unscheduled during the minute it was due, even by a run that had already listed it", async () => {
    await seedSubscribers(3);
    const { cookie } = await signedInAdmin();
    const id = await seedDraft("i-due", String(Date.now() - 5_000));
    const unscheduled = await postAs(`/admin/newsletter/${id}`, { intent: "unschedule" }, cookie);
    expect(unscheduled.status).toBe(303);
    const { queue, messages } = recordingQueue();
    await runCron(queue);
    expect(messages).toEqual([]);
    expect(await issue(id)).toMatchObject({ status: "draft", scheduled_at: null });
    expect(await deliveryCount(id)).toBe(0);

    // A run that found it due, and is unscheduled between that check and its claim: the claim
    // (one conditional statement) matches nothing.
    await env.DB.prepare("update newsletter_issues set scheduled_at = ? where id = ?")
      .bind(Date.now() - 5_000, id)
      .run();
    const racing = new Proxy(env.DB, {
      get(target, name) {
        if (name === "batch") {
          return async (statements: D1PreparedStatement[]) => {
            await unscheduleIssue(createDb(env.DB), id);
            return target.batch(statements);
          };
        }
        const value = Reflect.get(target, name);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const deps = { ...sendingDeps(env, new Request(ORIGIN)), db: createDb(racing), queue };
    expect(await startSending(deps, id, { dueBy: new Date() })).toMatchObject({ started: false });
    expect(messages).toEqual([]);
    expect(await deliveryCount(id)).toBe(0);
    expect(await issue(id)).toMatchObject({ status: "draft", scheduled_at: null });
    // Once it started, it cannot be unscheduled.
    await env.DB.prepare("update newsletter_issues set scheduled_at = ? where id = ?")
      .bind(Date.now() - 5_000, id)
      .run();
    await runCron(queue);
    expect((await issue(id))!.status).not.toBe("draft");
    const late = await postAs(`/admin/newsletter/${id}`, { intent: "unschedule" }, cookie);
    expect(late.status).toBe(409);
  });

  it("leaves the daily cron to the clean-up: it starts no issue", async () => {
    const id = await seedDraft("i-due", String(Date.now() - 5_000));
    const { queue, messages } = recordingQueue();
    await runCron(queue, Date.now(), "30 21 * * *");
    expect(messages.map((m) => m.body).filter(isNewsletterJob)).toEqual([]);
    expect((await issue(id))!.status).toBe("draft");
  });
});

describe("images", () => {
  it("stores a PNG by its hash with its size, serves it with its type, nosniff and a year's cache", async () => {
    const { cookie } = await signedInAdmin();
    const res = await editorPost("/admin/newsletter/images", { alt: "Our [RBMS] chart", file: pngFile() }, cookie);
    expect(res.status).toBe(200);
    const image = (await res.json()) as { path: string; width: number; height: number; markdown: string };
    expect(image).toMatchObject({ width: 4, height: 3 });
    expect(image.path).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    expect(image.markdown).toBe(`![Our \\[RBMS\\] chart](${image.path})`);
    const served = await fetchPage(image.path);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG_4X3);
    // The same image again is the same object.
    await editorPost("/admin/newsletter/images", { alt: "Again", file: pngFile(PNG_4X3, "other-name.webp") }, cookie);
    expect((await env.MEDIA.list()).objects).toHaveLength(1);
  });

  it("the daily clean-up deletes images no issue shows after 30 days, row and object; used and recent ones stay", async () => {
    const { cookie } = await signedInAdmin();
    const upload = async (bytes: Uint8Array<ArrayBuffer>) =>
      (
        (await (
          await editorPost("/admin/newsletter/images", { alt: "A chart", file: pngFile(bytes) }, cookie)
        ).json()) as {
          path: string;
        }
      ).path;
    const [inDraft, inSent, unused, recent] = [
      await upload(PNG_4X3),
      await upload(new Uint8Array([...PNG_4X3, 1])),
      await upload(new Uint8Array([...PNG_4X3, 2])),
      await upload(new Uint8Array([...PNG_4X3, 3])),
    ];
    const now = Date.now();
    await env.DB.prepare("update newsletter_images set created_at = ? where key <> ?")
      .bind(now - 31 * 24 * 60 * 60 * 1000, `newsletter/${recent!.slice("/media/".length)}`)
      .run();
    await env.DB.batch([
      env.DB.prepare("insert into newsletter_issues (id, subject, body_markdown) values ('i-draft', 'Draft', ?)").bind(
        `Our chart: ![A chart](${inDraft})`,
      ),
      env.DB.prepare(
        "insert into newsletter_issues (id, subject, body_markdown, status, sent_at) values ('i-sent', 'Sent', ?, 'sent', 1)",
      ).bind(`Last year: ![A chart](${inSent})`),
    ]);
    const logs = captureConsole();
    await runCron(recordingQueue().queue, now, "30 21 * * *");
    const left = (await env.MEDIA.list()).objects.map((o) => `/media/${o.key.slice("newsletter/".length)}`).sort();
    expect(left).toEqual([inDraft, inSent, recent].sort());
    expect((await fetchPage(unused!)).status).toBe(404);
    expect(await env.DB.prepare("select count(*) as n from newsletter_images").first("n")).toBe(3);
    expect(logs.events().find((e) => e.event === "retention_done")).toMatchObject({ newsletter_images_unused: 1 });
  });

  it("refuses a non-image renamed .png, an image without a description, and a 3 MB image", async () => {
    const { cookie } = await signedInAdmin();
    const text = new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>");
    const fake = await editorPost("/admin/newsletter/images", { alt: "A chart", file: pngFile(text) }, cookie);
    expect(fake.status).toBe(415);
    expect(((await fake.json()) as { error: string }).error).toBe(editorErrorText.imageWrongType);
    const noAlt = await editorPost("/admin/newsletter/images", { alt: "  ", file: pngFile() }, cookie);
    expect(noAlt.status).toBe(400);
    const big = new Uint8Array(3 * 1024 * 1024);
    big.set(PNG_4X3);
    const huge = await editorPost("/admin/newsletter/images", { alt: "A big chart", file: pngFile(big) }, cookie);
    expect(huge.status).toBe(413);
    expect(await huge.text()).toContain(editorErrorText.imageTooLarge);
    expect((await env.MEDIA.list()).objects).toHaveLength(0);
    expect(await env.DB.prepare("select count(*) as n from newsletter_images").first("n")).toBe(0);
  });

  it("takes up to 2 MB on the upload route alone: other routes still stop at 32 KB", async () => {
    const { cookie } = await signedInAdmin();
    const large = new Uint8Array(2 * 1024 * 1024 - 1024);
    large.set(PNG_4X3);
    const ok = await editorPost("/admin/newsletter/images", { alt: "Large", file: pngFile(large) }, cookie);
    expect(ok.status).toBe(200);
    const elsewhere = await editorPost(
      "/admin/newsletter/preview",
      { ...DRAFT, bodyMarkdown: "x".repeat(40 * 1024) },
      cookie,
    );
    expect(elsewhere.status).toBe(413);
  });

  it("answers 404 for an address of any other key of the bucket, an unknown image, or a listed one whose object is gone", async () => {
    await env.MEDIA.put("attachments/secret.png", PNG_4X3, { httpMetadata: { contentType: "image/png" } });
    const unlisted = "a".repeat(64);
    await env.MEDIA.put(`newsletter/${unlisted}.png`, PNG_4X3);
    await env.DB.prepare(
      "insert into newsletter_images (key, content_type, width, height, bytes) values (?, 'image/png', 4, 3, 10)",
    )
      .bind(`newsletter/${"b".repeat(64)}.png`)
      .run();
    for (const path of [
      `/media/${unlisted}.png`,
      `/media/${"b".repeat(64)}.png`,
      "/media/attachments%2Fsecret.png",
      "/media/..%2Fattachments%2Fsecret.png",
      "/media/secret.png",
      `/media/${"c".repeat(64)}.svg`,
    ]) {
      const res = await fetchPage(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("Content-Type"), path).not.toMatch(/^image\//);
    }
  });

  it("appends the image to the saved draft without JavaScript, and shows it sized in the preview, the test mail and the archive", async () => {
    const id = await seedDraft();
    const { cookie } = await signedInAdmin();
    const form = new FormData();
    form.set("issueId", id);
    form.set("alt", "Blue square");
    form.set("file", pngFile());
    const plain = await SELF.fetch(`${ORIGIN}/admin/newsletter/images`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { Origin: ORIGIN, Cookie: cookie },
    });
    expect(plain.status).toBe(303);
    expect(plain.headers.get("Location")).toBe(`/admin/newsletter/${id}`);
    const row = await issue(id);
    const path = /!\[Blue square\]\((\/media\/[0-9a-f]{64}\.png)\)$/.exec(row!.body_markdown)?.[1];
    expect(path).toBeTruthy();
    expect(row!.version).toBe(2);

    const page = await (await getAs(`/admin/newsletter/${id}`, cookie)).text();
    expect(page).toContain(
      `src=&quot;${ORIGIN}${path}&quot; alt=&quot;Blue square&quot; width=&quot;4&quot; height=&quot;3&quot;`,
    );

    await postAs(
      `/admin/newsletter/${id}`,
      { intent: "test", version: "2", subject: row!.subject, previewText: "", bodyMarkdown: row!.body_markdown },
      cookie,
    );
    const [mail] = await outbox(1);
    expect(mail!.html).toContain(
      `<img src="${ORIGIN}${path}" alt="Blue square" width="4" height="3" style="max-width:100%;height:auto">`,
    );

    const { queue } = recordingQueue();
    await postAs(`/admin/newsletter/${id}`, { intent: "send", confirm: "yes" }, cookie, { MAIL_QUEUE: queue });
    const slug = (await env.DB.prepare("select slug from newsletter_issues where id = ?")
      .bind(id)
      .first("slug")) as string;
    const archive = await (await fetchPage(`/newsletter/issues/${encodeURIComponent(slug)}`)).text();
    expect(archive).toContain(`<img src="${path}" alt="Blue square" width="4" height="3">`);
  });
});

describe("image headers", () => {
  const bytes = (...parts: Array<number[] | string>) =>
    Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));
  const size = (b: Uint8Array) => {
    const format = imageFormatOf(b);
    return format && { type: format.type, ...imageSizeOf(b, format) };
  };

  it("reads PNG, JPEG and the three kinds of WebP, and nothing else", () => {
    expect(size(PNG_4X3)).toEqual({ type: "image/png", width: 4, height: 3 });
    // JFIF APP0 segment, then a baseline frame of 480×640 (height first).
    const jpeg = bytes(
      [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10],
      "JFIF",
      [0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
      [0xff, 0xc0, 0x00, 0x11, 0x08, 0x02, 0x80, 0x01, 0xe0, 0x03],
    );
    expect(size(jpeg)).toEqual({ type: "image/jpeg", width: 480, height: 640 });
    const riff = (chunk: string, payload: number[]) =>
      bytes("RIFF", [0, 0, 0, 0], "WEBP", chunk, [10, 0, 0, 0], payload);
    expect(size(riff("VP8 ", [0, 0, 0, 0x9d, 0x01, 0x2a, 0x20, 0x03, 0x58, 0x02]))).toEqual({
      type: "image/webp",
      width: 800,
      height: 600,
    });
    // Lossless: 14-bit width-1 and height-1 packed after the 0x2f signature (here 1000×750).
    const w = 999;
    const h = 749;
    const packed = w | (h << 14);
    expect(
      size(riff("VP8L", [0x2f, packed & 0xff, (packed >> 8) & 0xff, (packed >> 16) & 0xff, (packed >>> 24) & 0xff])),
    ).toEqual({ type: "image/webp", width: 1000, height: 750 });
    expect(size(riff("VP8X", [0, 0, 0, 0, 0x7f, 0x07, 0, 0x37, 0x04, 0]))).toEqual({
      type: "image/webp",
      width: 1920,
      height: 1080,
    });
    expect(size(bytes("GIF89a", [1, 0, 1, 0]))).toBeNull();
    expect(size(bytes("<?xml version='1.0'?><svg/>"))).toBeNull();
    // A PNG signature with no header after it: its size cannot be read.
    expect(imageSizeOf(PNG_4X3.slice(0, 12), { type: "image/png", extension: "png" })).toBeNull();
  });
});

describe("what each issue did", () => {
  it("counts delivered, failed with the service's reason (no address), and readers who left through this issue's link", async () => {
    await seedSubscribers(4, "did");
    const { cookie } = await signedInAdmin();
    const id = await seedDraft();
    const { queue, messages } = recordingQueue();
    expect(
      (await postAs(`/admin/newsletter/${id}`, { intent: "send", confirm: "yes" }, cookie, { MAIL_QUEUE: queue }))
        .status,
    ).toBe(303);
    const accepted: SentMail[] = [];
    const service = {
      async send(m: SentMail) {
        if (m.to === "did2@example.com") throw new Error(`Email Service: mailbox ${m.to} is full\r\nTry later`);
        accepted.push(m);
      },
    } as unknown as SendEmail;
    await drainQueue(messages.map((m) => m.body).filter(isNewsletterJob), service);
    expect(accepted).toHaveLength(3);

    // did1 leaves through this issue's link, twice (mail providers retry); the second changes nothing.
    const link = /\/newsletter\/unsubscribe\?token=\S+/.exec(
      accepted.find((m) => m.to === "did1@example.com")!.text,
    )![0];
    for (let i = 0; i < 2; i++) expect((await postAs(link, {}, "")).status).toBe(200);

    const page = await (await getAs(`/admin/newsletter/${id}`, cookie)).text();
    const figure = (name: string) => new RegExp(`data-testid="report-${name}"[^>]*>(\\d+)<`).exec(page)?.[1];
    expect(figure("recipients")).toBe("4");
    expect(figure("delivered")).toBe("3");
    expect(figure("failed")).toBe("1");
    expect(figure("unsubscribed")).toBe("1");
    expect(page).toContain("1× Error: Email Service: mailbox [address] is full Try later");
    expect(page).not.toContain("did2@example.com");
    expect(page).toContain("We do not track opens or clicks");
    expect(page).toMatch(/Sending finished<\/dt><dd[^>]*><time/);
  });
});

describe("the archive", () => {
  async function seedSent() {
    const insert = env.DB.prepare(
      "insert into newsletter_issues (id, slug, subject, preview_text, body_markdown, status, send_token, created_at, send_started_at, sent_at) values (?, ?, ?, ?, ?, 'sent', 't', 1, ?, ?)",
    );
    await env.DB.batch([
      insert.bind(
        "i1",
        "2026-09-first",
        "First issue",
        "The first one",
        "One [services](/services).",
        1_757_000_000_000,
        1_757_000_100_000,
      ),
      insert.bind("i2", "2026-10-second", "Second & more", "", "Two.", 1_760_000_000_000, 1_760_000_100_000),
      insert.bind("i3", "2026-11-third", "Third issue", "The third", "Three.", 1_763_000_000_000, 1_763_000_100_000),
    ]);
  }

  it("links each issue to the one before and after it", async () => {
    await seedSent();
    const middle = await (await fetchPage("/newsletter/issues/2026-10-second")).text();
    expect(middle).toMatch(
      /<a[^>]*href="\/newsletter\/issues\/2026-09-first"[^>]*rel="prev"|<a[^>]*rel="prev"[^>]*href="\/newsletter\/issues\/2026-09-first"/,
    );
    expect(middle).toMatch(
      /<a[^>]*href="\/newsletter\/issues\/2026-11-third"[^>]*rel="next"|<a[^>]*rel="next"[^>]*href="\/newsletter\/issues\/2026-11-third"/,
    );
    const newest = await (await fetchPage("/newsletter/issues/2026-11-third")).text();
    expect(newest).not.toContain('rel="next"');
  });

  it("has an RSS feed, linked from the head of the archive's pages, of the sent issues only", async () => {
    await seedSent();
    await seedDraft();
    for (const path of ["/newsletter/issues", "/newsletter/issues/2026-09-first"]) {
      const html = await (await fetchPage(path)).text();
      expect(html, path).toMatch(
        /<link [^>]*rel="alternate" type="application\/rss\+xml" title="ADRIG Insights: past issues" href="\/newsletter\/issues\/rss.xml"\/>/,
      );
    }
    const feed = await fetchPage("/newsletter/issues/rss.xml");
    expect(feed.status).toBe(200);
    expect(feed.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await feed.text();
    const titles = [...xml.matchAll(/<item>\s*<title>([^<]*)<\/title>/g)].map((m) => m[1]);
    expect(titles).toEqual(["Third issue", "Second &amp; more", "First issue"]);
    expect(xml).toContain(`<link>${env.SITE_ORIGIN}/newsletter/issues/2026-09-first</link>`);
    expect(xml).toContain(`href="${env.SITE_ORIGIN}/services"`);
    expect(xml).not.toContain(DRAFT.subject);
    // The same feed for someone signed in (public pages are their role's template; this is no page).
    const { cookie } = await signedInAdmin();
    const signedIn = await getAs("/newsletter/issues/rss.xml", cookie);
    expect(signedIn.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    expect(await signedIn.text()).toBe(xml);
  });
});

describe("long and non-Latin subjects through the editor", () => {
  it("keep every character, emoji joiners included, from the autosave to the Subject handed to Email Service", async () => {
    const subject =
      `👩‍💻 செயற்கை நுண்ணறிவு: ஒரு வருட அனுபவம் 🇮🇳 ${"what a year of support bots taught us ".repeat(4)}`.slice(0, 150);
    expect([...subject].length).toBeGreaterThan(120);
    await seedSubscribers(1, "tamil");
    const { cookie } = await signedInAdmin();
    const id = await seedDraft();
    const saved = await editorPost(`/admin/newsletter/${id}/draft`, { ...DRAFT, subject, version: "1" }, cookie);
    expect(saved.status).toBe(200);
    const { queue, messages } = recordingQueue();
    await postAs(`/admin/newsletter/${id}`, { intent: "send", confirm: "yes", version: "2" }, cookie, {
      MAIL_QUEUE: queue,
    });
    const accepted: SentMail[] = [];
    await drainQueue(messages.map((m) => m.body).filter(isNewsletterJob), {
      send: async (m: SentMail) => void accepted.push(m),
    } as unknown as SendEmail);
    // Email Service takes the subject as a field and encodes the header itself: we hand it on whole.
    expect(accepted[0]!.subject).toBe(subject);
    const slug = (await env.DB.prepare("select slug from newsletter_issues where id = ?")
      .bind(id)
      .first("slug")) as string;
    expect(slug).toContain("செயற்கை-நுண்ணறிவு");
    expect((await fetchPage(`/newsletter/issues/${encodeURIComponent(slug)}`)).status).toBe(200);
  });
});

describe("Send now names the version it was pressed on", () => {
  it("refuses a send from a window that did not see the latest save", async () => {
    await seedSubscribers(1, "v");
    const { cookie } = await signedInAdmin();
    const id = await seedDraft();
    await editorPost(`/admin/newsletter/${id}/draft`, { ...DRAFT, bodyMarkdown: "Newer", version: "1" }, cookie);
    const { queue, messages } = recordingQueue();
    const stale = await postAs(`/admin/newsletter/${id}`, { intent: "send", confirm: "yes", version: "1" }, cookie, {
      MAIL_QUEUE: queue,
    });
    expect(stale.status).toBe(409);
    expect(messages).toEqual([]);
    expect((await issue(id))!.status).toBe("draft");
  });
});
