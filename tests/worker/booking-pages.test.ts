import { env } from "cloudflare:test";
import ICAL from "ical.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { offeredSlots } from "~/bookings/availability.server";
import { bookingDeps } from "~/bookings/index.server";
import { confirmedUser, count, linkIn, PASSWORD } from "./auth-helpers";
import { bookableStaff, icsOf, mailsTo } from "./booking-helpers";
import { fakeSiteverify } from "./fake-siteverify";
import { downloadMyData, fetchPage, ORIGIN, postForm } from "./helpers";
import { getAs, signedInAdmin } from "./inbox-helpers";

/**
 * The booking pages through the built Worker (the real clock): /book for visitors (Turnstile) and
 * signed-in people, plain form posts as without JavaScript, the confirmation, the private manage
 * link, the invitation download, and the staff's pages and feed, each for anonymous visitors,
 * users and staff.
 */

afterEach(() => vi.restoreAllMocks());

async function firstSlots(n = 2): Promise<string[]> {
  const slots = await offeredSlots(bookingDeps(env, ORIGIN));
  return slots.slice(0, n).map((s) => String(s.start.getTime()));
}

const visitor = (start: string, extra: Record<string, string> = {}) => ({
  topic: "engagement:build",
  start,
  timeZone: "Europe/London",
  name: "Deepa Rao",
  email: "deepa@example.com",
  company: "Rao Foods",
  note: "A WhatsApp ordering bot.",
  token: `token-${crypto.randomUUID()}`,
  ...extra,
});

describe("/book", () => {
  it("offers the topic from the link, the zone chosen, IST named, and only free days", async () => {
    await bookableStaff();
    const res = await fetchPage("/book?engagement=build&tz=America%2FNew_York");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    const html = await res.text();
    expect(html).toMatch(/<option value="engagement:build" selected="">/);
    // The zone by its place, IST named. The field's list of places is not in the page (its module
    // makes it in the browser), only in the answer to a place that names no zone.
    expect(html).toMatch(/name="zone"[^>]*value="New York \(E[SD]T\)"/);
    expect(html).not.toContain("<datalist");
    expect(html).toMatch(/<script type="module" src="\/assets\/enhance-zone-list-[^"]+\.js"/);
    const refused = await (await fetchPage("/book?zone=Atlantis")).text();
    expect(refused).toContain("Please choose a time zone from the list");
    expect(refused).toMatch(/<datalist id="[^"]+">(<option value="[^"]+"><\/option>){300,}<\/datalist>/);
    expect(refused).toContain('<option value="New York"></option>');
    expect(html).toMatch(/Times below are in New York \(E[SD]T\) · America\/New_York\./);
    expect(html).toContain("India Standard Time (IST, UTC+05:30)");
    expect(html).toMatch(/name="start" value="\d+"/);
    // 10:00–13:00 IST is past midnight in New York: every time says "your time"; the host is named.
    expect(html).toMatch(/\d{1,2}:\d\d [AP]M your time</);
    expect(html).toContain("With Priya Natarajan, ADRIG");
    // A month calendar whose free days are links that keep the zone and the topic.
    expect(html).toMatch(
      /href="\/book\?topic=engagement%3Abuild&amp;tz=America%2FNew_York&amp;day=\d{4}-\d\d-\d\d#pick"/,
    );
  });

  it("takes a zone typed as a place, and refuses one that names no zone beside the field (200, not an error page)", async () => {
    await bookableStaff();
    const tokyo = await (await fetchPage("/book?topic=general&zone=tokyo")).text();
    expect(tokyo).toContain("Times below are in Tokyo (GMT+9) · Asia/Tokyo.");
    expect(tokyo).not.toMatch(/[AP]M your time/);
    const res = await fetchPage("/book?topic=general&zone=Atlantis");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Please choose a time zone from the list");
    expect(html).toMatch(/name="zone"[^>]*value="Atlantis"/);
  });

  it("says so when nobody takes bookings", async () => {
    const html = await (await fetchPage("/book")).text();
    expect(html).toContain("No times are free in the next 30 days.");
  });

  it("books a visitor's consultation from a plain form post and shows the confirmation", async () => {
    await bookableStaff();
    fakeSiteverify("pass");
    const [start] = await firstSlots();
    const res = await postForm("/book", visitor(start!));
    expect(res.status).toBe(302);
    const location = res.headers.get("Location")!;
    expect(location).toMatch(/^\/book\/confirmed\?token=/);
    const page = await (await fetchPage(location)).text();
    expect(page).toContain("Your consultation is booked");
    expect(page).toContain("(IST)");
    expect(page).toContain("Add to Google Calendar");
    const mails = await mailsTo("deepa@example.com");
    expect(mails[0]!.subject).toBe("Your consultation with ADRIG is booked");
    // The invitation download matches the mail's.
    const token = new URL(location, ORIGIN).searchParams.get("token")!;
    const ics = await fetchPage(`/book/invite.ics?token=${encodeURIComponent(token)}`);
    expect(ics.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const uid = (text: string) =>
      new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!).uid;
    expect(uid(await ics.text())).toBe(uid(icsOf(mails[0]!)));
  });

  it("tells the second person the time was just taken, keeps their details and offers the nearest free times", async () => {
    await bookableStaff();
    fakeSiteverify("pass");
    const [start] = await firstSlots();
    expect((await postForm("/book", visitor(start!))).status).toBe(302);
    const second = await postForm("/book", visitor(start!, { name: "Ravi Kumar", email: "ravi@example.com" }));
    expect(second.status).toBe(409);
    const html = await second.text();
    expect(html).toContain("That time was just taken; here are the nearest free ones");
    expect(html).toContain('data-testid="nearest-slots"');
    expect(html).toContain('value="Ravi Kumar"');
    expect(html).toContain('value="ravi@example.com"');
    expect(await count("bookings")).toBe(1);
  });

  it("answers bad input with its reason in place and a 400, never a 5xx", async () => {
    await bookableStaff();
    fakeSiteverify("pass");
    const [start] = await firstSlots();
    const refused: Record<string, string>[] = [
      { start: "not-a-time" },
      { start: "1000000000000" },
      { timeZone: "Mars/Olympus" },
      { topic: "<script>" },
      { email: "nope" },
      { token: "" },
    ];
    for (const bad of refused) {
      const res = await postForm("/book", visitor(start!, bad));
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await count("bookings")).toBe(0);
  });

  it("books for a signed-in person without Turnstile, with their name and address from the account", async () => {
    await bookableStaff();
    const { cookie } = await confirmedUser("asha@example.com");
    const [start] = await firstSlots();
    const page = await (await getAs("/book", cookie)).text();
    expect(page).toContain("Booking as asha@example.com");
    const res = await postForm(
      "/book",
      { topic: "general", start: start!, timeZone: "Asia/Kolkata", name: "Someone Else", email: "x@example.com" },
      { headers: { Cookie: cookie } },
    );
    expect(res.status).toBe(302);
    const row = await env.DB.prepare("select email, name, user_id from bookings").first<Record<string, string>>();
    expect(row).toMatchObject({ email: "asha@example.com", name: "Asha Raman" });
    expect(row!.user_id).toBeTruthy();
    // It is in their messages.
    const messages = await (await getAs("/messages", cookie)).text();
    expect(messages).toContain("Consultation booked");
  });
});

