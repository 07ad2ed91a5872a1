import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { posts } from "~/content/posts";
import { editorFieldText } from "~/newsletter/editor-text";
import { confirmedUser } from "./auth-helpers";
import { fetchPage, postForm } from "./helpers";
import { getAs, signedInAdmin } from "./inbox-helpers";
import { captureConsole } from "./ops-fakes";

beforeEach(() => {
  captureConsole();
});

const DRAFT = {
  id: "i-draft",
  subject: "ADRIG Insights: December",
  body: "## Hello\n\nA [link to services](/services).",
};

/** "Send test to me" posts what the editor shows: here, the seeded draft unchanged. */
const TEST_FIELDS = { subject: DRAFT.subject, previewText: "", bodyMarkdown: DRAFT.body };

/** A draft and a sent issue, straight into D1. */
async function seedIssues() {
  await env.DB.batch([
    env.DB.prepare(
      "insert into newsletter_issues (id, subject, preview_text, body_markdown, created_at) values (?, ?, '', ?, 1700000000000)",
    ).bind(DRAFT.id, DRAFT.subject, DRAFT.body),
    env.DB.prepare(
      "insert into newsletter_issues (id, slug, subject, preview_text, body_markdown, status, send_token, recipient_count, created_at, send_started_at, sent_at) values ('i-sent', '2026-10-what-rag-taught-us', 'What RAG taught us', 'Three lessons from retrieval in production', ?, 'sent', 't', 0, 1690000000000, 1760000000000, 1760000100000)",
    ).bind(
      "## Lessons\n\nSee [our LLM work](/services/llm-development) and [a paper](https://arxiv.org/abs/2005.11401).",
    ),
  ]);
}

async function snapshot(): Promise<string> {
  const issues = await env.DB.prepare(
    "select id, subject, status, updated_at from newsletter_issues order by id",
  ).all();
  const deliveries = await env.DB.prepare("select count(*) as n from newsletter_deliveries").first();
  const mails = await env.DB.prepare("select count(*) as n from mail_outbox").first();
  return JSON.stringify([issues.results, deliveries, mails]);
}

const PAGES = [
  "/admin/newsletter",
  "/admin/newsletter/new",
  `/admin/newsletter/new?from=${posts[0]!.slug}`,
  "/admin/newsletter/i-draft",
  "/admin/newsletter/i-draft?view=preview",
  "/admin/newsletter/i-draft?confirm=send",
  "/admin/newsletter/i-sent",
];

const ACTIONS: Array<[string, Record<string, string>]> = [
  ["/admin/newsletter/new", { subject: "A new issue", previewText: "", bodyMarkdown: "Some text." }],
  [
    "/admin/newsletter/i-draft",
    { intent: "save", version: "1", subject: "Changed subject", previewText: "", bodyMarkdown: "x y" },
  ],
  ["/admin/newsletter/i-draft", { intent: "test", version: "1", ...TEST_FIELDS }],
  ["/admin/newsletter/i-draft", { intent: "send", confirm: "yes" }],
  ["/admin/newsletter/i-sent", { intent: "retry" }],
];

describe("access to the newsletter pages", () => {
  it("sends anonymous visitors to /login, on every page and action, and changes nothing", async () => {
    await seedIssues();
    for (const path of PAGES) {
      const res = await getAs(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("Location"), path).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    }
    const before = await snapshot();
    for (const [path, fields] of ACTIONS) {
      const res = await postForm(path, fields);
      expect(res.status, path).toBe(302);
    }
    expect(await snapshot()).toBe(before);
  });

  it("gives signed-in users without the role the site's 404, and changes nothing", async () => {
    await seedIssues();
    const { cookie } = await confirmedUser("user@example.com", "Plain User");
    for (const path of [...PAGES, "/admin/newsletter.data", "/admin/newsletter/i-draft.data"]) {
      expect((await getAs(path, cookie)).status, path).toBe(404);
    }
    const before = await snapshot();
    for (const [path, fields] of ACTIONS) {
      expect((await postForm(path, fields, { headers: { Cookie: cookie } })).status, path).toBe(404);
    }
    expect(await snapshot()).toBe(before);
  });

  it("shows admins every page, private and noindex, with the Newsletter tab", async () => {
    await seedIssues();
    const { cookie } = await signedInAdmin();
    for (const path of PAGES) {
      const res = await getAs(path, cookie);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("Cache-Control"), path).toBe("private, no-store");
      const html = await res.text();
      expect(html, path).toMatch(/<meta name="robots" content="noindex, nofollow"/);
      expect(html, path).toMatch(/<a[^>]*href="\/admin\/newsletter"[^>]*>Newsletter<\/a>/);
    }
    expect((await getAs("/admin/newsletter/no-such-issue", cookie)).status).toBe(404);
    const gone = await postForm(
      "/admin/newsletter/no-such-issue",
      { intent: "test", version: "1", ...TEST_FIELDS },
      { headers: { Cookie: cookie } },
    );
    expect(gone.status).toBe(404);
  });
});

