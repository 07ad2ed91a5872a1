import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { offeredSlots } from "~/bookings/availability.server";
import { bookingDeps } from "~/bookings/deps.server";
import { formatDateTime, formatTime } from "~/ui/format";
import { confirmedUser, confirmItsYou, lastMailTo, PASSWORD, signUp, signupToken } from "./auth-helpers";
import { bookableStaff } from "./booking-helpers";
import { fetchPage, ORIGIN, postForm } from "./helpers";
import { seedMessages, signedInAdmin, userId } from "./inbox-helpers";

/**
 * A client's own time zone (app/ui/format.ts, app/accounts/time-zone.server.ts): stored from the
 * browser at sign-up or at a booking, chosen on /account, and the zone of their mails' times
 * (with IST beside them in a conversation). Without one, times stay in IST, named.
 */
const as = (cookie: string) => ({ headers: { Cookie: cookie } });

async function zoneOf(email: string): Promise<string | null> {
  const row = await env.DB.prepare("select time_zone from users where email = ?")
    .bind(email)
    .first<{ time_zone: string | null }>();
  return row?.time_zone ?? null;
}

const setZone = (email: string, zone: string | null) =>
  env.DB.prepare("update users set time_zone = ? where email = ?").bind(zone, email).run();

/** 15 January 2026, 14:30 UTC: 9:30 am in New York (EST), 8:00 pm in India. */
const WINTER = Date.parse("2026-01-15T14:30:00Z");

describe("formatDateTime", () => {
  it("names the zone shown, adds IST beside it when asked, and keeps IST without a zone", () => {
    const winter = new Date(WINTER).toISOString();
    const summer = "2026-07-01T13:00:00.000Z";
    expect(formatDateTime(winter)).toBe("15 Jan 2026, 8:00 pm IST");
    expect(formatDateTime(winter, { zone: null, withIst: true })).toBe("15 Jan 2026, 8:00 pm IST");
    expect(formatDateTime(winter, { zone: "America/New_York" })).toBe("15 Jan 2026, 9:30 am EST");
    expect(formatDateTime(summer, { zone: "America/New_York", withIst: true })).toBe(
      "1 Jul 2026, 9:00 am EDT (6:30 pm IST)",
    );
    // Another day in India than the one shown: the IST date is given too.
    expect(formatDateTime("2026-01-15T20:00:00Z", { zone: "America/Los_Angeles", withIst: true })).toBe(
      "15 Jan 2026, 12:00 pm PST (16 Jan, 1:30 am IST)",
    );
    expect(formatDateTime(winter, { zone: "Asia/Kolkata", withIst: true })).toBe("15 Jan 2026, 8:00 pm IST");
    expect(formatTime(winter, { zone: "Asia/Tokyo" })).toBe("11:30 pm GMT+9");
    // A zone the runtime does not know is shown as none known.
    expect(formatDateTime(winter, { zone: "Mars/Olympus_Mons" })).toBe("15 Jan 2026, 8:00 pm IST");
  });
});

describe("the account's zone", () => {
  it("is the one the browser sends when the sign-up is confirmed; anything else is no zone", async () => {
    const confirmWith = async (email: string, timeZone: string) => {
      await signUp(email);
      const token = await signupToken(email);
      const res = await postForm(`/confirm-email?token=${token}`, { token, password: PASSWORD, timeZone });
      expect(res.status).toBe(303);
    };
    await confirmWith("ny@example.com", "America/New_York");
    expect(await zoneOf("ny@example.com")).toBe("America/New_York");
    await confirmWith("utc@example.com", "utc");
    expect(await zoneOf("utc@example.com")).toBe("UTC");
    for (const [i, odd] of ["Mars/Olympus_Mons", "+05:30", "", "x".repeat(300)].entries()) {
      await confirmWith(`odd${i}@example.com`, odd);
      expect(await zoneOf(`odd${i}@example.com`)).toBeNull();
    }
  });

  it("is chosen on /account without 'Confirm it's you', refused with its reason when unknown, and can be cleared", async () => {
    const { cookie } = await confirmedUser("chooser@example.com");
    const save = (timeZone: string) => postForm("/account", { intent: "time-zone", timeZone }, as(cookie));
    const saved = await save("Europe/London");
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe("/account#profile");
    expect(await zoneOf("chooser@example.com")).toBe("Europe/London");
    const refused = await save("Europe/Atlantis");
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Choose a time zone from the list");
    expect(await zoneOf("chooser@example.com")).toBe("Europe/London");
    // The page offers it, chosen, and shows the account's times in it.
    const page = await (await fetchPage("/account", as(cookie))).text();
    expect(page).toContain('<option value="Europe/London" selected="">Europe/London</option>');
    expect((await save("")).status).toBe(303);
    expect(await zoneOf("chooser@example.com")).toBeNull();
  });

  it("comes from a booking made signed in when the account has none, and is never replaced by one", async () => {
    await bookableStaff();
    const { cookie } = await confirmedUser("booker@example.com");
    const [first, second] = (await offeredSlots(bookingDeps(env, ORIGIN))).map((s) => String(s.start.getTime()));
    const book = (start: string, timeZone: string) =>
      postForm("/book", { topic: "general", start, timeZone, note: "A call." }, as(cookie));
    expect((await book(first!, "America/Chicago")).status).toBe(302);
    expect(await zoneOf("booker@example.com")).toBe("America/Chicago");
    expect((await book(second!, "Asia/Tokyo")).status).toBe(302);
    expect(await zoneOf("booker@example.com")).toBe("America/Chicago");
  });
});

describe("mails to the client", () => {
  it("quote a conversation's times in the client's zone with IST beside them; without a zone, in IST", async () => {
    const admin = await signedInAdmin();
    await confirmedUser("abroad@example.com", "Nadia Khan");
    await confirmedUser("home@example.com", "Arun Kumar");
    await setZone("abroad@example.com", "America/New_York");
    await seedMessages([
      { id: "abroad", email: "abroad@example.com", user_id: await userId("abroad@example.com"), created_at: WINTER },
      { id: "home", email: "home@example.com", user_id: await userId("home@example.com"), created_at: WINTER },
    ]);
    for (const id of ["abroad", "home"]) {
      const res = await postForm(
        `/admin/messages/${id}`,
        { intent: "reply", reply: "Hello,\n\nMonday suits us.", key: crypto.randomUUID() },
        as(admin.cookie),
      );
      expect(res.status).toBe(303);
    }
    const abroad = await lastMailTo("abroad@example.com", { subject: "Re: your Chatbot Development enquiry" });
    expect(abroad?.text).toContain("On 15 Jan 2026, 9:30 am EST (8:00 pm IST), You wrote:");
    const home = await lastMailTo("home@example.com", { subject: "Re: your Chatbot Development enquiry" });
    expect(home?.text).toContain("On 15 Jan 2026, 8:00 pm IST, You wrote:");
  });

  it("tell the account's owner the time of a security change in their zone", async () => {
    const { cookie } = await confirmedUser("owner@example.com");
    await setZone("owner@example.com", "America/New_York");
    await confirmItsYou(cookie);
    // A session read afresh carries the zone: the change is asked for with it.
    await postForm("/account", { intent: "email-change", email: "owner.new@example.com" }, as(cookie));
    const started = await lastMailTo("owner@example.com", { subject: "Your ADRIG e-mail address is being changed" });
    expect(started?.text).toMatch(/\d{1,2}:\d{2} [ap]m E[SD]T/);
    expect(started?.text).not.toContain(" IST");
  });
});
