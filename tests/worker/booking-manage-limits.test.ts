import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import ICAL from "ical.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { offeredSlots } from "~/bookings/availability.server";
import { claimAndConfirm } from "~/bookings/book.server";
import { bookingDeps, manageToken } from "~/bookings/index.server";
import { cancelBooking, moveBooking } from "~/bookings/manage.server";
import worker from "../../build/server/index.js";
import { confirmedUser, count, linkIn } from "./auth-helpers";
import { bookableStaff, client, details, icsOf, istTime, mailsTo, NOW, testBookingDeps } from "./booking-helpers";
import { fakeSiteverify } from "./fake-siteverify";
import { fetchPage, ORIGIN, postForm } from "./helpers";
import { getAs } from "./inbox-helpers";

/**
 * What keeps a booking's private link and its mails from being aimed at a stranger: the manage
 * link reaches an address nobody has proved only by mail (the confirmation page and its redirect
 * carry a read-only token); the client's booking mails count against the per-recipient caps from
 * any number of IPs; a booking moves at most 3 times; and the staff member hears of a client's
 * moves once, from the every-minute cron, when the gathering window has closed.
 */

afterEach(() => vi.restoreAllMocks());

const MOVE_LIMIT_TEXT = "This consultation has already been moved 3 times, the most we allow.";
const MAILED_TEXT = "We have e-mailed you a private link to reschedule or cancel";

async function slots(n: number): Promise<string[]> {
  const offered = await offeredSlots(bookingDeps(env, ORIGIN));
  return offered.slice(0, n).map((s) => String(s.start.getTime()));
}

const visitor = (start: string, email = "deepa@example.com") => ({
  topic: "engagement:build",
  start,
  timeZone: "Europe/London",
  name: "Deepa Rao",
  email,
  company: "Rao Foods",
  note: "A WhatsApp ordering bot.",
  token: `token-${crypto.randomUUID()}`,
});

type Row = { id: string; end_at: number; start_at: number; sequence: number; status: string };

async function bookingAt(start: string): Promise<Row> {
  const row = await env.DB.prepare("select id, end_at, start_at, sequence, status from bookings where start_at = ?")
    .bind(Number(start))
    .first<Row>();
  if (!row) throw new Error(`no booking at ${start}`);
  return row;
}

async function bookingById(id: string): Promise<Row> {
  return (await env.DB.prepare("select id, end_at, start_at, sequence, status from bookings where id = ?")
    .bind(id)
    .first<Row>())!;
}

/** The manage link's path of a booking, as its mails carry it. */
function managePath(row: Pick<Row, "id" | "end_at">): string {
  return `/book/manage?token=${encodeURIComponent(manageToken(env.SESSION_SECRET ?? "", row.id, new Date(row.end_at)))}`;
}

const subjectsTo = async (email: string) => (await mailsTo(email)).map((m) => m.subject);

