import { readCookie } from "~/platform/http/cookies.server";
import { offeredSlots } from "./availability.server";
import { type BookPageView, type SlotOption, timeZoneOptions } from "./book-view";
import { dateIn, isTimeZone, longDateIn, type Slot, STAFF_ZONE, timeIn, zoneNameAt } from "./booking-rules";
import type { BookingReadDeps } from "./deps.server";
import { ZONE_COOKIE } from "./paths";
import { topicFromQuery, topics } from "./topics";

/**
 * What /book and the manage page show, from their query: the visitor's zone (`tz`, IST until the
 * browser tells us theirs or they choose one), the topic (`topic`, or what `?engagement=` /
 * `?service=` chose), the days with free slots in that zone, the chosen day (`day`, else the
 * first) and its slots. Every slot also comes as a short list for "the nearest free ones".
 */

function option(slot: Slot, zone: string): SlotOption {
  return {
    start: String(slot.start.getTime()),
    time: timeIn(slot.start, zone),
    date: longDateIn(slot.start, zone),
    ist: timeIn(slot.start, STAFF_ZONE),
  };
}

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

export async function bookPageView(
  deps: BookingReadDeps,
  params: URLSearchParams,
  fallbackZone: string = STAFF_ZONE,
): Promise<BookPageView> {
  const asked = params.get("tz") ?? "";
  const zone = isTimeZone(asked) ? asked : fallbackZone;
  const chosenTopic = params.get("topic") ?? "";
  const topic = topics.some((t) => t.value === chosenTopic) ? chosenTopic : (topicFromQuery(params) ?? "");
  const slots = await offeredSlots(deps);
  const byDay = new Map<string, Slot[]>();
  for (const slot of slots) {
    const date = dateIn(slot.start, zone);
    byDay.set(date, [...(byDay.get(date) ?? []), slot]);
  }
  const days = [...byDay.entries()].map(([date, daySlots]) => ({
    date,
    label: new Intl.DateTimeFormat("en-GB", {
      timeZone: zone,
      weekday: "short",
      day: "numeric",
      month: "short",
    }).format(daySlots[0]!.start),
    count: daySlots.length,
  }));
  const askedDay = params.get("day") ?? "";
  const day = byDay.has(askedDay) ? askedDay : (days[0]?.date ?? null);
  return {
    zone,
    zoneDetected: isTimeZone(asked),
    zoneName: zone === STAFF_ZONE ? "IST" : zoneNameAt(deps.now(), zone),
    zones: timeZoneOptions(zone),
    topic,
    topics: [...topics],
    days,
    day,
    daySlots: day ? (byDay.get(day) ?? []).map((slot) => option(slot, zone)) : [],
    allSlots: slots.map((slot) => option(slot, zone)),
  };
}
