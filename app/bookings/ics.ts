/**
 * iCalendar (RFC 5545) for bookings (docs/decisions/028-calendar-format-and-time-zones.md): one
 * VEVENT per booking with a stable UID (the booking's id), times in UTC ("…Z", no VTIMEZONE
 * needed), SEQUENCE raised on each change. An invitation is METHOD:REQUEST, a cancellation
 * METHOD:CANCEL with STATUS:CANCELLED; the staff's feed is METHOD:PUBLISH.
 */

export type CalendarEvent = {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  /** When this version of the event was made (DTSTAMP). */
  stamp: Date;
  summary: string;
  description: string;
  location: string;
  url?: string;
  organizer: { name: string; email: string };
  attendee?: { name: string; email: string };
  cancelled?: boolean;
};

const PRODID = "-//ADRIG Technologies//Consultations//EN";

/** 20261026T043000Z */
function icsTime(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
function escapeText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** A parameter value (CN): quoted, with the characters a quoted value cannot hold removed. */
function paramValue(text: string): string {
  return `"${text.replace(/["\p{Cc}]/gu, "")}"`;
}

/** Lines longer than 75 octets are folded: CRLF and a space, never inside a UTF-8 character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

function eventLines(event: CalendarEvent): string[] {
  const lines = [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsTime(event.stamp)}`,
    `DTSTART:${icsTime(event.start)}`,
    `DTEND:${icsTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    `STATUS:${event.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`,
  ];
  if (event.attendee) {
    lines.push(
      `ATTENDEE;CN=${paramValue(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${event.attendee.email}`,
    );
  }
  if (event.url) lines.push(`URL:${event.url}`);
  if (!event.cancelled) {
    lines.push("BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Reminder", "TRIGGER:-PT15M", "END:VALARM");
  }
  lines.push("END:VEVENT");
  return lines;
}

/** A whole calendar object, CRLF line endings, folded. */
export function calendar(
  method: "REQUEST" | "CANCEL" | "PUBLISH",
  events: readonly CalendarEvent[],
  name?: string,
): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", `PRODID:${PRODID}`, "CALSCALE:GREGORIAN", `METHOD:${method}`];
  if (name) lines.push(`X-WR-CALNAME:${escapeText(name)}`);
  for (const event of events) lines.push(...eventLines(event));
  lines.push("END:VCALENDAR");
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

/** "Add to Google Calendar": Google's event template link. */
export function googleCalendarLink(event: CalendarEvent): string {
  const url = new URL("https://calendar.google.com/calendar/render");
  url.searchParams.set("action", "TEMPLATE");
  url.searchParams.set("text", event.summary);
  url.searchParams.set("dates", `${icsTime(event.start)}/${icsTime(event.end)}`);
  url.searchParams.set("details", event.description);
  url.searchParams.set("location", event.location);
  return url.toString();
}

/** "Add to Outlook": Outlook on the web's compose link (UTC times). */
export function outlookCalendarLink(event: CalendarEvent): string {
  const url = new URL("https://outlook.live.com/calendar/0/action/compose");
  url.searchParams.set("path", "/calendar/action/compose");
  url.searchParams.set("rru", "addevent");
  url.searchParams.set("subject", event.summary);
  url.searchParams.set("startdt", event.start.toISOString());
  url.searchParams.set("enddt", event.end.toISOString());
  url.searchParams.set("body", event.description);
  url.searchParams.set("location", event.location);
  return url.toString();
}
