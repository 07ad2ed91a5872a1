import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "~/accounts/session-user";
import { claimAndConfirm } from "~/bookings/book.server";
import { moveBooking } from "~/bookings/manage.server";
import { cancelByStaff, markNoShow } from "~/bookings/staff-bookings.server";
import { serviceLabel } from "~/conversations/contact-services";
import { conversationDeps, intakeDeps } from "~/conversations/deps.server";
import { sendContactMessage } from "~/conversations/intake.server";
import { markMessageVerified } from "~/conversations/moderation.server";
import { replyAsStaff } from "~/conversations/staff-replies.server";
import { closeConversation } from "~/conversations/status.server";
import { confirmSubscription, unsubscribe } from "~/newsletter/subscribers.server";
import { createDb } from "~/platform/db/client.server";
import { outboxMailer } from "~/platform/mail/transports.server";
import { hashToken } from "~/platform/tokens.server";
import { findFigure, findTable } from "~/reports/build.server";
import { countReportWrites } from "~/reports/counters.server";
import { readReport } from "~/reports/read.server";
import { rebuildReports } from "~/reports/rebuild.server";
import type { Report } from "~/reports/report";
import { staffProfileOf } from "~/staff/profile.server";
import { confirmedUser, PASSWORD } from "./auth-helpers";
import { bookableStaff, istTime, testBookingDeps } from "./booking-helpers";
import { fakeSiteverify } from "./fake-siteverify";
import { postForm } from "./helpers";
import { signedInAdmin } from "./inbox-helpers";

/**
 * The reports' figures (docs/reports.md) against a hand calculation: a fixed week of
 * conversations, replies, closings, bookings and subscriptions, several of them a minute either
 * side of an IST midnight, written through the real domain code (whose writes keep the daily
 * roll-ups in their own batches), then read for 20–28 October 2026. The same roll-ups rebuilt
 * from the records give the same report, and deleting accounts afterwards changes no past count.
 */

afterEach(() => vi.restoreAllMocks());

// The listeners the Worker registers at its start (workers/app.ts), in this test's module graph.
countReportWrites();

const RANGE = { from: "2026-10-20", to: "2026-10-28", days: 9 };
const at = (day: string, hhmm: string) => istTime(day, hhmm);
const TUE = "2026-10-20";
const WED = "2026-10-21";
const THU = "2026-10-22";
const FRI = "2026-10-23";

type Staff = SessionUser;

