import type { Topic } from "./topics";

/** One slot as the page offers it: its instant (the form's value) and its labels in the visitor's zone and IST. */
export type SlotOption = { start: string; time: string; date: string; ist: string };

/** What /book (and the manage page's "move to") renders, built by book-page.server.ts. */
export type BookPageView = {
  zone: string;
  /** Whether the zone came from the query (the browser or the visitor chose it), not the fallback. */
  zoneDetected: boolean;
  zoneName: string;
  zones: string[];
  topic: string;
  topics: Topic[];
  days: { date: string; label: string; count: number }[];
  day: string | null;
  daySlots: SlotOption[];
  allSlots: SlotOption[];
};

/** The zones of the selector: every IANA zone the runtime knows (the chosen one always among them). */
export function timeZoneOptions(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const zones = new Set(["UTC", ...known]);
  zones.add(current);
  return [...zones];
}

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
  ist: string;
  minutes: number;
  timeZone: string;
  meetingLink: string;
  google: string;
  outlook: string;
  icsHref: string;
  manageHref: string;
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
};
