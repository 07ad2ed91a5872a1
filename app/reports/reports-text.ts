import type { Toast } from "~/ui/toasts/toast";

/**
 * Every word of the reports page (/admin/reports), its charts, tables and CSV downloads, and
 * the office hours form (docs/reports.md says what each figure counts).
 */
export const reportsPageText = {
  title: "Reports",
  intro:
    "What the site brings in, how fast we answer and what becomes of it. Days are India Standard Time days; each figure stands beside the previous range of the same length.",
  rangeLegend: "Range",
  ranges: {
    "7": "Last 7 days",
    "30": "Last 30 days",
    "90": "Last 90 days",
    month: "A calendar month",
    dates: "Between two dates",
  },
  monthLabel: "Month",
  fromLabel: "From",
  toLabel: "To",
  show: "Show",
  showing: (from: string, to: string, days: number) => `${from} to ${to} (${days} ${days === 1 ? "day" : "days"}, IST)`,
  comparedWith: (from: string, to: string) => `Compared with ${from} to ${to}.`,
  byWeek: "Over 31 days, the series are by week (Monday to Sunday).",
  previous: "Previous",
  change: "Change",
  noChange: "no earlier figure",
  csv: (title: string) => `Download “${title}” as CSV`,
  csvShort: "CSV",
  tableRegion: (title: string) => `${title}: numbers`,
  chartSummary: (total: string, top: string | null) => (top ? `Total ${total}; highest: ${top}.` : `Total ${total}.`),
  empty: "Nothing in this range.",
  sections: {
    leads: "Leads",
    speed: "Speed",
    when: "When conversations arrive",
    newsletter: "Newsletter",
  },
  /** The sections' links, in the page's order. */
  sectionNav: "Report sections",
  sectionLinks: { leads: "Leads", speed: "Speed", when: "When", newsletter: "Newsletter" },
  errors: {
    range: "Choose one of the ranges.",
    month: "Enter a month as YYYY-MM.",
    dates: "Enter both dates as YYYY-MM-DD.",
    order: "The first date must not be after the second.",
    tooLong: "Choose at most 366 days.",
    table: "There is no such table.",
    section: "Choose one of the sections.",
  },
  officeHours: {
    title: "Office hours",
    description:
      "Time to first reply “within office hours” counts only these hours (IST). A first reply is measured against the hours set when it is sent.",
    days: "Office days",
    start: "Opens at",
    end: "Closes at",
    save: "Save office hours",
    weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  },
} as const;

/** The figures' labels. */
export const figureText = {
  conversations: "New conversations",
  bookingsMade: "Consultations booked",
  held: "Consultations held",
  noShows: "No-shows",
  cancelled: "Consultations cancelled",
  firstReplyMedian: "First reply, median",
  firstReplyP90: "First reply, 90th percentile",
  officeMedian: "First reply in office hours, median",
  officeP90: "First reply in office hours, 90th percentile",
  withinPromise: (replyTime: string) => `Answered within ${replyTime}`,
  closeMedian: "Time to close, median",
  closeP90: "Time to close, 90th percentile",
  repliesPerConversation: "Replies per closed conversation",
  subscribers: "Confirmed subscribers at the end",
  subscribed: "New subscribers",
  unsubscribed: "Unsubscribed",
  recipients: "Newsletter mails sent",
} as const;

/** The tables: title, sentence, and the columns' and rows' words. */
export const tableText = {
  day: "Day",
  week: "Week from",
  channels: {
    title: "New conversations by channel",
    description: "New conversations each day or week, by how they came.",
    form: "Contact form",
    email: "E-mail",
    booking: "Booking",
    total: "Total",
  },
  count: "Conversations",
  services: { title: "By service", description: "New conversations by the service they are about.", row: "Service" },
  fromPages: {
    title: "Pages they came from",
    description: "The 10 pages where “Contact” or “Schedule a Consultation” was pressed most.",
    row: "Page",
  },
  landingPages: {
    title: "First pages of the visit",
    description: "The 10 pages most visits that became a conversation began on.",
    row: "Page",
  },
  referrers: {
    title: "Referring sites",
    description: "The 10 sites that linked to the visits that became conversations.",
    row: "Site",
  },
  campaigns: { title: "Campaigns", description: "The 10 UTM campaigns conversations came from most.", row: "Campaign" },
  bookings: {
    title: "Consultations",
    description: "Consultations booked each day or week, and what became of those on each day.",
    made: "Booked",
    held: "Held",
    noShows: "No-show",
    cancelled: "Cancelled",
    upcoming: "Still to come",
  },
  firstReplies: {
    title: "Time to first reply",
    description: "First replies sent each day or week: how long the conversation had waited, in hours.",
    answered: "First replies",
    median: "Median (h)",
    p90: "90th percentile (h)",
    officeMedian: "Office hours median (h)",
    officeP90: "Office hours 90th percentile (h)",
    withinPromise: "Within the promise",
  },
  closings: {
    title: "Closed conversations",
    description: "Conversations closed each day or week, how long they had been open, in hours, and our replies.",
    closed: "Closed",
    median: "Median time to close (h)",
    p90: "90th percentile (h)",
    replies: "Replies per conversation",
  },
  staff: {
    title: "By staff member",
    description: "Replies sent, conversations closed and the median first reply of each staff member.",
    row: "Staff member",
    replies: "Replies sent",
    closed: "Closed",
    medianFirstReply: "Median first reply (h)",
    previousReplies: "Replies sent before",
    former: "Former staff member",
  },
  hours: {
    title: "Weekday and hour",
    description: "New conversations by weekday and hour of the day (IST).",
    row: "Weekday",
    weekdays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
  },
  subscribers: {
    title: "Confirmed subscribers",
    description: "Confirmed newsletter subscribers at the end of each week.",
    confirmed: "Confirmed",
  },
  subscriberChanges: {
    title: "New and unsubscribed per week",
    description: "Addresses that confirmed, and confirmed addresses that left, each week.",
    new: "New",
    left: "Unsubscribed",
  },
  issues: {
    title: "Recipients per issue",
    description: "Each newsletter issue sent in the range and how many subscribers it went to.",
    row: "Issue",
    recipients: "Recipients",
  },
  previous: "Previous range",
  notKnown: "Not known",
  direct: "Direct or not known",
  noCampaign: "No campaign",
  noService: "Not given",
} as const;

export const reportsToasts = {
  officeHoursSaved: { kind: "success", title: "Office hours saved" },
} as const satisfies Record<string, Toast>;

/** The office hours form's rules. */
export const officeHoursFieldText = {
  days: "Choose at least one office day",
  time: "Enter a time as HH:MM",
  order: "Closing time must be after opening time",
} as const;
