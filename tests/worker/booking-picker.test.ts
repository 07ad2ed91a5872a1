import { describe, expect, it } from "vitest";
import { dateIn, longDateIn, timeIn, utcOffsetMinutes, whenIn } from "~/bookings/booking-rules";
import { calendarMonth, dayForKey, freeMonths, longDay, offHoursIn } from "~/bookings/calendar";
import { zoneCity, zoneFromInput, zoneLabel, zoneOptions } from "~/bookings/zones";
import { formatDateTime } from "~/ui/format";
import { zoneNameAt } from "~/ui/intl-formatters";

/**
 * The booking picker's plain modules (app/bookings/calendar.ts, zones.ts), as the Worker runs them:
 * the month grid from Monday with its free days, the months that hold free days, the times outside
 * 8:00–21:00 where the visitor is, the calendar's arrow keys, and zones named by their place.
 */

const at = (iso: string) => new Date(iso);

describe("the month calendar", () => {
  it("lays a month out in weeks from Monday, each day with its free times, blanks around it", () => {
    // 1 October 2026 is a Thursday: three blanks before it, 31 days, one blank after.
    const month = calendarMonth("2026-10", new Map([["2026-10-22", 6]]));
    expect(month.name).toBe("October 2026");
    expect(month.weeks).toHaveLength(5);
    for (const week of month.weeks) expect(week).toHaveLength(7);
    expect(month.weeks[0]!.slice(0, 4)).toEqual([null, null, null, { date: "2026-10-01", day: 1, free: 0 }]);
    expect(month.weeks.flat().find((cell) => cell?.date === "2026-10-22")).toEqual({
      date: "2026-10-22",
      day: 22,
      free: 6,
    });
    expect(month.weeks[4]!.at(-1)).toBeNull();
    // February 2027 starts on a Monday and fills four whole weeks.
    expect(calendarMonth("2027-02", new Map()).weeks).toHaveLength(4);
  });

  it("lists the months with free days, each leading to its first free day", () => {
    expect(freeMonths(["2026-11-19", "2026-10-21", "2026-10-30", "2026-11-02"])).toEqual([
      { month: "2026-10", first: "2026-10-21", name: "October 2026" },
      { month: "2026-11", first: "2026-11-02", name: "November 2026" },
    ]);
    expect(longDay("2026-10-22")).toBe("Thursday 22 October");
  });

  it("moves between free days with the arrow keys, Home and End, and nowhere past them", () => {
    const free = ["2026-10-21", "2026-10-22", "2026-10-26", "2026-10-30", "2026-11-04"];
    expect(dayForKey("ArrowRight", "2026-10-22", free)).toBe("2026-10-26");
    expect(dayForKey("ArrowLeft", "2026-10-22", free)).toBe("2026-10-21");
    // A week on: the first free day on or after the same weekday next week.
    expect(dayForKey("ArrowDown", "2026-10-22", free)).toBe("2026-10-30");
    expect(dayForKey("ArrowUp", "2026-10-30", free)).toBe("2026-10-22");
    expect(dayForKey("Home", "2026-10-26", free)).toBe("2026-10-21");
    expect(dayForKey("End", "2026-10-26", free)).toBe("2026-11-04");
    expect(dayForKey("ArrowLeft", "2026-10-21", free)).toBeNull();
    expect(dayForKey("ArrowDown", "2026-10-30", free)).toBeNull();
    expect(dayForKey("Enter", "2026-10-22", free)).toBeNull();
  });
});

describe("times outside the visitor's waking hours", () => {
  const halfHour = (iso: string) => [at(iso), new Date(at(iso).getTime() + 30 * 60 * 1000)] as const;

  it("marks a meeting before 8:00 or after 21:00 in the visitor's zone, not one inside", () => {
    const newYork = offHoursIn("America/New_York");
    // 10:00 IST on 22 October is 0:30 AM in New York (EDT).
    expect(newYork(...halfHour("2026-10-22T04:30:00Z"))).toBe(true);
    // 20:30 IST is 11:00 AM in New York.
    expect(newYork(...halfHour("2026-10-22T15:00:00Z"))).toBe(false);
    // 8:00–8:30 and 20:30–21:00 are inside; 7:30 and 20:45 are not.
    expect(newYork(...halfHour("2026-10-22T12:00:00Z"))).toBe(false);
    expect(newYork(...halfHour("2026-10-23T00:30:00Z"))).toBe(false);
    expect(newYork(...halfHour("2026-10-22T11:30:00Z"))).toBe(true);
    expect(newYork(...halfHour("2026-10-23T00:45:00Z"))).toBe(true);
    // Across midnight.
    expect(newYork(...halfHour("2026-10-23T03:45:00Z"))).toBe(true);
    // The same instant is mid-morning in India.
    expect(offHoursIn("Asia/Kolkata")(...halfHour("2026-10-22T04:30:00Z"))).toBe(false);
  });
});

