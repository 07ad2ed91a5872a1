import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { site } from "~/content/site";
import { createDb } from "~/platform/db/client.server";
import { tableCsv } from "~/reports/csv";
import { dayOf, eachDay } from "~/reports/days";
import { officeSeconds } from "~/reports/office-hours";
import { MAX_RANGE_DAYS, resolveRange } from "~/reports/range";
import { readReport } from "~/reports/read.server";
import { replyPromiseOf } from "~/reports/reply-promise";
import { reportsPageText, tableText } from "~/reports/reports-text";
import { median, percentile90 } from "~/reports/stats";
import { BOOK_PATH } from "~/site/book-link";
import { CONTACT_PATH } from "~/site/contact-prefill";
import { cleanPath, cleanReferrer, cleanTag } from "~/site/visit";
import { LEAD_PATHS } from "~/site/visit-fields";
import worker from "../../build/server/index.js";
import { api, confirmedUser } from "./auth-helpers";
import { fakeSiteverify } from "./fake-siteverify";
import { postForm } from "./helpers";
import { getAs, seedMessages, signedInAdmin } from "./inbox-helpers";

/**
 * /admin/reports and its CSV downloads (docs/reports.md): staff only, its range form refused with
 * a reason, a view's D1 rows in proportion to its days (not to the conversations), and where a
 * lead came from as the contact form sends it (no cookie), kept checked and counted.
 */

afterEach(() => vi.restoreAllMocks());

const DEFAULT_HOURS = { days: [1, 2, 3, 4, 5], start: "09:30", end: "18:30" };
const ist = (text: string) => new Date(`${text}:00+05:30`);

describe("who may see the reports", () => {
  const paths = ["/admin/reports", "/admin/reports?range=90", "/admin/reports.csv?table=leads-by-channel&range=7"];

  it("sends visitors to /login, gives signed-in clients the 404, and staff the page and its CSV", async () => {
    for (const path of paths) {
      const res = await getAs(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("Location"), path).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    }
    const { cookie: client } = await confirmedUser("client@example.com", "Plain Client");
    for (const path of paths) expect((await getAs(path, client)).status, path).toBe(404);
    const { cookie: staff } = await signedInAdmin();
    const page = await getAs("/admin/reports", staff);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(page.headers.get("Server-Timing")).toMatch(/D1 rows read: \d+/);
    const html = await page.text();
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(html).toContain('href="/admin/reports"');
    expect(html).toContain('data-table="leads-by-channel"');
    // Nothing yet: each table says so in place of its chart. A view draws one section.
    expect(html).toContain(reportsPageText.empty);
    expect(html).not.toContain('data-table="weekday-hours"');
    const when = await (await getAs("/admin/reports?range=7&section=when", staff)).text();
    expect(when).toContain('data-table="weekday-hours"');
    expect(when).toContain('aria-current="page"');
    const csv = await getAs(paths[2] as string, staff);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("Content-Disposition")).toMatch(/^attachment; filename="adrig-report-leads-by-channel-/);
    expect((await csv.text()).split("\r\n")[0]).toBe("Day,Contact form,E-mail,Booking,Total");
  });

  it("keeps the office hours form to staff: visitors and clients change nothing", async () => {
    const fields = { intent: "office-hours", "day-1": "on", start: "08:00", end: "17:00" };
    expect((await postForm("/admin/reports", fields)).status).toBe(302);
    const { cookie } = await confirmedUser("client@example.com", "Plain Client");
    expect((await postForm("/admin/reports", fields, { headers: { Cookie: cookie } })).status).toBe(404);
    expect(await env.DB.prepare("select count(*) as n from report_settings").first()).toEqual({ n: 0 });
  });
});

