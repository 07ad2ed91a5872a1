/**
 * One Intl.DateTimeFormat per locale, zone and style, kept, and a zone's short name. A module of
 * its own, apart from format.ts: the booking page's modules use it too, so it lands in the chunk every content page
 * loads (scripts/build/root-chunk.ts), and all of format.ts there would cost each page 0.6 KB.
 */

// The formatters are made on first use, not when the module loads: this module is in every page's
// scripts, and the first Intl.DateTimeFormat with a time zone loads the browser's locale and zone
// data, about 80-120 ms of main thread at Lighthouse's 4x CPU slowdown (docs/performance.md).
// Public pages never format a moment, so they never pay it. One formatter per zone and style, kept:
// making one costs about 60 times using one, and /book writes every time it offers in two zones.
const formatters = new Map<string, Intl.DateTimeFormat>();
/** Enough for every style in every zone a busy day brings; past it the memory starts over. */
const MAX_FORMATTERS = 600;

/** The formatter of `options` in `zone`, made once (a zone the runtime does not know throws). */
export function formatterFor(locale: string, zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${zone}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    formatters.set(key, format);
  }
  return format;
}

/** The office's zone under both its names. Intl calls it "GMT+5:30"; the site says IST. */
const isIndia = (zone: string) => zone === "Asia/Kolkata" || zone === "Asia/Calcutta";

/** The zone's short name at that instant: "IST", "EDT" in a New York summer, "GMT+4" where none is known. */
export function zoneNameAt(at: Date, zone: string): string {
  if (isIndia(zone)) return "IST";
  const part = formatterFor("en-US", zone, { timeZoneName: "short" })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? zone;
}