describe("zones by their place", () => {
  it("names a zone by its city and its abbreviation then", () => {
    expect(zoneLabel("America/New_York", at("2026-10-22T12:00:00Z"))).toBe("New York (EDT)");
    expect(zoneLabel("America/New_York", at("2026-12-22T12:00:00Z"))).toBe("New York (EST)");
    expect(zoneLabel("Asia/Kolkata", at("2026-10-22T12:00:00Z"))).toBe("Kolkata (IST)");
    expect(zoneLabel("Asia/Tokyo", at("2026-10-22T12:00:00Z"))).toBe("Tokyo (GMT+9)");
    expect(zoneLabel("UTC", at("2026-10-22T12:00:00Z"))).toBe("UTC");
    // The runtime's older names read as the places are called now.
    expect(zoneCity("Asia/Calcutta")).toBe("Kolkata");
    expect(zoneCity("Europe/Kiev")).toBe("Kyiv");
    expect(zoneCity("America/Argentina/Buenos_Aires")).toBe("Buenos Aires");
  });

  it("offers every place of the runtime's zones once, by name, the current one among them", () => {
    const options = zoneOptions("America/New_York");
    expect(options.length).toBeGreaterThan(300);
    const places = options.map((option) => option.place);
    expect(new Set(places).size).toBe(places.length);
    expect([...places].sort(new Intl.Collator("en").compare)).toEqual(places);
    expect(options).toContainEqual({ id: "America/New_York", place: "New York" });
    expect(options.filter((option) => option.place === "Kolkata")).toHaveLength(1);
    expect(places).not.toContain("Calcutta");
  });

  it("reads back what a person typed or chose: a place, the label, an IANA name, India", () => {
    expect(zoneFromInput("New York")).toBe("America/New_York");
    expect(zoneFromInput("  new   york ")).toBe("America/New_York");
    expect(zoneFromInput("New York (EDT)")).toBe("America/New_York");
    expect(zoneFromInput("America/New_York")).toBe("America/New_York");
    expect(zoneFromInput("Tokyo (GMT+9)")).toBe("Asia/Tokyo");
    for (const india of ["India", "IST", "Kolkata", "Kolkata (IST)", "Asia/Kolkata", "Asia/Calcutta"]) {
      expect(zoneFromInput(india), india).toBe("Asia/Kolkata");
    }
    expect(zoneFromInput("UTC")).toBe("UTC");
    expect(zoneFromInput("Atlantis")).toBeNull();
    expect(zoneFromInput("Mars/Olympus_Mons")).toBeNull();
    expect(zoneFromInput("")).toBeNull();
    expect(zoneFromInput("x".repeat(65))).toBeNull();
  });
});

describe("a zone's clock, as the booking page's inline script compares it with the browser's", () => {
  it("gives the minutes ahead of UTC at an instant, across a change of clocks and for half and quarter hours", () => {
    expect(utcOffsetMinutes(at("2026-10-22T12:00:00Z"), "Asia/Kolkata")).toBe(330);
    expect(utcOffsetMinutes(at("2026-10-22T12:00:00Z"), "America/New_York")).toBe(-240);
    expect(utcOffsetMinutes(at("2026-12-22T12:00:00Z"), "America/New_York")).toBe(-300);
    expect(utcOffsetMinutes(at("2026-10-22T12:00:00Z"), "Asia/Kathmandu")).toBe(345);
    expect(utcOffsetMinutes(at("2026-10-25T00:59:00Z"), "Europe/London")).toBe(60);
    expect(utcOffsetMinutes(at("2026-10-25T01:00:00Z"), "Europe/London")).toBe(0);
    expect(utcOffsetMinutes(at("2026-10-22T12:00:30Z"), "UTC")).toBe(0);
  });
});

describe("an instant written in a zone (each format made once per zone and kept)", () => {
  it("writes each zone's own date and time however the calls for different zones interleave", () => {
    const instant = at("2026-10-22T20:00:00Z");
    for (let round = 0; round < 2; round++) {
      expect(timeIn(instant, "Asia/Kolkata")).toBe("1:30 AM");
      expect(timeIn(instant, "America/New_York")).toBe("4:00 PM");
      expect(dateIn(instant, "Asia/Kolkata")).toBe("2026-10-23");
      expect(dateIn(instant, "America/New_York")).toBe("2026-10-22");
      expect(longDateIn(instant, "Asia/Tokyo")).toBe("Friday, 23 October 2026");
      expect(zoneNameAt(instant, "America/New_York")).toBe("EDT");
      expect(zoneNameAt(at("2026-12-22T20:00:00Z"), "America/New_York")).toBe("EST");
    }
  });

  it("names India's zone IST under both its names, in the booking mails and the site's dates alike", () => {
    const instant = at("2026-10-22T04:00:00Z");
    for (const zone of ["Asia/Kolkata", "Asia/Calcutta"]) {
      expect(zoneNameAt(instant, zone)).toBe("IST");
      expect(whenIn(instant, zone)).toBe("Thursday, 22 October 2026, 9:30 AM (IST)");
      expect(formatDateTime(instant.toISOString(), { zone })).toMatch(/ IST$/);
    }
    expect(whenIn(instant, "Europe/London")).toBe("Thursday, 22 October 2026, 5:00 AM (GMT+1)");
  });
});
