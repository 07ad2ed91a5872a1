/** The bookings' own words: the booking pages, their errors, and the staff's screens. */

import type { Toast } from "~/ui/toasts/toast";

/** What a person can fix, shown in place (each with a 4xx). */
export const bookingErrors = {
  slotTaken: "That time was just taken; here are the nearest free ones",
  slotUnavailable: "That time is no longer offered. Please choose another.",
  slotRequired: "Please choose a time",
  topicRequired: "Please choose what you would like to talk about",
  timeZoneInvalid: "Please choose a time zone from the list",
  companyLong: "Company must be 100 characters or less",
  noteLong: "Note must be 2000 characters or less",
  tooManyUpcoming:
    "You already have 2 upcoming consultations booked. Please cancel or attend one before booking another.",
  linkInvalid: "This link is not valid, or the meeting is over. Please book a new consultation.",
  alreadyCancelled: "This consultation was cancelled.",
  moveLimit:
    "This consultation has already been moved 3 times, the most we allow. You can still cancel it and book another time.",
  confirmLinkInvalid: "This confirmation link is not valid or has expired (it works for an hour). Please book again.",
  confirmLinkUsed: "This link has already been used: the consultation it asked for was booked.",
  noShowEarly: "Only a confirmed consultation that has started can be marked as a no-show.",
  reasonLong: "Reason must be 500 characters or less",
  availabilityHours: "Please write hours as HH:MM–HH:MM, e.g. 10:00-13:00, each range ending after it starts",
  availabilityLength: "Meeting length must be between 15 and 120 minutes",
  availabilityBuffer: "Buffer must be between 0 and 120 minutes",
  availabilityDays: "Please write blocked days as YYYY-MM-DD, one a line",
  availabilityLink: "Please enter the meeting link as a full https:// address",
} as const;

export const BOOKING_LIMITS = {
  company: { max: 100 },
  note: { max: 2000 },
  reason: { max: 500 },
  meetingLink: { max: 500 },
} as const;

export const bookingToasts = {
  booked: { kind: "success", title: "Consultation booked", description: "We have e-mailed you the invitation." },
  rescheduled: {
    kind: "success",
    title: "Consultation moved",
    description: "We have e-mailed you the updated invitation.",
  },
  cancelled: {
    kind: "success",
    title: "Consultation cancelled",
    description: "We have e-mailed you the cancellation.",
  },
  availabilitySaved: { kind: "success", title: "Availability saved", description: "Visitors now see your new hours." },
  staffCancelled: { kind: "success", title: "Consultation cancelled", description: "The client has been e-mailed." },
  noShowMarked: { kind: "success", title: "Marked as no-show", description: "The booking is kept as a no-show." },
  feedCreated: {
    kind: "success",
    title: "New calendar feed address",
    description: "Subscribe to it in your calendar; any older address no longer works.",
  },
  feedRevoked: { kind: "success", title: "Calendar feed turned off", description: "Its address no longer works." },
} as const satisfies Record<string, Toast>;

/** Saved, but some upcoming bookings fall outside the new availability: they stay; which they are. */
export function availabilityOutsideToast(bookings: readonly string[]): Toast {
  return {
    kind: "info",
    title: "Availability saved",
    description: `${bookings.length === 1 ? "This upcoming consultation falls" : `These ${bookings.length} upcoming consultations fall`} outside your new availability and stay booked: ${bookings.join("; ")}. Cancel any you cannot attend from Bookings.`,
  };
}