describe("the private manage link", () => {
  it("moves the booking, then cancels it, from plain form posts", async () => {
    await bookableStaff();
    fakeSiteverify("pass");
    const [first, second] = await firstSlots(2);
    expect((await postForm("/book", visitor(first!))).status).toBe(302);
    // The manage link comes by mail.
    const mail = (await mailsTo("deepa@example.com")).find(
      (m) => m.subject === "Your consultation with ADRIG is booked",
    )!;
    const link = new URL(linkIn(mail.text, "/book/manage?token="));
    const manage = link.pathname + link.search;
    expect((await fetchPage(manage)).status).toBe(200);
    const moved = await postForm(manage, { intent: "reschedule", start: second! });
    expect(moved.status).toBe(303);
    expect(moved.headers.get("Location")).toMatch(/^\/book\/manage\?token=/);
    const row = await env.DB.prepare("select start_at, sequence from bookings").first<{
      start_at: number;
      sequence: number;
    }>();
    expect(row).toEqual({ start_at: Number(second), sequence: 1 });
    const cancelled = await postForm(manage, { intent: "cancel", reason: "" });
    expect(cancelled.status).toBe(303);
    expect(await (await fetchPage(manage)).text()).toContain("This consultation is cancelled.");
    expect((await env.DB.prepare("select status from bookings").first<{ status: string }>())!.status).toBe("cancelled");
  });

  it("opens nothing for a forged or missing token", async () => {
    for (const path of [
      "/book/manage",
      "/book/manage?token=abc",
      "/book/confirmed?token=x.y.z",
      "/book/invite.ics?token=1",
    ]) {
      expect((await fetchPage(path)).status, path).toBe(404);
    }
    expect((await postForm("/book/manage?token=abc", { intent: "cancel" })).status).toBe(404);
  });
});

