import { env } from "cloudflare:test";
import { decodeBase64urlIgnorePadding } from "@oslojs/encoding";
import { describe, expect, it } from "vitest";
import { offeredSlots } from "~/bookings/availability.server";
import { claimAndConfirm } from "~/bookings/book.server";
import { confirmFromLink, requestForLink } from "~/bookings/book-by-mail.server";
import { bookConsultation, bookingDeps } from "~/bookings/index.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { confirmedUser, count, randomIp } from "./auth-helpers";
import { bookableStaff, client, istTime, mailsTo, NOW, testBookingDeps } from "./booking-helpers";
import { fetchPage, ORIGIN, postForm } from "./helpers";

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
    // The link is sealed: the details it carries cannot be read from a log line or a browser's history.
    const readable = new TextDecoder().decode(decodeBase64urlIgnorePadding(token));
    for (const detail of ["deepa@example.com", "Deepa Rao", "Rao Foods", "WhatsApp"])
      expect(readable).not.toContain(detail);
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
    // One character changed in the sealed request: AES-GCM's tag refuses it.
    const middle = Math.floor(token.length / 2);
    const altered = `${token.slice(0, middle)}${token[middle] === "A" ? "B" : "A"}${token.slice(middle + 1)}`;
    await expect(requestForLink(testBookingDeps(), altered)).rejects.toSatisfy((err) => refusal(err).status === 404);
    // A link sealed under another secret is not ours.
    await expect(requestForLink({ ...testBookingDeps(), secret: "another secret" }, token)).rejects.toSatisfy(
      (err) => refusal(err).status === 404,
    );
  });

  it("mails one address at most 3 links an hour, whatever the IP, and answers the same past it", async () => {
    await bookableStaff();
    const deps = testBookingDeps();
    for (let i = 0; i < 5; i++) {
      // Each from its own address: the per-IP limit alone would let every one through.
      expect(await bookConsultation(deps, null, form(SLOT, "flooded@example.com"), post())).toEqual({ mailed: true });
    }
    const links = (await mailsTo("flooded@example.com")).filter(
      (m) => m.subject === "Confirm your consultation with ADRIG",
    );
    expect(links).toHaveLength(3);
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

describe("/book/confirm through the Worker", () => {
  it("takes a plain post without a token to the mailed link, whose page books on its POST only, signed in or not", async () => {
    await bookableStaff();
    // The built Worker runs on the real clock.
    const [slot] = await offeredSlots(bookingDeps(env, ORIGIN));
    const start = String(slot!.start.getTime());
    const { confirmByMail: _, ...fields } = form(slot!.start);
    const sent = await postForm("/book", { ...fields, confirmByMail: "1" });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe("/book/confirm?sent");
    expect(await (await fetchPage("/book/confirm?sent")).text()).toContain("Check your inbox");
    const token = await mailedToken();
    const path = `/book/confirm?token=${encodeURIComponent(token)}`;
    // Anyone holding the link may open and use it (a user signed in as someone else too): the link is the proof.
    const { cookie } = await confirmedUser("asha@example.com");
    for (const init of [{}, { headers: { Cookie: cookie } }]) {
      const page = await fetchPage(path, init);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Confirm the booking");
    }
    expect(await count("bookings")).toBe(0);
    const booked = await postForm(path, { start });
    // The link proved the address: the booking's manage page, with "Consultation booked".
    expect(booked.status).toBe(303);
    expect(booked.headers.get("Location")).toMatch(/^\/book\/manage\?token=/);
    expect(await count("bookings")).toBe(1);
    expect((await fetchPage(path)).status).toBe(409);
    expect((await postForm(path, { start })).status).toBe(409);
    expect((await fetchPage("/book/confirm?token=forged.token")).status).toBe(404);
    expect((await postForm("/book/confirm?token=forged.token", { start })).status).toBe(404);
  });
});
