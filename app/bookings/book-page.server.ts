import { readCookie } from "~/platform/http/cookies.server";
import { offeredTimes } from "./availability.server";
import type { BookPageView, SlotOption } from "./book-view";
import {
  dateIn,
  HORIZON_MS,
  isTimeZone,
  longDateIn,
  type Slot,
  STAFF_ZONE,
  timeIn,
  utcOffsetMinutes,
} from "./booking-rules";
import { offHoursIn } from "./calendar";
import type { BookingReadDeps } from "./deps.server";
import { ZONE_COOKIE } from "./paths";
import { bookingErrors } from "./texts";
import { topicFromQuery, topics } from "./topics";
import { zoneFromInput, zoneLabel, zoneOptions } from "./zones";

/**
 * What /book and the manage page show, from their query: the visitor's zone (`tz`, IST until the
 * browser tells us theirs; or `zone`, what they chose or typed in the zone search), the topic
 * (`topic`, or what `?engagement=` / `?service=` chose), the days with free slots in that zone,
 * the chosen day (`day`, else the first) and its slots with their hosts. Every slot also comes as
 * a short list for "the nearest free ones".
 */

/** The zone the visitor's browser told us before (the cookie /book sets), if it is one. */
export function rememberedZone(request: Request): string | null {
  const value = readCookie(request, ZONE_COOKIE);
  if (!value) return null;
  try {
    const zone = decodeURIComponent(value);
    return isTimeZone(zone) ? zone : null;
  } catch {
    return null;
  }
}

/** The zone the query asks for: a place typed in the zone search (`zone`), else `tz`; and a refused search. */
function askedZone(params: URLSearchParams): { zone: string | null; typed: string | null } {
  const typed = params.get("zone");
  if (typed !== null) {
    const zone = zoneFromInput(typed);
    if (zone) return { zone, typed: null };
    return { zone: null, typed: typed.slice(0, 64) };
  }
  const tz = params.get("tz") ?? "";
  return { zone: isTimeZone(tz) ? tz : null, typed: null };
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The zone's offsets a browser would report (minutes behind UTC) from now to the last time
 * offered, a week apart and at the end: a zone's clock changes at most twice a year, so two
 * zones that agree at each of these agree on every time the page shows.
 */
function offsetsAcross(zone: string, now: Date, last: Date = new Date(now.getTime() + HORIZON_MS)): [number, number][] {
  const instants: number[] = [];
  for (let at = now.getTime(); at < last.getTime(); at += WEEK_MS) instants.push(at);
  instants.push(last.getTime());
  return instants.map((at) => [at, -utcOffsetMinutes(new Date(at), zone)]);
}

export async function bookPageView(
  deps: BookingReadDeps,
  params: URLSearchParams,
  fallbackZone: string = STAFF_ZONE,
): Promise<BookPageView> {
  const asked = askedZone(params);
  const fallback = isTimeZone(params.get("tz") ?? "") ? (params.get("tz") as string) : fallbackZone;
  const zone = asked.zone ?? fallback;
  const chosenTopic = params.get("topic") ?? "";
  const topic = topics.some((t) => t.value === chosenTopic) ? chosenTopic : (topicFromQuery(params) ?? "");
  const { slots, hosts } = await offeredTimes(deps);
  const offHours = offHoursIn(zone);
  const option = (slot: Slot): SlotOption => ({
    start: String(slot.start.getTime()),
    time: timeIn(slot.start, zone),
    date: longDateIn(slot.start, zone),
    ist: timeIn(slot.start, STAFF_ZONE),
    offHours: offHours(slot.start, slot.end),
    // The booking goes to the first of the slot's staff still free (book.server.ts).
    host: hosts.get(slot.staffIds[0] ?? "") ?? "",
  });
  const byDay = new Map<string, Slot[]>();
  for (const slot of slots) {
    const date = dateIn(slot.start, zone);
    const day = byDay.get(date);
    if (day) day.push(slot);
    else byDay.set(date, [slot]);
  }
  const days = [...byDay.entries()].map(([date, daySlots]) => ({ date, count: daySlots.length }));
  const askedDay = params.get("day") ?? "";
  const day = byDay.has(askedDay) ? askedDay : (days[0]?.date ?? null);
  const daySlots = day ? (byDay.get(day) ?? []).map(option) : [];
  const label = zoneLabel(zone, deps.now());
  return {
    zone,
    zoneDetected: asked.zone !== null,
    zoneOffsets: offsetsAcross(zone, deps.now(), slots.at(-1)?.start),
    zoneLabel: label,
    // The places are sent only with a refused search; elsewhere the page's module lists them.
    zones: asked.typed !== null ? zoneOptions(zone) : [],
    zoneInput: asked.typed ?? label,
    zoneError: asked.typed !== null ? bookingErrors.timeZoneInvalid : null,
    topic,
    topics: [...topics],
    days,
    day,
    daySlots,
    dayHosts: [...new Set(daySlots.map((slot) => slot.host).filter(Boolean))],
    allSlots: slots.map(option),
  };
}
