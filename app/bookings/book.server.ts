import { and, eq, gt, or, sql } from "drizzle-orm";
import { displayName, type SessionUser } from "~/accounts";
import { rememberTimeZone } from "~/accounts/index.server";

import { startConversation } from "~/conversations/index.server";
import { d1Statement } from "~/platform/db/write-hooks.server";
import { type BodyData, parseWith } from "~/platform/http/body.server";
import { clientIp, rateLimitKeyForIp } from "~/platform/http/client-ip.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { claimVisitorToken } from "~/platform/http/visitor-token.server";
import { errorName, logEvent } from "~/platform/log.server";
import { claimRecipientMail } from "~/platform/mail/recipient-caps.server";
import { enforceRateLimit } from "~/platform/rate-limit.server";
import { type Visit, visitFromForm } from "~/site";
import { errorText } from "~/ui/ui-text";
import { bookableStaff, offeredSlots, slotsIgnoringBookings } from "./availability.server";
import { MAX_UPCOMING, type Slot, STAFF_ZONE, whenIn } from "./booking-rules";
import { CONFIRM_LINK_MS, confirmLink } from "./confirm-links.server";
import type { BookingDeps } from "./deps.server";
import { bookingCappedMails, sendBookingMail, sendConfirmLinkMail } from "./mails.server";
import { type Booking, bookings } from "./schema.server";
import { noticeStaff } from "./staff-notices.server";
import { bookingErrors } from "./texts";
import { serviceOfTopic, topicLabel } from "./topics";
import { mailedBookingSchema, userBookingSchema, visitorBookingSchema } from "./validation/booking";
import { bookingWrites } from "./writes.server";

/**
 * Booking a consultation (docs/bookings.md). The slot must be one staff availability offers now;
 * the one INSERT that claims it also checks, in the same statement, that nothing of that staff
 * member's overlaps it and that the person has fewer than MAX_UPCOMING upcoming bookings, and the
 * partial unique index on (staff, start) refuses a second confirmed booking of the same start
 * whatever happens: two people choosing the same slot at the same moment, exactly one gets it.
 */

type Client = { userId: string | null; name: string; email: string };
/** `visit`: where the visit came from, as the booking form's browser told it (app/site/visit.ts). */
type Details = { topic: string; timeZone: string; company: string; note: string; visit?: Visit | null };

/** The slot offered at `start`, or why it is not: taken since the page was shown, or never offered. */
export async function slotAt(deps: BookingDeps, start: Date): Promise<Slot> {
  const slot = (await offeredSlots(deps)).find((s) => s.start.getTime() === start.getTime());
  if (slot) return slot;
  const wasOffered = (await slotsIgnoringBookings(deps)).some((s) => s.start.getTime() === start.getTime());
  if (wasOffered) throw new UserFacingError(409, bookingErrors.slotTaken, "slot_taken");
  throw new UserFacingError(400, bookingErrors.slotUnavailable, "slot_unavailable", {
    start: bookingErrors.slotUnavailable,
  });
}

/** Upcoming confirmed bookings of this address or account (the limit's count). */
async function upcomingCount(deps: Pick<BookingDeps, "db" | "now">, client: Pick<Client, "userId" | "email">) {
  const who = client.userId
    ? or(eq(bookings.email, client.email), eq(bookings.userId, client.userId))
    : eq(bookings.email, client.email);
  const [row] = await deps.db
    .select({ n: sql<number>`count(*)` })
    .from(bookings)
    .where(and(eq(bookings.status, "confirmed"), gt(bookings.startAt, deps.now()), who));
  return row?.n ?? 0;
}

/**
 * Claims `slot` for one of its staff members in a single statement; the booking, or null when
 * it was taken (or the limit reached) in between. Buffers apply around the claimed meeting.
 */
