import { describe, expect, it } from "vitest";
import { claimAndConfirm } from "~/bookings/book.server";
import { confirmFromLink, requestForLink } from "~/bookings/book-by-mail.server";
import { bookConsultation } from "~/bookings/index.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { count, randomIp } from "./auth-helpers";
import { bookableStaff, client, istTime, mailsTo, NOW, testBookingDeps } from "./booking-helpers";
import { ORIGIN } from "./helpers";

/**
 * A visitor's booking sent without JavaScript (no Turnstile token): nothing is booked or held;
 * the request is mailed back as a signed link, and following it (a POST) books it once, if the
 * slot is still free; a lost slot offers the nearest free ones, to confirm with the same link.
 */

const SLOT = istTime("2026-10-22", "10:00");

const post = () => new Request(`${ORIGIN}/book`, { method: "POST", headers: { "CF-Connecting-IP": randomIp() } });

const form = (start: Date, email = "deepa@example.com") => ({
  topic: "engagement:build",
  start: String(start.getTime()),
  timeZone: "America/New_York",
  name: "Deepa Rao",
  email,
  company: "Rao Foods",
  note: "A WhatsApp ordering bot.",
  confirmByMail: "1",
});

async function mailedToken(email = "deepa@example.com"): Promise<string> {
  const mail = (await mailsTo(email)).find((m) => m.subject === "Confirm your consultation with ADRIG");
  if (!mail) throw new Error("no confirm mail");
  const link = mail.text.split(/\s+/).find((word) => word.includes("/book/confirm?token="))!;
  return new URL(link).searchParams.get("token")!;
}

function refusal(err: unknown) {
  if (!(err instanceof UserFacingError)) throw err;
  return { status: err.status, code: err.code };
}

describe("booking without JavaScript", () => {
  it("mails a link and books nothing; the link's POST books it once", async () => {
    await bookableStaff();
    const deps = testBookingDeps();
    expect(await bookConsultation(deps, null, form(SLOT), post())).toEqual({ mailed: true });
    expect(await count("bookings")).toBe(0);
    const mail = (await mailsTo("deepa@example.com")).at(-1)!;
    expect(mail.text).toContain("When: Thursday, 22 October 2026, 12:30 AM (EDT)");
    expect(mail.text).toContain("In India (IST): Thursday, 22 October 2026, 10:00 AM (IST)");
    const token = await mailedToken();
    // Opening the link only reads it.
    expect((await requestForLink(deps, token)).start).toBe(SLOT.getTime());
    expect(await count("bookings")).toBe(0);
    const booking = await confirmFromLink(deps, token, { start: String(SLOT.getTime()) }, post());
    expect(booking).toMatchObject({ email: "deepa@example.com", name: "Deepa Rao", company: "Rao Foods" });
    expect(booking.startAt.getTime()).toBe(SLOT.getTime());
    expect(booking.conversationId).toBeTruthy();
    // Single use: the second POST books nothing more.
    await expect(confirmFromLink(deps, token, { start: String(SLOT.getTime()) }, post())).rejects.toSatisfy(
      (err) => refusal(err).code === "link_used",
    );
    expect(await count("bookings")).toBe(1);
  });

  it("refuses an expired or altered link", async () => {
    await bookableStaff();
    await bookConsultation(testBookingDeps(), null, form(SLOT), post());
    const token = await mailedToken();
    const later = testBookingDeps(new Date(NOW.getTime() + 61 * 60 * 1000));
    await expect(requestForLink(later, token)).rejects.toSatisfy((err) => refusal(err).status === 404);
    const [payload, signature] = token.split(".");
    const altered = `${payload!.slice(0, -2)}AA.${signature}`;
    await expect(requestForLink(testBookingDeps(), altered)).rejects.toSatisfy((err) => refusal(err).status === 404);
  });

  it("when the slot was taken meanwhile, says so, and books a nearest free one chosen with the same link", async () => {
    await bookableStaff();
    const deps = testBookingDeps();
    await bookConsultation(deps, null, form(SLOT), post());
    const token = await mailedToken();
    await claimAndConfirm(deps, client("arun@example.com"), { ...form(SLOT), timeZone: "UTC" }, SLOT);
    await expect(confirmFromLink(deps, token, { start: String(SLOT.getTime()) }, post())).rejects.toSatisfy(
      (err) => refusal(err).code === "slot_taken",
    );
    const nearest = istTime("2026-10-22", "10:30");
    const booking = await confirmFromLink(deps, token, { start: String(nearest.getTime()) }, post());
    expect(booking.startAt.getTime()).toBe(nearest.getTime());
  });

  it("still needs Turnstile without the no-JavaScript field", async () => {
    await bookableStaff();
    const { confirmByMail: _, ...withJs } = form(SLOT);
    await expect(bookConsultation(testBookingDeps(), null, withJs, post())).rejects.toSatisfy(
      (err) => refusal(err).status === 400,
    );
    expect(await mailsTo("deepa@example.com", 100)).toEqual([]);
  });
});