describe("the manage link reaches an address nobody has proved only by mail", () => {
  it("leaves it out of a visitor's redirect, confirmation page and its .data, and their token manages nothing", async () => {
    await bookableStaff();
    fakeSiteverify("pass");
    const [start] = await slots(1);
    const booked = await postForm("/book", visitor(start!, "stranger@example.com"));
    expect(booked.status).toBe(302);
    const location = booked.headers.get("Location")!;
    expect(location).toMatch(/^\/book\/confirmed\?token=/);
    const row = await bookingAt(start!);
    const manage = manageToken(env.SESSION_SECRET ?? "", row.id, new Date(row.end_at));
    expect(location).not.toContain(manage);
    expect(location).not.toContain(encodeURIComponent(manage));

    const page = await fetchPage(location);
    expect(page.status).toBe(200);
    expect(page.headers.get("Referrer-Policy")).toBe("no-referrer");
    const html = await page.text();
    expect(html).toContain("Your consultation is booked");
    expect(html).toContain(MAILED_TEXT);
    expect(html).not.toContain(manage);
    expect(html).not.toContain("/book/manage");
    const dataPath = location.replace("/book/confirmed?", "/book/confirmed.data?");
    const data = await (await fetchPage(dataPath)).text();
    expect(data).not.toContain(manage);
    expect(data).not.toContain("/book/manage");

    // The page's token only reads: it opens no manage page, moves nothing, cancels nothing.
    const readOnly = new URL(location, ORIGIN).searchParams.get("token")!;
    const asManage = `/book/manage?token=${encodeURIComponent(readOnly)}`;
    expect((await fetchPage(asManage)).status).toBe(404);
    expect((await postForm(asManage, { intent: "cancel", reason: "" })).status).toBe(404);
    expect((await bookingById(row.id)).status).toBe("confirmed");
    // The invitation download still works with it.
    expect((await fetchPage(`/book/invite.ics?token=${encodeURIComponent(readOnly)}`)).status).toBe(200);

    // The mail carries the manage link, and that link works.
    const mail = (await mailsTo("stranger@example.com")).find(
      (m) => m.subject === "Your consultation with ADRIG is booked",
    )!;
    const link = new URL(linkIn(mail.text, "/book/manage?token="));
    expect((await fetchPage(link.pathname + link.search)).status).toBe(200);
  });

  it("keeps it out of the answer to a booking posted by the page's script (.data)", async () => {
    await bookableStaff();
    fakeSiteverify("pass");
    const [start] = await slots(1);
    const res = await postForm("/book.data", visitor(start!, "stranger@example.com"));
    expect(res.status).toBeLessThan(400);
    const answer = `${[...res.headers.entries()].map(([k, v]) => `${k}: ${v}`).join("\n")}\n${await res.text()}`;
    const row = await bookingAt(start!);
    expect(answer).not.toContain(manageToken(env.SESSION_SECRET ?? "", row.id, new Date(row.end_at)));
    expect(answer).not.toContain("/book/manage");
  });

  it("shows it to a signed-in booker (their account's address is proven), and to nobody else on that page", async () => {
    await bookableStaff();
    const { cookie } = await confirmedUser("asha@example.com");
    const [start] = await slots(1);
    const booked = await postForm(
      "/book",
      { topic: "general", start: start!, timeZone: "Asia/Kolkata" },
      { headers: { Cookie: cookie } },
    );
    expect(booked.status).toBe(302);
    const location = booked.headers.get("Location")!;
    const manage = manageToken(
      env.SESSION_SECRET ?? "",
      (await bookingAt(start!)).id,
      new Date((await bookingAt(start!)).end_at),
    );
    expect(location).not.toContain(manage);
    const own = await (await getAs(location, cookie)).text();
    expect(own).toContain(`/book/manage?token=${manage}`);
    expect(own).toContain("Reschedule or cancel");
    const anonymous = await (await fetchPage(location)).text();
    expect(anonymous).not.toContain("/book/manage");
    expect(anonymous).toContain(MAILED_TEXT);
  });

  it("takes a visitor who followed the mailed no-JavaScript link (which proves the address) to the manage page", async () => {
    await bookableStaff();
    const [start] = await slots(1);
    const { token: _, ...fields } = visitor(start!);
    expect((await postForm("/book", { ...fields, confirmByMail: "1" })).status).toBe(302);
    const mail = (await mailsTo("deepa@example.com")).find(
      (m) => m.subject === "Confirm your consultation with ADRIG",
    )!;
    const link = new URL(linkIn(mail.text, "/book/confirm?token="));
    const confirmed = await postForm(link.pathname + link.search, { start: start! });
    expect(confirmed.status).toBe(303);
    const row = await bookingAt(start!);
    expect(confirmed.headers.get("Location")).toBe(managePath(row));
    expect((await fetchPage(managePath(row))).status).toBe(200);
  });
});