describe("the reports page", () => {
  it("refuses a range it cannot show with its reason (400), and shows the last 30 days meanwhile", async () => {
    const { cookie } = await signedInAdmin();
    const cases: [string, string][] = [
      ["/admin/reports?range=dates&from=2026-10-10&to=2026-10-01", reportsPageText.errors.order],
      ["/admin/reports?range=dates&from=2025-01-01&to=2026-06-01", reportsPageText.errors.tooLong],
      ["/admin/reports?range=month&month=2026-13", reportsPageText.errors.month],
      ["/admin/reports?range=week", reportsPageText.errors.range],
    ];
    for (const [path, reason] of cases) {
      const res = await getAs(path, cookie);
      expect(res.status, path).toBe(400);
      const html = await res.text();
      expect(html, path).toContain(reason);
      expect(html, path).toContain("(30 days, IST)");
    }
    // A section there is not: its reason, and the range's first section.
    const section = await getAs("/admin/reports?range=7&section=nope", cookie);
    expect(section.status).toBe(400);
    const html = await section.text();
    expect(html).toContain(reportsPageText.errors.section);
    expect(html).toContain("(7 days, IST)");
    expect(html).toContain('data-table="leads-by-channel"');
    const csv = await getAs("/admin/reports.csv?table=nope&range=7", cookie);
    expect(csv.status).toBe(400);
    expect(await csv.json()).toMatchObject({ error: reportsPageText.errors.table });
  });

  it("saves the office hours staff set, and refuses hours it cannot use with the field's reason", async () => {
    const { cookie } = await signedInAdmin();
    const asStaff = { headers: { Cookie: cookie } };
    const none = await postForm("/admin/reports", { intent: "office-hours", start: "09:00", end: "17:00" }, asStaff);
    expect(none.status).toBe(400);
    const backwards = await postForm(
      "/admin/reports",
      { intent: "office-hours", "day-1": "on", start: "17:00", end: "09:00" },
      asStaff,
    );
    expect(backwards.status).toBe(400);
    expect(await env.DB.prepare("select count(*) as n from report_settings").first()).toEqual({ n: 0 });
    const saved = await postForm(
      "/admin/reports?range=7",
      { intent: "office-hours", "day-1": "on", "day-6": "on", start: "08:00", end: "17:00" },
      asStaff,
    );
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe("/admin/reports?range=7");
    const row = await env.DB.prepare("select value from report_settings where name = 'office_hours'").first<{
      value: string;
    }>();
    expect(JSON.parse(row?.value ?? "null")).toEqual({ days: [1, 6], start: "08:00", end: "17:00" });
  });

  it("reads rows in proportion to the days shown, not to the conversations: a 90-day view stays far under 5,000", async () => {
    const today = dayOf(new Date());
    const days = Array.from({ length: 200 }, (_, i) => new Date(Date.now() - i * 86_400_000)).map(dayOf);
    await env.DB.batch([
      ...days.map((day) =>
        env.DB.prepare(
          `insert into report_days (day, channels, first_reply_seconds) values (?1, '{"form":3}', '[60,120,3600]')`,
        ).bind(day),
      ),
      ...days.flatMap((day) =>
        ["s1", "s2", "s3"].map((staff) =>
          env.DB.prepare("insert into report_staff_days (day, staff_id, replies) values (?1, ?2, 2)").bind(day, staff),
        ),
      ),
    ]);
    const db = createDb(env.DB);
    const range = resolveRange({ range: "90", month: "", from: "", to: "", section: "" }, today);
    if ("error" in range) throw new Error(range.error);
    const few = await readReport(db, range, new Date());
    // This range and the one before it: 180 daily rows and 540 staff rows, the two settings and the version.
    expect(few.rowsRead).toBeGreaterThanOrEqual(180 + 540);
    expect(few.rowsRead).toBeLessThanOrEqual(180 + 540 + 10);
    await seedMessages(Array.from({ length: 500 }, (_, i) => ({ id: `bulk-${i}`, email: `bulk${i}@example.com` })));
    // Kept, the same view reads one row; made again (any roll-up written), the same rows as before.
    expect((await readReport(db, range, new Date())).rowsRead).toBe(1);
    await env.DB.prepare("insert into report_state (name, value) values ('test', 0)").run();
    const many = await readReport(db, range, new Date());
    expect(many.rowsRead).toBe(few.rowsRead);
    expect(many.report.sections[0]?.figures[0]?.value).toBe(270);
  });
});

describe("the roll-ups' first build", () => {
  it("is made once from the records by the every-minute cron, when a database had conversations before the reports", async () => {
    await env.DB.prepare("delete from report_state").run();
    await seedMessages([
      { id: "old-1", created_at: Date.parse("2026-03-10T05:00:00Z"), service: "data-analysis" },
      { id: "old-2", created_at: Date.parse("2026-03-10T20:00:00Z"), service: "data-analysis" },
    ]);
    const run = async () => {
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: "* * * * *" }), env, ctx);
      await waitOnExecutionContext(ctx);
    };
    await run();
    const days = await env.DB.prepare("select day, channels, services from report_days order by day").all();
    // 20:00 UTC on the 10th is 01:30 IST on the 11th.
    expect(days.results).toEqual([
      { day: "2026-03-10", channels: '{"form":1}', services: '{"data-analysis":1}' },
      { day: "2026-03-11", channels: '{"form":1}', services: '{"data-analysis":1}' },
    ]);
    // Built once: a later run, or a conversation deleted since, changes nothing.
    await env.DB.prepare("delete from contact_messages").run();
    await run();
    expect((await env.DB.prepare("select count(*) as n from report_days").first())?.n).toBe(2);
  });
});