describe("/admin/newsletter", () => {
  it("lists the issues newest first with their state, and offers a new one", async () => {
    await seedIssues();
    const { cookie } = await signedInAdmin();
    const html = await (await getAs("/admin/newsletter", cookie)).text();
    const draftAt = html.indexOf(DRAFT.subject);
    const sentAt = html.indexOf("What RAG taught us");
    expect(draftAt).toBeGreaterThan(0);
    expect(sentAt).toBeGreaterThan(draftAt);
    expect(html).toMatch(/>Draft</);
    expect(html).toMatch(/>Sent</);
    expect(html).toContain("Sent 0 · Failed 0 · Skipped 0 of 0 recipients");
    expect(html).toMatch(/<a[^>]*href="\/admin\/newsletter\/new"[^>]*>New issue<\/a>/);
  });
});

describe("writing a draft", () => {
  it("saves a new issue, with the server's own checks and the spec's messages", async () => {
    const { cookie } = await signedInAdmin();
    const as = { headers: { Cookie: cookie } };
    const cases: Array<[Record<string, string>, string]> = [
      [{ subject: "Hi", previewText: "", bodyMarkdown: "Text" }, editorFieldText.issueSubjectShort],
      [{ subject: "x".repeat(151), previewText: "", bodyMarkdown: "Text" }, editorFieldText.issueSubjectLong],
      [{ subject: "A subject", previewText: "p".repeat(201), bodyMarkdown: "Text" }, editorFieldText.issuePreviewLong],
      [{ subject: "A subject", previewText: "", bodyMarkdown: "   " }, editorFieldText.issueBodyRequired],
      [
        { subject: "A subject", previewText: "", bodyMarkdown: "[mail us](mailto:a@example.com)" },
        editorFieldText.issueLinkUnsafe,
      ],
      [
        { subject: "A subject", previewText: "", bodyMarkdown: "![x](data:image/png;base64,AAAA)" },
        editorFieldText.issueLinkUnsafe,
      ],
      [
        { subject: "A subject", previewText: "", bodyMarkdown: "[x](ftp://example.com/file)" },
        editorFieldText.issueLinkUnsafe,
      ],
    ];
    for (const [fields, message] of cases) {
      const res = await postForm("/admin/newsletter/new", fields, as);
      expect(res.status, message).toBe(400);
      const html = await res.text();
      expect(html, message).toContain(message);
      // What was typed is kept.
      expect(html).toContain(fields.subject!.slice(0, 20));
    }
    expect(await env.DB.prepare("select count(*) as n from newsletter_issues").first("n")).toBe(0);

    const ok = await postForm(
      "/admin/newsletter/new",
      {
        subject: "  ADRIG Insights: January  ",
        previewText: "New year, new models",
        bodyMarkdown: "Hello <b>there</b>",
      },
      as,
    );
    expect(ok.status).toBe(303);
    const row = await env.DB.prepare("select * from newsletter_issues").first<Record<string, unknown>>();
    expect(row).toMatchObject({
      subject: "ADRIG Insights: January",
      status: "draft",
      preview_text: "New year, new models",
    });
    expect(ok.headers.get("Location")).toBe(`/admin/newsletter/${row!.id}`);
    // Raw HTML is text, never markup.
    const preview = await (await getAs(`/admin/newsletter/${row!.id}?view=preview`, cookie)).text();
    expect(preview).toContain("Hello &amp;lt;b&amp;gt;there&amp;lt;/b&amp;gt;");
  });

  it("prefills subject, preview text and body from a blog post", async () => {
    const { cookie } = await signedInAdmin();
    const post = posts[0]!;
    const html = await (await getAs(`/admin/newsletter/new?from=${post.slug}`, cookie)).text();
    expect(html).toContain(`value="${post.title.replaceAll("&", "&amp;").replaceAll('"', "&quot;")}"`);
    expect(html).toContain(`[Read the article on our site](/blog/${post.slug})`);
    // An unknown post starts blank.
    const blank = await (await getAs("/admin/newsletter/new?from=no-such-post", cookie)).text();
    expect(blank).not.toContain("Read the article on our site");
  });

  it("edits a draft until sending starts", async () => {
    await seedIssues();
    const { cookie } = await signedInAdmin();
    const res = await postForm(
      "/admin/newsletter/i-draft",
      {
        intent: "save",
        version: "1",
        subject: "ADRIG Insights: December, revised",
        previewText: "",
        bodyMarkdown: "New text",
      },
      { headers: { Cookie: cookie } },
    );
    expect(res.status).toBe(303);
    const row = await env.DB.prepare(
      "select subject, body_markdown from newsletter_issues where id = 'i-draft'",
    ).first();
    expect(row).toEqual({ subject: "ADRIG Insights: December, revised", body_markdown: "New text" });
    const frozen = await postForm(
      "/admin/newsletter/i-sent",
      { intent: "save", version: "1", subject: "Rewriting history", previewText: "", bodyMarkdown: "New text" },
      { headers: { Cookie: cookie } },
    );
    expect(frozen.status).toBe(409);
  });
});

