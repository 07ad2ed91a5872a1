import type { ReportDay } from "./schema.server";

/** A day's roll-up without its date: the figures a `report_days` row holds. */
export type DayFigures = Omit<ReportDay, "day">;

/**
 * The figures of a day with nothing in it (the columns' defaults), made anew each call so a
 * caller may add to them: the report reads it for a day without a row, the rebuild counts into it.
 */
export const emptyDayFigures = (): DayFigures => ({
  channels: {},
  services: {},
  fromPages: {},
  landingPages: {},
  referrers: {},
  campaigns: {},
  hours: Array.from({ length: 24 }, () => 0),
  firstReplySeconds: [],
  firstReplyOfficeSeconds: [],
  closeSeconds: [],
  repliesAtClose: 0,
  bookingsMade: 0,
  meetings: 0,
  noShows: 0,
  cancelled: 0,
  subscribed: 0,
  unsubscribed: 0,
});