describe("where a lead came from", () => {
  it("is kept, checked, from what the contact form sends, and counted by the Worker's own writes", async () => {
    fakeSiteverify("pass");
    const { res } = await api("/api/contact", {
      name: "Kavya Menon",
      email: "kavya@example.com",
      service: "ai-automation",
      message: "We need help automating our supplier invoices.",
      token: crypto.randomUUID(),
      visit_landing: "/services/ai-automation?utm_campaign=diwali",
      visit_from: "/services/ai-automation/workflow-automation",
      visit_referrer: "https://www.google.com/search?q=private",
      visit_utm_source: "google",
      visit_utm_medium: "cpc",
      visit_utm_campaign: '  Diwali "2026"\u202e  sale ',
    });
    expect(res.status).toBe(201);
    const row = await env.DB.prepare(
      "select channel, visit from contact_messages where email = 'kavya@example.com'",
    ).first<{
      channel: string;
      visit: string;
    }>();
    expect(row?.channel).toBe("form");
    expect(JSON.parse(row?.visit ?? "null")).toEqual({
      landingPage: "/services/ai-automation",
      fromPage: "/services/ai-automation/workflow-automation",
      referrerHost: "www.google.com",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "Diwali 2026 sale",
    });
    const counted = await env.DB.prepare("select channels, campaigns, from_pages from report_days").first<
      Record<string, string>
    >();
    expect(JSON.parse(counted?.channels ?? "{}")).toEqual({ form: 1 });
    expect(JSON.parse(counted?.campaigns ?? "{}")).toEqual({ "Diwali 2026 sale": 1 });
    expect(JSON.parse(counted?.from_pages ?? "{}")).toEqual({ "/services/ai-automation/workflow-automation": 1 });
  });

  it("keeps nothing when the browser sent nothing, and leaves out each part that does not pass", async () => {
    fakeSiteverify("pass");
    const send = (email: string, visit: Record<string, unknown>) =>
      api("/api/contact", {
        name: "Kavya Menon",
        email,
        service: "other",
        message: "A question about your staffing services.",
        token: crypto.randomUUID(),
        ...visit,
      });
    expect((await send("none@example.com", {})).res.status).toBe(201);
    expect(
      (
        await send("bad@example.com", {
          visit_landing: "//evil.example/x",
          visit_from: "https://evil.example/",
          visit_referrer: "javascript:alert(1)",
          visit_utm_campaign: ["not", "a", "string"],
          visit_utm_source: "\u0000\u200b",
        })
      ).res.status,
    ).toBe(201);
    const rows = await env.DB.prepare("select email, visit from contact_messages order by email").all<{
      email: string;
      visit: string | null;
    }>();
    expect(rows.results).toEqual([
      { email: "bad@example.com", visit: null },
      { email: "none@example.com", visit: null },
    ]);
  });
});