describe("preview and test", () => {
  it("shows the mail as sent, HTML and plain text, server-rendered with a sample unsubscribe link", async () => {
    await seedIssues();
    const { cookie } = await signedInAdmin();
    const html = await (await getAs("/admin/newsletter/i-draft?view=preview", cookie)).text();
    expect(html).toMatch(/<iframe[^>]*title="The issue&#x27;s HTML part"[^>]*sandbox=""/);
    const srcdoc = /srcDoc="([^"]*)"|srcdoc="([^"]*)"/i.exec(html);
    expect(srcdoc).not.toBeNull();
    const mailHtml = (srcdoc![1] ?? srcdoc![2])!;
    expect(mailHtml).toContain("View in your browser");
    expect(mailHtml).toContain("http://example.com/services");
    expect(mailHtml).toContain("unsubscribe?token=sample-not-a-subscriber");
    expect(mailHtml).toContain("Chennai");
    const text = /<pre[^>]*data-testid="preview-text"[^>]*>([\s\S]*?)<\/pre>/.exec(html)?.[1] ?? "";
    expect(text).toContain("A [link to services](http://example.com/services).");
    expect(text).toContain("unsubscribe?token=sample-not-a-subscriber");
  });

  it("mails a test marked [Test] to the signed-in admin only, and nobody else", async () => {
    await seedIssues();
    await env.DB.prepare(
      "insert into newsletter_subscribers (id, email, status, source, requested_at, confirmed_at) values ('s1', 'reader@example.com', 'confirmed', 'blog', 1, 1)",
    ).run();
    const { cookie } = await signedInAdmin();
    const res = await postForm(
      "/admin/newsletter/i-draft",
      { intent: "test", version: "1", ...TEST_FIELDS },
      { headers: { Cookie: cookie } },
    );
    expect(res.status).toBe(303);
    const mails = await mailsInOutbox(1);
    expect(mails).toEqual([{ to: "staff@example.com", subject: `[Test] ${DRAFT.subject}` }]);
    expect(await env.DB.prepare("select status from newsletter_issues where id = 'i-draft'").first("status")).toBe(
      "draft",
    );
    expect(await env.DB.prepare("select count(*) as n from newsletter_deliveries").first("n")).toBe(0);
  });

  it("limits tests per admin, with Retry-After", async () => {
    await seedIssues();
    const { cookie } = await signedInAdmin();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await postForm(
        "/admin/newsletter/i-draft",
        { intent: "test", version: "1", ...TEST_FIELDS },
        { headers: { Cookie: cookie } },
      );
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.headers.get("Retry-After")).toMatch(/^\d+$/);
        break;
      }
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

/**
 * The mails in the dev outbox once `n` have arrived (the queue's consumer writes them a moment
 * later), leaving out the admin's own sign-up confirmation.
 */
async function mailsInOutbox(n: number) {
  for (let i = 0; i < 200; i++) {
    const { results } = await env.DB.prepare(
      "select \"to\", subject from mail_outbox where subject != 'Confirm your ADRIG account' order by created_at",
    ).all<{
      to: string;
      subject: string;
    }>();
    if (results.length >= n) return results;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`fewer than ${n} mails arrived`);
}

describe("the public archive", () => {
  it("lists sent issues only, and shows one without personal data, edge-cached for everyone", async () => {
    await seedIssues();
    const list = await fetchPage("/newsletter/issues");
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain("What RAG taught us");
    expect(html).toContain('href="/newsletter/issues/2026-10-what-rag-taught-us"');
    expect(html).not.toContain(DRAFT.subject);
    expect(list.headers.get("Cache-Control")).toBe("no-cache");

    const page = await fetchPage("/newsletter/issues/2026-10-what-rag-taught-us");
    expect(page.status).toBe(200);
    const body = await page.text();
    expect(body).toContain("<h2>Lessons</h2>");
    expect(body).toContain('href="/services/llm-development"');
    expect(body).toContain('href="https://arxiv.org/abs/2005.11401" rel="noopener noreferrer"');
    expect(body).not.toMatch(/unsubscribe\?token=/);
    expect(body).not.toMatch(/@example\.com/);
  });

  it("answers 404 for a draft or an unknown slug", async () => {
    await seedIssues();
    await env.DB.prepare("update newsletter_issues set slug = 'draft-slug' where id = 'i-draft'").run();
    expect((await fetchPage("/newsletter/issues/draft-slug")).status).toBe(404);
    expect((await fetchPage("/newsletter/issues/no-such-issue")).status).toBe(404);
  });

  it("is in the sitemap, and /blog links to it", async () => {
    await seedIssues();
    const sitemap = await (await fetchPage("/sitemap.xml")).text();
    expect(sitemap).toContain("/newsletter/issues</loc>");
    expect(sitemap).toContain("/newsletter/issues/2026-10-what-rag-taught-us</loc>");
    expect(sitemap).not.toContain("i-draft");
    const blog = await (await fetchPage("/blog")).text();
    expect(blog).toMatch(/<a[^>]*href="\/newsletter\/issues"/);
  });
});