describe("the staff's pages", () => {
  const PAGES = ["/admin/availability", "/admin/bookings"];

  it("are not there for anonymous visitors or users, and change nothing for them", async () => {
    const { cookie } = await confirmedUser("user@example.com");
    for (const path of PAGES) {
      const anonymous = await fetchPage(path, { redirect: "manual" });
      expect([302, 303, 404]).toContain(anonymous.status);
      expect((await getAs(path, cookie)).status).toBe(404);
      expect((await postForm(path, { intent: "feed-renew" }, { headers: { Cookie: cookie } })).status).toBe(404);
    }
    expect(await count("booking_availability")).toBe(0);
  });

  it("let staff set their availability, see bookings, and subscribe to a feed they can revoke", async () => {
    const { cookie } = await signedInAdmin();
    const page = await getAs("/admin/availability", cookie);
    expect(page.status).toBe(200);
    const saved = await postForm(
      "/admin/availability",
      {
        intent: "save",
        takesBookings: "on",
        "hours-1": "10:00-13:00",
        "hours-2": "10:00-13:00, 14:00-17:00",
        "hours-3": "",
        "hours-4": "09:30-12:00",
        "hours-5": "10:00-13:00",
        "hours-6": "",
        "hours-0": "",
        meetingMinutes: "30",
        bufferMinutes: "10",
        blockedDays: "2026-12-25\n2027-01-01",
        meetingLink: "https://meet.example.com/adrig",
      },
      { headers: { Cookie: cookie } },
    );
    expect(saved.status).toBe(303);
    const row = await env.DB.prepare("select * from booking_availability").first<Record<string, unknown>>();
    expect(JSON.parse(String(row!.weekly_hours))).toEqual({
      "1": [["10:00", "13:00"]],
      "2": [
        ["10:00", "13:00"],
        ["14:00", "17:00"],
      ],
      "4": [["09:30", "12:00"]],
      "5": [["10:00", "13:00"]],
    });
    expect(row).toMatchObject({
      buffer_minutes: 10,
      takes_bookings: 1,
      meeting_link: "https://meet.example.com/adrig",
    });
    const bad = await postForm(
      "/admin/availability",
      { intent: "save", "hours-1": "13:00-10:00", meetingMinutes: "5", bufferMinutes: "0", meetingLink: "http://x" },
      { headers: { Cookie: cookie } },
    );
    expect(bad.status).toBe(400);

    const renewed = await postForm("/admin/availability", { intent: "feed-renew" }, { headers: { Cookie: cookie } });
    const feedUrl = /https?:\/\/[^"<\s]+\/calendar\/[a-z2-7]{32}\.ics/.exec(await renewed.text())?.[0];
    expect(feedUrl).toBeTruthy();
    const feed = await fetchPage(new URL(feedUrl!).pathname);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain("METHOD:PUBLISH");
    await postForm("/admin/availability", { intent: "feed-revoke" }, { headers: { Cookie: cookie } });
    expect((await fetchPage(new URL(feedUrl!).pathname)).status).toBe(404);

    expect((await getAs("/admin/bookings", cookie)).status).toBe(200);
  });
});

describe("the client's data", () => {
  it("lists their bookings in 'Download my data' and deletes them with the account, those made signed out too", async () => {
    await bookableStaff();
    fakeSiteverify("pass");
    const { cookie } = await confirmedUser("asha@example.com");
    const [first, second] = await firstSlots(2);
    const asUser = { headers: { Cookie: cookie } };
    await postForm("/book", { topic: "general", start: first!, timeZone: "Europe/London", note: "Signed in." }, asUser);
    await postForm("/book", visitor(second!, { email: "asha@example.com", name: "Asha Raman" }));
    expect(await count("bookings")).toBe(2);
    const exported = (await (await downloadMyData(asUser)).json()) as {
      bookings: Record<string, string>[];
    };
    // Only what was booked signed in is theirs by proof (as with conversations).
    expect(exported.bookings).toHaveLength(1);
    expect(exported.bookings[0]).toMatchObject({
      topic: "general",
      timeZone: "Europe/London",
      note: "Signed in.",
      status: "confirmed",
    });
    expect(exported.bookings[0]!.startsAt).toBe(new Date(Number(first)).toISOString());
    const start = await postForm("/account", { intent: "delete-start", password: PASSWORD }, asUser);
    const confirmation = /name="confirmation" value="([^"]+)"/.exec(await start.text())![1]!;
    expect((await postForm("/account", { intent: "delete", confirmation }, asUser)).status).toBe(303);
    expect(await count("bookings")).toBe(0);
  });
});