describe("the rules the figures rest on", () => {
  it("counts office time only within the office hours (IST)", () => {
    // Friday 18:00 to Monday 10:00: 30 minutes on Friday, 30 on Monday.
    expect(officeSeconds(ist("2026-10-23T18:00"), ist("2026-10-26T10:00"), DEFAULT_HOURS)).toBe(3600);
    // Saturday and Sunday count nothing; an office day counts 9 hours.
    expect(officeSeconds(ist("2026-10-24T00:00"), ist("2026-10-26T00:00"), DEFAULT_HOURS)).toBe(0);
    expect(officeSeconds(ist("2026-10-26T00:00"), ist("2026-10-27T00:00"), DEFAULT_HOURS)).toBe(9 * 3600);
  });

  it("takes exact medians and 90th percentiles (nearest rank)", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(percentile90(Array.from({ length: 10 }, (_, i) => i + 1))).toBe(9);
    expect(percentile90(Array.from({ length: 11 }, (_, i) => i + 1))).toBe(10);
    expect(median([])).toBeNull();
    // Selection, not a sort: the same answers as a sort for lists of every length, duplicates included.
    let seed = 7;
    const next = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed;
    };
    for (let trial = 0; trial < 2000; trial++) {
      const values = Array.from({ length: next() % 80 }, () => next() % (trial % 3 === 0 ? 4 : 100_000));
      const sorted = [...values].sort((a, b) => a - b);
      const mid = sorted.length >> 1;
      const expected =
        sorted.length === 0
          ? null
          : sorted.length % 2
            ? sorted[mid]
            : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
      expect(median(values), values.join()).toBe(expected);
      expect(percentile90(values), values.join()).toBe(
        sorted.length === 0 ? null : sorted[Math.ceil(0.9 * sorted.length) - 1],
      );
    }
  });

  it("reads the reply time /contact promises from the site's one fact", () => {
    expect(replyPromiseOf(site.contact.replyTime, DEFAULT_HOURS)).toEqual({ seconds: 9 * 3600, officeHours: true });
    expect(replyPromiseOf("24 hours", DEFAULT_HOURS)).toEqual({ seconds: 86_400, officeHours: false });
    expect(replyPromiseOf("two days", DEFAULT_HOURS)).toEqual({ seconds: 172_800, officeHours: false });
    expect(replyPromiseOf("as soon as we can", DEFAULT_HOURS)).toBeNull();
  });

  it("resolves the ranges as IST days", () => {
    expect(resolveRange({ range: "7", month: "", from: "", to: "", section: "" }, "2026-10-28")).toEqual({
      from: "2026-10-22",
      to: "2026-10-28",
      days: 7,
    });
    expect(resolveRange({ range: "month", month: "2028-02", from: "", to: "", section: "" }, "2028-03-01")).toEqual({
      from: "2028-02-01",
      to: "2028-02-29",
      days: 29,
    });
    expect(
      resolveRange({ range: "dates", month: "", from: "2026-01-01", to: "2026-12-31", section: "" }, "2027-01-01"),
    ).toEqual({
      from: "2026-01-01",
      to: "2026-12-31",
      days: 365,
    });
    expect(MAX_RANGE_DAYS).toBe(366);
    // 23:59 IST is still the same day; 00:01 the next.
    expect(dayOf(ist("2026-10-20T23:59"))).toBe("2026-10-20");
    expect(dayOf(ist("2026-10-21T00:01"))).toBe("2026-10-21");
    // A range's days are counted on in the calendar: across a leap day, a month's and a year's end.
    expect(eachDay("2028-02-27", "2028-03-02")).toEqual([
      "2028-02-27",
      "2028-02-28",
      "2028-02-29",
      "2028-03-01",
      "2028-03-02",
    ]);
    expect(eachDay("2026-12-30", "2027-01-02")).toEqual(["2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02"]);
    expect(eachDay("2026-02-28", "2026-03-01")).toEqual(["2026-02-28", "2026-03-01"]);
    expect(eachDay("2026-01-01", "2026-12-31")).toHaveLength(365);
    expect(eachDay("2026-01-02", "2026-01-01")).toEqual([]);
  });

  it("writes CSV cells a spreadsheet will not run as formulas", () => {
    const csv = tableCsv({
      id: "t",
      title: "T",
      description: "",
      chart: "ranked",
      charted: ["count"],
      rowHeader: "Campaign",
      columns: [{ key: "count", label: "Conversations", measure: "count" }],
      rows: [
        { label: '=HYPERLINK("http://x")', values: [1] },
        { label: "+1, -2", values: [2] },
        { label: "@home", values: [3] },
      ],
    });
    expect(csv).toBe('Campaign,Conversations\r\n"\'=HYPERLINK(""http://x"")",1\r\n"\'+1, -2",2\r\n\'@home,3\r\n');
  });

  it("checks each part of a visit on its own", () => {
    expect(cleanPath("/services/ai?x=1#top")).toBe("/services/ai");
    expect(cleanPath("//evil.example")).toBeNull();
    expect(cleanPath("/a\\b")).toBeNull();
    expect(cleanPath(`/${"a".repeat(200)}`)).toBeNull();
    expect(cleanReferrer("https://News.Example.com/a/b?q=1", "adrig.co.in")).toBe("news.example.com");
    expect(cleanReferrer("https://adrig.co.in/blog", "adrig.co.in")).toBeNull();
    expect(cleanReferrer("ftp://example.com", "adrig.co.in")).toBeNull();
    expect(cleanTag('  spring  "sale"\u202e ')).toBe("spring sale");
    expect(cleanTag("x".repeat(150))).toHaveLength(100);
    expect(cleanTag("\u200b")).toBeNull();
    // The recorder's pages are the site's own paths of the contact form and the booking page.
    expect(LEAD_PATHS).toEqual([CONTACT_PATH, BOOK_PATH]);
  });
});