async function claimSlot(
  deps: BookingDeps,
  slot: Slot,
  staff: { staffId: string; bufferMinutes: number; meetingLink: string },
  client: Client,
  details: Details,
  id: string,
): Promise<Booking | null> {
  const now = deps.now().getTime();
  const start = slot.start.getTime();
  const end = slot.end.getTime();
  const buffer = staff.bufferMinutes * 60 * 1000;
  const limitWho = client.userId
    ? sql`(email = ${client.email} or user_id = ${client.userId})`
    : sql`email = ${client.email}`;
  const visit = details.visit ? JSON.stringify(details.visit) : null;
  // Counted after the insert, only when it claimed the slot.
  const counted = await bookingWrites.statements(deps.db, {
    kind: "made",
    at: new Date(now),
    startAt: slot.start,
    when: sql`exists (select 1 from bookings where id = ${id})`,
  });
  const d1 = deps.db.$client;
  const [inserted] = await d1.batch<{ id: string }>([
    d1Statement(
      d1,
      sql`
    insert into bookings (id, staff_id, user_id, email, name, company, note, topic, time_zone, start_at, end_at, meeting_link, visit, created_at)
    select ${id}, ${staff.staffId}, ${client.userId}, ${client.email}, ${client.name}, ${details.company}, ${details.note},
      ${details.topic}, ${details.timeZone}, ${start}, ${end}, ${staff.meetingLink}, ${visit}, ${now}
    where not exists (
        select 1 from bookings where staff_id = ${staff.staffId} and status = 'confirmed'
          and start_at < ${end + buffer} and end_at > ${start - buffer})
      and (select count(*) from bookings where status = 'confirmed' and start_at > ${now} and ${limitWho}) < ${MAX_UPCOMING}
    on conflict do nothing
    returning id`,
    ),
    ...counted.map((statement) => d1Statement(d1, statement)),
  ]);
  if (!inserted?.results.length) return null;
  const [booking] = await deps.db.select().from(bookings).where(eq(bookings.id, id));
  return booking ?? null;
}

async function verifyVisitor(deps: BookingDeps, token: string, request: Request, ip: string): Promise<void> {
  const hostname = new URL(request.url).hostname;
  const verdict = await claimVisitorToken(deps.db, deps.turnstile, token, { ip, hostname, at: deps.now() });
  if (verdict === "invalid") throw new UserFacingError(400, errorText.captchaFailed, "captcha_failed");
  // As the contact form: an outage of siteverify loses no booking (the slot and limits still hold).
  if (verdict === "unavailable") logEvent("warn", "siteverify_unavailable", { stored: "booking" });
}

/** The first message of the booking's conversation: what, when (in IST and the client's zone), and their note. */
function conversationMessage(booking: Booking): string {
  const lines = [
    `Consultation booked: ${topicLabel(booking.topic)}`,
    `When: ${whenIn(booking.startAt, STAFF_ZONE)}`,
    `Client's time: ${whenIn(booking.startAt, booking.timeZone)}`,
  ];
  if (booking.company) lines.push(`Company: ${booking.company}`);
  if (booking.note) lines.push("", booking.note);
  return lines.join("\n");
}

/** The booking's conversation, started once it is confirmed; a failure never undoes the booking. */
async function openConversation(deps: BookingDeps, booking: Booking): Promise<void> {
  try {
    const conversationId = await startConversation(
      { ...deps, siteOrigin: deps.origin },
      {
        userId: booking.userId,
        name: booking.name,
        email: booking.email,
        service: serviceOfTopic(booking.topic),
        message: conversationMessage(booking),
      },
      { channel: "booking", visit: booking.visit },
    );
    await deps.db.update(bookings).set({ conversationId }).where(eq(bookings.id, booking.id));
    booking.conversationId = conversationId;
  } catch (err) {
    logEvent("error", "booking_conversation_failed", { error: errorName(err) });
  }
}

/** Books `slot` for the client with the first of its staff members still free; throws "taken" or the limit. */
export async function claimAndConfirm(
  deps: BookingDeps,
  client: Client,
  details: Details,
  start: Date,
  id: string = crypto.randomUUID(),
): Promise<Booking> {
  const slot = await slotAt(deps, start);
  const staff = await bookableStaff(deps.db);
  for (const staffId of slot.staffIds) {
    const hours = staff.find((s) => s.staffId === staffId);
    if (!hours) continue;
    const booking = await claimSlot(deps, slot, hours, client, details, id);
    if (booking) {
      logEvent("info", "booking_confirmed", { booking: booking.id });
      await openConversation(deps, booking);
      await sendBookingMail(deps, booking, "confirmed");
      await noticeStaff(deps, booking, "confirmed");
      return booking;
    }
    if ((await upcomingCount(deps, client)) >= MAX_UPCOMING) {
      throw new UserFacingError(409, bookingErrors.tooManyUpcoming, "too_many_upcoming");
    }
  }
  throw new UserFacingError(409, bookingErrors.slotTaken, "slot_taken");
}

