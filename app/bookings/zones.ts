import { zoneNameAt } from "../ui/intl-formatters";
import { isTimeZone, STAFF_ZONE } from "./booking-rules";

/**
 * Time zones as people name them (browser-safe, no framework): "New York (EDT)" for
 * America/New_York, the whole IANA list behind a search (a native `<input list>` with a
 * `<datalist>` of places, which filters as one types and needs no script), and what someone typed
 * back to a zone. The runtime's list keeps some older names (Asia/Calcutta, Europe/Kiev); people
 * read the current ones. The list names places only: an abbreviation needs a formatter per zone,
 * and 400 of them would cost a request tens of milliseconds.
 */

/** A zone offered in the search: its place is what the field holds and sends. */
export type ZoneOption = { id: string; place: string };

/** Cities renamed since the runtime's zone names were written. */
const RENAMED: Record<string, string> = {
  Calcutta: "Kolkata",
  Kiev: "Kyiv",
  Saigon: "Ho Chi Minh City",
  Katmandu: "Kathmandu",
  Rangoon: "Yangon",
};

/** What people may type for India's zone besides its city. */
const ALIASES: Record<string, string> = { india: STAFF_ZONE, ist: STAFF_ZONE, utc: "UTC", gmt: "UTC" };

const isIndia = (zone: string) => zone === STAFF_ZONE || zone === "Asia/Calcutta";

/** The place a zone is named after: "New York" for America/New_York, "UTC" for UTC. */
export function zoneCity(zone: string): string {
  const last = (zone.split("/").pop() ?? zone).replaceAll("_", " ");
  return RENAMED[last] ?? last;
}

/** "New York (EDT)", "Kolkata (IST)", "UTC": the zone's place and its abbreviation at `at`. */
export function zoneLabel(zone: string, at: Date): string {
  if (zone === "UTC") return "UTC";
  return `${zoneCity(zone)} (${zoneNameAt(at, zone)})`;
}

/** The runtime's zones (the chosen one among them) as places to choose, by name, one per place. */
export function zoneOptions(current: string): ZoneOption[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const byPlace = new Map<string, ZoneOption>();
  for (const id of [current, "UTC", ...known]) {
    const place = zoneCity(id);
    if (!byPlace.has(place)) byPlace.set(place, { id, place });
  }
  // Made here, not when the module loads: a browser's first Intl object costs it tens of
  // milliseconds, which zone-list.enhance.ts spends only when the field is used.
  const byName = new Intl.Collator("en");
  return [...byPlace.values()].sort((a, b) => byName.compare(a.place, b.place));
}

const simplify = (text: string) => text.trim().toLowerCase().replaceAll("_", " ").replace(/\s+/g, " ");

/**
 * The zone someone chose or typed: a place ("New York", "new york", or "New York (EDT)" as the
 * field shows the chosen one), an IANA name ("America/New_York"), or "India"/"IST". Null when it
 * names none.
 */
export function zoneFromInput(text: string): string | null {
  const typed = simplify(text);
  if (!typed || typed.length > 64) return null;
  const alias = ALIASES[typed];
  if (alias) return alias;
  const place = simplify(text.replace(/\s*\([^)]*\)\s*$/, ""));
  for (const option of zoneOptions(STAFF_ZONE)) {
    if (simplify(option.id) === typed || simplify(zoneCity(option.id)) === place) {
      return isIndia(option.id) ? STAFF_ZONE : option.id;
    }
  }
  // A valid zone the list does not name (an alias the runtime still knows).
  const zone = text.trim();
  if (!zone.includes("/") || !isTimeZone(zone)) return null;
  return isIndia(zone) ? STAFF_ZONE : zone;
}
