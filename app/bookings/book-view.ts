import type { Topic } from "./topics";
import type { ZoneOption } from "./zones";

/**
 * One slot as the page offers it: its instant (the form's value), its labels in the visitor's
 * zone and IST, whether it falls outside the visitor's waking hours, and who would host it.
 */
export type SlotOption = { start: string; time: string; date: string; ist: string; offHours: boolean; host: string };

/** What /book (and the manage page's "move to") renders, built by book-page.server.ts. */
export type BookPageView = {
  zone: string;
  /** Whether the zone came from the query (the browser or the visitor chose it), not the fallback. */
  zoneDetected: boolean;
  /**
   * The zone's offsets across the weeks the page offers, as a browser in it reports them
   * (`[instant ms, Date#getTimezoneOffset()]`): VisitorZoneScript's cheap test of whether the times
   * shown are already the visitor's.
   */
  zoneOffsets: [number, number][];
  /** "New York (EDT)". */
  zoneLabel: string;
  /**
   * The places of the zone search (app/bookings/zones.ts), with the answer to a place that names
   * no zone; empty otherwise (zone-list.enhance.ts lists them in the browser).
   */
  zones: ZoneOption[];
  /** What the zone field holds: the zone's label, or what was typed when it named no zone. */
  zoneInput: string;
  zoneError: string | null;
  topic: string;
  topics: Topic[];
  days: { date: string; count: number }[];
  day: string | null;
  /** The chosen day's free times, and who hosts them (one name, or each slot says its own). */
  daySlots: SlotOption[];
  dayHosts: string[];
  allSlots: SlotOption[];
};

/** The free slots nearest to a start that was just taken, from the page's list. */
export function nearestOptions(all: readonly SlotOption[], taken: string, count = 3): SlotOption[] {
  const at = Number(taken);
  if (!Number.isFinite(at)) return all.slice(0, count);
  return [...all]
    .filter((slot) => slot.start !== taken)
    .sort((a, b) => Math.abs(Number(a.start) - at) - Math.abs(Number(b.start) - at))
    .slice(0, count)
    .sort((a, b) => Number(a.start) - Number(b.start));
}

/** A booking as its client sees it on the confirmation and manage pages. */
export type BookingSummary = {
  topic: string;
  status: "confirmed" | "cancelled" | "no_show";
  when: string;
  /** The time it had before its latest move, in the client's zone (null until moved, or once cancelled). */
  previously: string | null;
  ist: string;
  minutes: number;
  timeZone: string;
  meetingLink: string;
  google: string;
  outlook: string;
  /** The invitation download, with the read-only token. */
  icsHref: string;
};

/** One booking on /admin/bookings. */
export type StaffBookingRow = {
  id: string;
  status: "confirmed" | "cancelled" | "no_show";
  isToday: boolean;
  ist: string;
  clientTime: string;
  started: boolean;
  name: string;
  email: string;
  company: string;
  note: string;
  topic: string;
  staffName: string | null;
  conversationId: string | null;
  cancelReason: string | null;
  cancelledBy: "client" | "staff" | null;
  /** The booking is the signed-in staff member's own. */
  mine: boolean;
  /** Where the meeting is held, while it is still to come (or going on); null otherwise or without one. */
  meetingLink: string | null;
};

/** The three lists of /admin/bookings, each a page of PAGE_SIZE rows. */
export const STAFF_BOOKINGS_PAGE_SIZE = 25;
const STAFF_BOOKING_LISTS = ["upcoming", "past", "cancelled"] as const;
export type StaffBookingListName = (typeof STAFF_BOOKING_LISTS)[number];

/** One list's page: its rows, how many in all, and this page's number (1-based) of how many. */
export type StaffBookingPage = { rows: StaffBookingRow[]; total: number; page: number; pages: number };

/** The page's query: each list's page (`upcoming=2`), and `mine=1` for the staff member's own bookings only. */
export type StaffBookingsQuery = { mine: boolean; pages: Record<StaffBookingListName, number> };

export function readStaffBookingsQuery(params: URLSearchParams): StaffBookingsQuery {
  const pageOf = (name: string) => {
    const n = Number(params.get(name) ?? "1");
    return Number.isSafeInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
  };
  return {
    mine: params.get("mine") === "1",
    pages: { upcoming: pageOf("upcoming"), past: pageOf("past"), cancelled: pageOf("cancelled") },
  };
}

/** The query string of /admin/bookings with one list on another page (or the filter changed). */
export function staffBookingsHref(query: StaffBookingsQuery, change: Partial<StaffBookingsQuery>): string {
  const next = { ...query, ...change, pages: { ...query.pages, ...change.pages } };
  const params = new URLSearchParams();
  if (next.mine) params.set("mine", "1");
  for (const name of STAFF_BOOKING_LISTS) if (next.pages[name] > 1) params.set(name, String(next.pages[name]));
  const search = params.toString();
  return search ? `?${search}` : "?";
}