/**
 * One post of /book: a signed-in user's booking (name and e-mail from the session), a visitor's
 * (Turnstile), or, from a browser without JavaScript (no token, the form's <noscript> field), a
 * visitor's request that is mailed to them to confirm (book-by-mail.server.ts).
 */
export async function bookConsultation(
  deps: BookingDeps,
  user: SessionUser | null,
  data: BodyData,
  request: Request,
): Promise<{ booking: Booking } | { mailed: true }> {
  if (!user && data.confirmByMail === "1" && !data.token && !data["cf-turnstile-response"]) {
    await mailBookingLink(deps, data, request);
    return { mailed: true };
  }
  return { booking: await bookNow(deps, user, data, request) };
}

async function bookNow(
  deps: BookingDeps,
  user: SessionUser | null,
  data: BodyData,
  request: Request,
): Promise<Booking> {
  const ip = clientIp(request);
  if (user) {
    const input = parseWith(userBookingSchema, data);
    await enforceRateLimit(deps.limiter, rateLimitKeyForIp(ip));
    const client = { userId: user.id, name: displayName(user), email: user.email.toLowerCase() };
    if ((await upcomingCount(deps, client)) >= MAX_UPCOMING) {
      throw new UserFacingError(409, bookingErrors.tooManyUpcoming, "too_many_upcoming");
    }
    const booking = await claimAndConfirm(deps, client, { ...input, visit: visitOf(data, request) }, input.start);
    // The account learns the zone it booked in, if it had none: its times are then shown in it.
    // The booking is made either way.
    await rememberTimeZone(deps.db, user.id, input.timeZone).catch((err: unknown) =>
      logEvent("warn", "booking_zone_not_kept", { error: errorName(err) }),
    );
    return booking;
  }
  const token = data.token ?? data["cf-turnstile-response"];
  const input = parseWith(visitorBookingSchema, { ...data, token });
  await enforceRateLimit(deps.limiter, rateLimitKeyForIp(ip));
  const client = { userId: null, name: input.name, email: input.email };
  if ((await upcomingCount(deps, client)) >= MAX_UPCOMING) {
    throw new UserFacingError(409, bookingErrors.tooManyUpcoming, "too_many_upcoming");
  }
  await slotAt(deps, input.start);
  await verifyVisitor(deps, input.token, request, ip);
  return claimAndConfirm(deps, client, { ...input, visit: visitOf(data, request) }, input.start);
}

/** Where the visit came from, as the booking form's browser told it; null when it told nothing. */
function visitOf(data: BodyData, request: Request): Visit | null {
  return visitFromForm(data, new URL(request.url).hostname);
}

/**
 * A visitor's booking sent without JavaScript: nothing is booked or held (a request that proves
 * nothing could otherwise block the calendar); the details and the slot are mailed back as a
 * signed link, and the booking is made when it is followed (confirmFromLink), if the slot is
 * still free then. Rate-limited per IP like every booking post, and refused at the limit.
 */
async function mailBookingLink(deps: BookingDeps, data: BodyData, request: Request): Promise<void> {
  const input = parseWith(mailedBookingSchema, data);
  await enforceRateLimit(deps.limiter, rateLimitKeyForIp(clientIp(request)));
  if ((await upcomingCount(deps, { userId: null, email: input.email })) >= MAX_UPCOMING) {
    throw new UserFacingError(409, bookingErrors.tooManyUpcoming, "too_many_upcoming");
  }
  await slotAt(deps, input.start);
  const bookingRequest = {
    id: crypto.randomUUID(),
    start: input.start.getTime(),
    topic: input.topic,
    timeZone: input.timeZone,
    name: input.name,
    email: input.email,
    company: input.company,
    note: input.note,
    expiresAt: deps.now().getTime() + CONFIRM_LINK_MS,
  };
  // The address is whatever was typed: past its cap (3 an hour, 10 a day, whatever the IP) the
  // answer is the same "Check your inbox" and nothing is sent, so no one can flood a stranger's inbox.
  const claim = await claimRecipientMail(deps.db, bookingCappedMails.confirmLink, input.email, deps.now());
  if (!claim) return;
  const link = await confirmLink(deps.origin, deps.secret, bookingRequest);
  try {
    await sendConfirmLinkMail(deps, bookingRequest, link);
  } catch (err) {
    // The mail queue being down is the platform's outage: 503, try again (errorAnswer), with the slot given back.
    await claim.release().catch(() => undefined);
    throw err;
  }
  logEvent("info", "booking_confirm_link_sent", {});
}