describe("the client's booking mails under the per-recipient caps", () => {
  it("sends at most 3 confirmations, 3 moves and 3 cancellations an hour to one address, from any number of IPs, with the same answers", async () => {
    await bookableStaff();
    fakeSiteverify("pass");
    const times = await slots(10);
    const stranger = "stranger@example.com";
    const book = async (start: string) => {
      const res = await postForm("/book", visitor(start, stranger));
      expect(res.status, `book ${start}`).toBe(302);
      expect(res.headers.get("Location")).toMatch(/^\/book\/confirmed\?token=/);
      return bookingAt(start);
    };
    const post = async (row: Row, fields: Record<string, string>) => {
      const res = await postForm(managePath(row), fields);
      expect([302, 303], JSON.stringify(fields)).toContain(res.status);
    };
    // Two upcoming per address: cancel one to book the next.
    const a = await book(times[0]!);
    const b = await book(times[1]!);
    await post(a, { intent: "cancel", reason: "" });
    const c = await book(times[2]!);
    await post(b, { intent: "cancel", reason: "" });
    const d = await book(times[3]!);
    for (const to of [times[4]!, times[5]!, times[6]!]) await post(c, { intent: "reschedule", start: to });
    await post(d, { intent: "reschedule", start: times[7]! });
    await post(c, { intent: "cancel", reason: "" });
    await post(d, { intent: "cancel", reason: "" });
    // Every change was made: the caps hold back mail, never the booking.
    expect((await bookingById(d.id)).status).toBe("cancelled");
    expect((await bookingById(c.id)).sequence).toBe(4);

    const subjects = await subjectsTo(stranger);
    const n = (subject: string) => subjects.filter((s) => s === subject).length;
    expect(n("Your consultation with ADRIG is booked")).toBe(3);
    expect(n("Your consultation with ADRIG has moved")).toBe(3);
    expect(n("Your consultation with ADRIG is cancelled")).toBe(3);
    expect(subjects).toHaveLength(9);
  });
});

describe("a booking moves at most 3 times", () => {
  it("refuses the fourth move beside the form (409), changes and mails nothing, and then offers only cancel", async () => {
    await bookableStaff();
    fakeSiteverify("pass");
    const times = await slots(5);
    expect((await postForm("/book", visitor(times[0]!))).status).toBe(302);
    const row = await bookingAt(times[0]!);
    const manage = managePath(row);
    expect(await (await fetchPage(manage)).text()).toContain("You can move it 3 more times.");
    for (const to of times.slice(1, 4)) {
      const moved = await postForm(manage, { intent: "reschedule", start: to });
      expect(moved.status).toBe(303);
      expect(moved.headers.get("Location")).toMatch(/^\/book\/manage\?token=/);
    }
    const before = await subjectsTo("deepa@example.com");
    const refused = await postForm(manage, { intent: "reschedule", start: times[4]! });
    expect(refused.status).toBe(409);
    const html = await refused.text();
    expect(html).toContain(MOVE_LIMIT_TEXT);
    expect(await bookingById(row.id)).toMatchObject({ start_at: Number(times[3]), sequence: 3, status: "confirmed" });
    expect(await subjectsTo("deepa@example.com")).toEqual(before);
    expect(before.filter((s) => s === "Your consultation with ADRIG has moved")).toHaveLength(3);
    // The conversation holds the three moves, no more.
    expect(await count("conversation_entries")).toBe(3);

    const page = await (await fetchPage(manage)).text();
    expect(page).not.toContain('data-testid="reschedule-form"');
    expect(page).toContain(MOVE_LIMIT_TEXT);
    expect(page).toContain("Cancel the consultation…");
    expect(page).toContain('href="/book"');
    expect(await (await fetchPage(`${manage}&step=cancel`)).text()).toContain('data-testid="cancel-form"');
    expect((await postForm(manage, { intent: "cancel", reason: "" })).status).toBe(303);
    expect((await bookingById(row.id)).status).toBe("cancelled");
  });

  it("lets 3 of 6 moves sent at once pass, never more", async () => {
    await bookableStaff();
    const deps = testBookingDeps();
    const booking = await claimAndConfirm(deps, client(), details(), istTime("2026-10-22", "10:00"));
    const targets = ["10:30", "11:00", "11:30", "12:00", "12:30"]
      .map((t) => istTime("2026-10-23", t))
      .concat(istTime("2026-10-26", "10:00"));
    const results = await Promise.allSettled(targets.map((to) => moveBooking(deps, booking, to)));
    const passed = results.filter((r) => r.status === "fulfilled");
    expect(passed).toHaveLength(3);
    for (const r of results) {
      if (r.status === "rejected") expect(r.reason).toMatchObject({ status: 409, code: "move_limit" });
    }
    expect((await bookingById(booking.id)).sequence).toBe(3);
  });
});