async function sendForm(when: Date, fields: Record<string, string>, siteverify: "pass" | "down" = "pass") {
  const spy = fakeSiteverify(siteverify);
  const deps = { ...intakeDeps(env), now: () => when };
  const request = new Request("http://example.com/contact", {
    method: "POST",
    headers: { "CF-Connecting-IP": `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
  });
  await sendContactMessage(deps, null, { name: "Deepa Rao", token: crypto.randomUUID(), ...fields }, request);
  spy.restore();
  const row = await env.DB.prepare("select id from contact_messages where email = ?")
    .bind(fields.email)
    .first<{ id: string }>();
  return row?.id as string;
}

async function reply(staff: Staff, conversationId: string, when: Date, key = crypto.randomUUID()) {
  const deps = { ...conversationDeps(env), now: () => when };
  return replyAsStaff(deps, staff, conversationId, { text: "Thank you for writing to us.", key }, [], (id) =>
    staffProfileOf(deps.db, id),
  );
}

async function book(
  email: string,
  made: Date,
  start: Date,
  topic: string,
  visit: Record<string, string> | null = null,
) {
  return claimAndConfirm(
    testBookingDeps(made),
    { userId: null, name: "Visitor", email },
    {
      topic,
      timeZone: "Asia/Kolkata",
      company: "",
      note: "",
      visit: visit && {
        landingPage: visit.landingPage ?? null,
        fromPage: visit.fromPage ?? null,
        referrerHost: visit.referrerHost ?? null,
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
      },
    },
    start,
  );
}

/** A pending address with a known link, confirmed at `when`; its unsubscribe link's token is returned. */
async function subscribed(email: string, when: Date): Promise<string> {
  const confirm = crypto.randomUUID();
  await env.DB.prepare(
    "insert into newsletter_subscribers (id, email, status, confirm_token_hash, confirm_expires_at, source, requested_at, created_at) values (?1, ?2, 'pending', ?3, ?4, 'blog', ?5, ?5)",
  )
    .bind(crypto.randomUUID(), email, hashToken(confirm), when.getTime() + 86_400_000, when.getTime() - 60_000)
    .run();
  const db = createDb(env.DB);
  await confirmSubscription(
    {
      db,
      mailer: { ...outboxMailer(db, "test@example.com"), sendDecoy: async () => {} },
      origin: "http://example.com",
      now: () => when,
      ipLimiter: { limit: async () => ({ success: true }) },
    },
    confirm,
  );
  const leave = crypto.randomUUID();
  await env.DB.prepare("update newsletter_subscribers set unsubscribe_token_hash = ? where email = ?")
    .bind(hashToken(leave), email)
    .run();
  return leave;
}

/** The week of 20 October 2026 as the hand calculation below counts it. */
async function seedWeek() {
  const priya = await bookableStaff("priya@example.com");
  const arun = await signedInAdmin("arun@example.com", "Arun Kumar");
  const A: Staff = { id: priya.id, name: "Priya Natarajan", email: "priya@example.com", role: "admin" };
  const B: Staff = { id: arun.id, name: "Arun Kumar", email: "arun@example.com", role: "admin" };

  // One minute before and one after midnight IST: two different days.
  const c1 = await sendForm(at(TUE, "23:59"), {
    email: "c1@example.com",
    service: "ai-automation",
    message: "We would like to automate our invoice approvals.",
    visit_landing: "/services/ai-automation?utm_campaign=spring",
    visit_from: "/services/ai-automation",
    visit_referrer: "https://www.google.com/search?q=adrig",
    visit_utm_source: "google",
    visit_utm_campaign: "spring",
  });
  const c2 = await sendForm(at(WED, "00:01"), {
    email: "c2@example.com",
    service: "chatbot-development",
    message: "A WhatsApp bot for our twelve stores, please.",
  });
  const c3 = await sendForm(at(WED, "10:00"), {
    email: "c3@example.com",
    service: "ai-automation",
    message: "Could you review our data pipeline design?",
    visit_landing: "/blog/x",
    visit_from: "/blog/x",
    visit_utm_campaign: "spring",
    // This site's own host is no referrer.
    visit_referrer: "http://example.com/about",
  });
  // Siteverify was down: kept unverified, counted only once staff verify it (on the day it came).
  const c4 = await sendForm(
    at(WED, "11:00"),
    { email: "c4@example.com", service: "other", message: "Do you take on hardware projects?" },
    "down",
  );
  await markMessageVerified({ ...conversationDeps(env), now: () => at(WED, "15:00") }, c4);

  const b1 = await book("b1@example.com", at(WED, "12:00"), at(FRI, "10:00"), "service:ai-automation", {
    landingPage: "/plan",
    fromPage: "/plan",
    referrerHost: "www.linkedin.com",
  });
  const b2 = await book("b2@example.com", at(WED, "13:00"), at("2026-10-26", "10:00"), "engagement:build");
  await book("b3@example.com", at(THU, "09:00"), at(FRI, "11:00"), "general");
  const b4 = await book("b4@example.com", at(THU, "09:30"), at("2026-10-27", "10:00"), "general");
  await moveBooking(testBookingDeps(at(THU, "10:00")), b4, at("2026-10-28", "10:00"));
  await cancelByStaff(testBookingDeps(at(THU, "11:00")), { id: A.id, name: A.name }, b2.id, "Unwell");
  await markNoShow(testBookingDeps(at(FRI, "11:00")), b1.id);
  // A second press of each counts nothing more.
  await expect(markNoShow(testBookingDeps(at(FRI, "11:05")), b1.id)).rejects.toThrow();

  const key = crypto.randomUUID();
  expect((await reply(A, c1, at(WED, "10:30"), key)).stored).toBe(true);
  expect((await reply(A, c1, at(WED, "10:31"), key)).stored).toBe(false);
  await reply(B, c1, at(WED, "11:00"));
  await reply(B, c2, at(WED, "09:00"));
  await reply(A, c3, at(THU, "10:30"));
  const db = createDb(env.DB);
  await closeConversation(db, c1, A.id, at(WED, "12:00"));
  await closeConversation(db, c1, B.id, at(WED, "12:30"));
  await closeConversation(db, c2, B.id, at(THU, "09:00"));

  await subscribed("s1@example.com", at(WED, "08:00"));
  const s2 = await subscribed("s2@example.com", at(WED, "23:59"));
  await unsubscribe(db, s2, at(THU, "00:01"));
  await unsubscribe(db, s2, at(THU, "00:02"));
  await subscribed("s3@example.com", at(THU, "10:00"));
  await env.DB.prepare(
    "insert into newsletter_issues (id, slug, subject, body_markdown, status, recipient_count, send_started_at, sent_at) values ('i1', 'october', 'October insights', 'Hello', 'sent', 2, ?1, ?1)",
  )
    .bind(at(THU, "12:00").getTime())
    .run();
  return { A, B, arunCookie: arun.cookie };
}

const read = async (): Promise<Report> => (await readReport(createDb(env.DB), RANGE, new Date())).report;

const value = (report: Report, id: string) => findFigure(report, id)?.value;

function rows(report: Report, id: string): Record<string, (number | null)[]> {
  const table = findTable(report, id);
  if (!table) throw new Error(`no table ${id}`);
  return Object.fromEntries(table.rows.map((row) => [row.label, row.values]));
}

/** The rows that hold anything, whatever the order of their keys and lists. */
async function rollUps() {
  const normal = (row: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(row)
        .map(([k, v]) => {
          if (typeof v !== "string" || !/^[[{]/.test(v)) return [k, v];
          const parsed = JSON.parse(v) as unknown;
          if (Array.isArray(parsed))
            return [k, k === "hours" ? parsed : [...(parsed as number[])].sort((a, b) => a - b)];
          return [k, Object.fromEntries(Object.entries(parsed as object).sort(([a], [b]) => a.localeCompare(b)))];
        })
        .filter(
          ([k, v]) =>
            k === "day" ||
            k === "staff_id" ||
            (v !== 0 &&
              JSON.stringify(v) !== "{}" &&
              JSON.stringify(v) !== "[]" &&
              JSON.stringify(v) !== JSON.stringify(Array(24).fill(0))),
        ),
    );
  const days = (await env.DB.prepare("select * from report_days order by day").all()).results.map(normal);
  const staff = (await env.DB.prepare("select * from report_staff_days order by day, staff_id").all()).results.map(
    normal,
  );
  const state = (await env.DB.prepare("select value from report_state where name = 'subscribers'").first())?.value;
  return {
    days: days.filter((d) => Object.keys(d).length > 1),
    staff: staff.filter((s) => Object.keys(s).length > 2),
    state,
  };
}

describe("the reports' figures", () => {
  it("match a hand calculation of a fixed week, and a rebuild from the records gives the same", async () => {
    const { A, B } = await seedWeek();
    const report = await read();
    const byDay = (id: string, day: string) => rows(report, id)[day];

    // Leads: 4 from the form (c4 once verified), 4 with bookings; 23:59 on the 20th, 00:01 on the 21st.
    expect(value(report, "conversations")).toBe(8);
    expect(byDay("leads-by-channel", TUE)).toEqual([1, 0, 0, 1]);
    expect(byDay("leads-by-channel", WED)).toEqual([3, 0, 2, 5]);
    expect(byDay("leads-by-channel", THU)).toEqual([0, 0, 2, 2]);
    expect(byDay("leads-by-channel", FRI)).toEqual([0, 0, 0, 0]);
    expect(rows(report, "leads-by-service")).toEqual({
      "Not given": [3, 0],
      [serviceLabel("ai-automation")]: [3, 0],
      [serviceLabel("chatbot-development")]: [1, 0],
      [serviceLabel("other")]: [1, 0],
    });
    expect(rows(report, "leads-from-pages")).toEqual({
      "Not known": [5, 0],
      "/blog/x": [1, 0],
      "/plan": [1, 0],
      "/services/ai-automation": [1, 0],
    });
    expect(rows(report, "leads-landing-pages")["/services/ai-automation"]).toEqual([1, 0]);
    expect(rows(report, "leads-referrers")).toEqual({
      "Direct or not known": [6, 0],
      "www.google.com": [1, 0],
      "www.linkedin.com": [1, 0],
    });
    expect(rows(report, "leads-campaigns")).toEqual({ "No campaign": [6, 0], spring: [2, 0] });

    // Bookings: 4 made; on their own days b3 and the moved b4 held, b1 no-show, b2 cancelled.
    expect(value(report, "bookingsMade")).toBe(4);
    expect(value(report, "held")).toBe(2);
    expect(value(report, "noShows")).toBe(1);
    expect(value(report, "cancelled")).toBe(1);
    expect(byDay("consultations", WED)).toEqual([2, 0, 0, 0, 0]);
    expect(byDay("consultations", THU)).toEqual([2, 0, 0, 0, 0]);
    expect(byDay("consultations", FRI)).toEqual([0, 1, 1, 0, 0]);
    expect(byDay("consultations", "2026-10-26")).toEqual([0, 0, 0, 1, 0]);
    expect(byDay("consultations", "2026-10-27")).toEqual([0, 0, 0, 0, 0]);
    expect(byDay("consultations", "2026-10-28")).toEqual([0, 1, 0, 0, 0]);

    // Speed. First replies: c1 10 h 31 min (1 h of office time: Wednesday from 09:30), c2 8 h 59 min
    // (none: before 09:30), c3 24 h 30 min (8 h 30 min on Wednesday and 1 h on Thursday).
    expect(value(report, "firstReplyMedian")).toBe(37_860);
    expect(value(report, "firstReplyP90")).toBe(88_200);
    expect(value(report, "officeMedian")).toBe(3_600);
    expect(value(report, "officeP90")).toBe(34_200);
    // "one business day" is 9 office hours: c3's 9 h 30 min is over.
    expect(value(report, "withinPromise")).toBeCloseTo(2 / 3);
    // Closed: c1 after 12 h 1 min with 2 replies, c2 after 32 h 59 min with 1 (the second close of c1 changed nothing).
    expect(value(report, "closeMedian")).toBe((43_260 + 118_740) / 2);
    expect(value(report, "closeP90")).toBe(118_740);
    expect(value(report, "repliesPerConversation")).toBe(1.5);
    expect(byDay("first-replies", WED)?.[0]).toBe(2);
    expect(byDay("first-replies", THU)?.[0]).toBe(1);
    expect(rows(report, "staff")).toEqual({
      // Replies, closed, median first reply (s), replies in the previous range.
      "Priya Natarajan": [2, 1, (37_860 + 88_200) / 2, 0],
      "Arun Kumar": [2, 1, 32_340, 0],
    });
    expect(A.id).not.toBe(B.id);

    // When: Tuesday 23:00, Wednesday 00, 10, 11, 12 and 13, Thursday 09 twice.
    const grid = rows(report, "weekday-hours");
    expect(grid.Tuesday?.[23]).toBe(1);
    expect([0, 10, 11, 12, 13].map((h) => grid.Wednesday?.[h])).toEqual([1, 1, 1, 1, 1]);
    expect(grid.Thursday?.[9]).toBe(2);
    expect(
      Object.values(grid)
        .flat()
        .reduce<number>((n, v) => n + (v ?? 0), 0),
    ).toBe(8);

    // Newsletter: 3 confirmed (s2 at 23:59 on the 21st), s2 left at 00:01 on the 22nd; 2 at the end.
    expect(value(report, "subscribed")).toBe(3);
    expect(value(report, "unsubscribed")).toBe(1);
    expect(value(report, "subscribers")).toBe(2);
    expect(findFigure(report, "subscribers")?.previous).toBe(0);
    expect(value(report, "recipients")).toBe(2);
    expect(rows(report, "newsletter-issues")).toEqual({ "October insights (2026-10-22)": [2] });
    // By week: Tuesday the 20th to Sunday the 25th, then Monday the 26th to the 28th.
    expect(rows(report, "newsletter-changes")).toEqual({ [TUE]: [3, 1], "2026-10-26": [0, 0] });
    expect(rows(report, "newsletter-subscribers")).toEqual({ [TUE]: [2], "2026-10-26": [2] });

    // The same roll-ups made again from the records.
    const kept = await rollUps();
    await rebuildReports(createDb(env.DB), new Date());
    expect(await rollUps()).toEqual(kept);
    expect(await read()).toEqual(report);
  });

  it("stay as they were when the accounts of a client and of a staff member are deleted", async () => {
    // The client signs up first (their conversation, sent signed out, goes with their account).
    const { cookie: clientCookie } = await confirmedUser("c1@example.com", "Deepa Rao");
    const { arunCookie } = await seedWeek();
    const before = await read();
    for (const cookie of [clientCookie, arunCookie]) await deleteOwnAccount(cookie);
    expect(
      await env.DB.prepare("select count(*) as n from contact_messages where email = 'c1@example.com'").first(),
    ).toEqual({ n: 0 });
    const after = await read();
    // Every figure and table as before; only the deleted staff member is no longer named.
    const renamed = JSON.parse(JSON.stringify(after).replaceAll("Former staff member", "Arun Kumar")) as Report;
    expect(renamed).toEqual(before);
    expect(rows(after, "staff")["Former staff member"]).toEqual([2, 1, 32_340, 0]);
  });
});

/** "Delete my account" on /account, as its owner does it (the Worker's own composition of the domains). */
async function deleteOwnAccount(cookie: string) {
  const asOwner = { headers: { Cookie: cookie } };
  const start = await postForm("/account", { intent: "delete-start", password: PASSWORD }, asOwner);
  const confirmation = /name="confirmation" value="([^"]+)"/.exec(await start.text())?.[1] ?? "";
  const done = await postForm("/account", { intent: "delete", confirmation }, asOwner);
  expect(done.status).toBe(303);
}
