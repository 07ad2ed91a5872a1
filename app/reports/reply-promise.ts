import { type OfficeHours, officeDaySeconds } from "./office-hours";

/**
 * The reply time /contact promises, read from the one place it is written (`contact.replyTime`
 * in app/content/site.yml, "one business day"): how long, and whether it is counted in office
 * hours (business days) or on the clock (days, hours).
 */
export type ReplyPromise = { seconds: number; officeHours: boolean };

const NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };

/** The promise in `text`, or null when it reads as none of "N business days", "N days", "N hours". */
export function replyPromiseOf(text: string, hours: OfficeHours): ReplyPromise | null {
  const match = /^(\w+)\s+(business\s+days?|working\s+days?|days?|hours?)$/i.exec(text.trim());
  if (!match) return null;
  const word = (match[1] as string).toLowerCase();
  const amount = /^\d+$/.test(word) ? Number(word) : NUMBERS[word];
  if (!amount) return null;
  const unit = (match[2] as string).toLowerCase();
  if (unit.startsWith("business") || unit.startsWith("working")) {
    return { seconds: amount * officeDaySeconds(hours), officeHours: true };
  }
  return { seconds: amount * (unit.startsWith("day") ? 86_400 : 3_600), officeHours: false };
}