describe("a view kept for the roll-ups it was made from", () => {
  const db = () => createDb(env.DB);
  const lastWeek = () => {
    const range = resolveRange({ range: "7", month: "", from: "", to: "", section: "" }, dayOf(new Date()));
    if ("error" in range) throw new Error(range.error);
    return range;
  };
  const sendLead = async (email: string) => {
    fakeSiteverify("pass");
    const { res } = await api("/api/contact", {
      name: "Kavya Menon",
      email,
      service: "ai-automation",
      message: "We need help automating our supplier invoices.",
      token: crypto.randomUUID(),
    });
    expect(res.status).toBe(201);
  };
  const conversations = (report: Awaited<ReturnType<typeof readReport>>["report"]) =>
    report.sections[0]?.figures.find((f) => f.id === "conversations")?.value;

  it("is the view made afresh, read with one row, and made again after a new conversation (never a stale figure)", async () => {
    await sendLead("first@example.com");
    const range = lastWeek();
    const made = await readReport(db(), range, new Date(), "leads");
    expect(conversations(made.report)).toBe(1);
    expect(made.rowsRead).toBeGreaterThan(1);
    const kept = await readReport(db(), range, new Date(), "leads");
    expect(kept.rowsRead).toBe(1);
    expect(kept).toEqual({ ...made, rowsRead: 1 });
    // A conversation through the Worker's own intake: its roll-up write changes the version in its batch.
    await sendLead("second@example.com");
    const after = await readReport(db(), range, new Date(), "leads");
    expect(after.rowsRead).toBeGreaterThan(1);
    expect(conversations(after.report)).toBe(2);
    // The page, through the Worker: made, then kept (one row), the same page; a new lead, made again.
    const { cookie } = await signedInAdmin();
    const rows = (res: Response) => Number(/D1 rows read: (\d+)/.exec(res.headers.get("Server-Timing") ?? "")?.[1]);
    const first = await getAs("/admin/reports?range=7", cookie);
    const second = await getAs("/admin/reports?range=7", cookie);
    expect(rows(second)).toBe(1);
    // The same page but for the request's CSP nonce.
    const page = async (res: Response) => (await res.text()).replaceAll(/nonce="[^"]*"/g, "");
    expect(await page(second)).toBe(await page(first));
    await sendLead("third@example.com");
    const third = await getAs("/admin/reports?range=7", cookie);
    expect(rows(third)).toBeGreaterThan(1);
  });

  it("is made again after any write to the roll-ups, the office hours, or a staff member's name", async () => {
    const range = lastWeek();
    const today = dayOf(new Date());
    const { id } = await signedInAdmin();
    await env.DB.prepare(
      "insert into report_staff_days (day, staff_id, replies, first_reply_seconds) values (?1, ?2, 2, '[60]')",
    )
      .bind(today, id)
      .run();
    const staff = async () => {
      const { report, officeHours } = await readReport(db(), range, new Date(), "speed");
      const table = report.sections[0]?.tables.find((t) => t.id === "staff");
      return { rows: table?.rows.map((r) => [r.label, r.values[0]]), officeHours };
    };
    expect((await staff()).rows).toEqual([["Staff Member", 2]]);
    // A row written by hand (no hook): the trigger changes the version all the same.
    await env.DB.prepare("update report_staff_days set replies = 3").run();
    expect((await staff()).rows).toEqual([["Staff Member", 3]]);
    await env.DB.prepare("update users set display_name = 'Asha' where id = ?").bind(id).run();
    expect((await staff()).rows).toEqual([["Asha", 3]]);
    await env.DB.prepare("delete from users where id = ?").bind(id).run();
    expect((await staff()).rows).toEqual([[tableText.staff.former, 3]]);
    await env.DB.prepare(
      `insert into report_settings (name, value, updated_at) values ('office_hours', '{"days":[1],"start":"08:00","end":"12:00"}', 0)`,
    ).run();
    expect((await staff()).officeHours).toEqual({ days: [1], start: "08:00", end: "12:00" });
  });
});