describe("the staff member hears of a client's moves once", () => {
  async function runCron(at: number) {
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: at, cron: "* * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
  }

  it("gathers 3 moves into one notice with the latest time and SEQUENCE, sent by scheduled() once the window has closed", async () => {
    await bookableStaff();
    let booking = await claimAndConfirm(testBookingDeps(), client(), details(), istTime("2026-10-22", "10:00"));
    const targets = [istTime("2026-10-23", "10:00"), istTime("2026-10-23", "11:00"), istTime("2026-10-26", "12:00")];
    for (const [i, to] of targets.entries()) {
      booking = await moveBooking(testBookingDeps(new Date(NOW.getTime() + i * 30_000)), booking, to);
    }
    const staffMails = async () => (await mailsTo("staff@example.com")).filter((m) => /consultation/i.test(m.subject));
    expect((await staffMails()).map((m) => m.subject)).toEqual([
      "New consultation: Deepa Rao, Thursday, 22 October 2026, 10:00 AM (IST)",
    ]);
    // The window (5 minutes from the first move) is still open: nothing yet.
    await runCron(NOW.getTime() + 4 * 60_000);
    expect(await staffMails()).toHaveLength(1);
    // Closed: one notice, however many runs meet.
    await Promise.all([runCron(NOW.getTime() + 5 * 60_000 + 1000), runCron(NOW.getTime() + 5 * 60_000 + 2000)]);
    await runCron(NOW.getTime() + 7 * 60_000);
    const mails = await staffMails();
    expect(mails.map((m) => m.subject)).toEqual([
      "New consultation: Deepa Rao, Thursday, 22 October 2026, 10:00 AM (IST)",
      "Consultation moved: Deepa Rao, Monday, 26 October 2026, 12:00 PM (IST)",
    ]);
    expect(mails[1]!.text).toContain("Previously: Thursday, 22 October 2026, 10:00 AM (IST)");
    const calendar = new ICAL.Component(ICAL.parse(icsOf(mails[1]!)));
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(event.sequence).toBe(3);
    expect(event.startDate.toJSDate().getTime()).toBe(targets[2]!.getTime());
    expect(await count("booking_staff_notices")).toBe(0);
  });

  it("tells them of a cancel at once, and then nothing more of the moves before it", async () => {
    await bookableStaff();
    const deps = testBookingDeps();
    const booking = await claimAndConfirm(deps, client(), details(), istTime("2026-10-22", "10:00"));
    const moved = await moveBooking(deps, booking, istTime("2026-10-23", "10:00"));
    await cancelBooking(deps, moved, { by: "client" }, null);
    const subjects = async () =>
      (await mailsTo("staff@example.com")).map((m) => m.subject).filter((s) => /consultation/i.test(s));
    expect(await subjects()).toEqual([
      "New consultation: Deepa Rao, Thursday, 22 October 2026, 10:00 AM (IST)",
      "Consultation cancelled: Deepa Rao, Thursday, 22 October 2026, 10:00 AM (IST)",
    ]);
    await runCron(NOW.getTime() + 10 * 60_000);
    expect(await subjects()).toHaveLength(2);
  });
});