/** The words of /book and the confirmation and manage pages. */
export const bookPageText = {
  title: "Schedule a Consultation",
  metaDescription:
    "Book a free 30-minute consultation with ADRIG's team at a time that suits you, in your own time zone.",
  manageLink: "Reschedule or cancel",
  moveTitle: "Move to another time",
  intro:
    "Pick a 30-minute video call with our team. Times are shown in your time zone; we work in India Standard Time (IST).",
  topic: "What would you like to talk about?",
  timeZone: "Your time zone",
  showTimes: "Show times",
  zoneHint: 'Type a city or a region, e.g. "New York", "London" or "Asia/Tokyo", and choose it from the list.',
  timesIn: (label: string, zone: string) => `Times below are in ${label} · ${zone}.`,
  istNote: "Our team works in India Standard Time (IST, UTC+05:30).",
  day: "Day",
  time: "Time",
  /** The calendar: a month at a time, the days with free times marked and linked. */
  calendar: "Choose a day",
  freeDaysNote: "Days with free times are marked with a dot.",
  previousMonth: (month: string) => `Previous month, ${month}`,
  nextMonth: (month: string) => `Next month, ${month}`,
  freeTimes: (n: number) => (n === 1 ? "1 free time" : `${n} free times`),
  weekdays: [
    ["Mon", "Monday"],
    ["Tue", "Tuesday"],
    ["Wed", "Wednesday"],
    ["Thu", "Thursday"],
    ["Fri", "Friday"],
    ["Sat", "Saturday"],
    ["Sun", "Sunday"],
  ],
  /** The chosen day's times: who hosts them, and those outside 8:00–21:00 where the visitor is. */
  timesOn: (day: string) => `Times on ${day}`,
  withHost: (names: readonly string[]) => `With ${names.join(" or ")}, ADRIG`,
  hostOfSlot: (name: string) => `with ${name}`,
  yourTime: (time: string) => `${time} your time`,
  offHoursNote: "Times marked “your time” are before 8 AM or after 9 PM where you are.",
  noSlots: "No times are free in the next 30 days. Please write to us from the contact page instead.",
  details: "Your details",
  company: "Company (optional)",
  note: "Anything we should know before the call? (optional)",
  submit: "Book the consultation",
  busy: "Booking...",
  nearest: "Nearest free times",
  confirmedTitle: "Your consultation is booked",
  confirmedIntro: "We have e-mailed you an invitation with the meeting link. Add it to your calendar:",
  manageLinkMailed:
    "We have e-mailed you a private link to reschedule or cancel. For your security it is sent only by e-mail, to the address you gave.",
  google: "Add to Google Calendar",
  outlook: "Add to Outlook",
  ics: "Download the invitation (.ics)",
  manageTitle: "Your consultation",
  reschedule: "Move to this time",
  rescheduleBusy: "Moving...",
  cancel: "Cancel the consultation",
  /** The manage page asks once before cancelling: this link opens the question (a page of its own without JavaScript). */
  cancelStart: "Cancel the consultation…",
  cancelAsk: "Cancel this consultation?",
  cancelExplain: (when: string) =>
    `Your consultation on ${when} will be cancelled, and we will e-mail you the cancellation for your calendar. You can book another time afterwards.`,
  cancelReason: "Reason (optional)",
  cancelConfirm: "Yes, cancel it",
  cancelKeep: "Keep it",
  cancelledNotice: "This consultation is cancelled.",
  previously: "Previously",
  movesLeft: (n: number) => (n === 1 ? "You can move it once more." : `You can move it ${n} more times.`),
  bookAnother: "Book another time",
  inIst: "In IST",
  confirmByMailNote:
    "Without JavaScript we cannot run the human check, so we will e-mail you a link: your consultation is booked when you follow it (within an hour), if the time is still free.",
  confirmTitle: "Confirm your consultation",
  confirmIntro: "You asked for this consultation. It is booked once you confirm, if the time is still free.",
  confirmButton: "Confirm the booking",
  confirmBusy: "Confirming...",
  mailedTitle: "Check your inbox",
  mailedText:
    "We have e-mailed you a link to confirm your consultation. It works for an hour; the time is yours once you follow it, if it is still free then.",
  signedInAs: (email: string) => `Booking as ${email}`,
} as const;

/** The staff's booking pages (/admin/availability, /admin/bookings). */
export const bookingStaffText = {
  availabilityTitle: "Availability",
  yourAvailability: "Your availability",
  feedTitle: "Calendar feed",
  bookingsTitle: "Bookings",
  upcoming: "Upcoming",
  upcomingEmpty: "No consultations booked.",
  past: "Past",
  pastEmpty: "No past consultations yet.",
  cancelled: "Cancelled",
  cancelledEmpty: "None cancelled.",
  filter: "Whose bookings",
  all: "Everyone's",
  mine: "Mine",
  pager: (list: string) => `${list} pages`,
  previous: "Previous",
  next: "Next",
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  /** A booking's card: where the meeting is held, and the cancel form behind a disclosure. */
  meeting: "Meeting:",
  cancelDisclosure: "Cancel this consultation…",
} as const;
