import type { OfficeHours } from "./office-hours";
import type { Report } from "./report";

/**
 * The report views this isolate has made (docs/reports.md, "Cached views"), kept for the state of
 * the roll-ups they were made from: `version` is `report_version`'s value when their rows were read
 * (in the same D1 batch), and any write to those rows gives it a new one. The few facts a view
 * reads from elsewhere (the staff's names, the newsletter issues) are kept with it and read again
 * before it is shown. Read only by the staff-only reports loader and CSV route (requireStaff
 * first); a few views, the least recently shown dropped first. A view is never changed once made.
 */
export type CachedView = {
  version: number;
  report: Report;
  officeHours: OfficeHours;
  /** The staff members the view names, by account id, and their names as they were (deleted: none). */
  staffIds: string[];
  staffNames: ReadonlyMap<string, string>;
  /** The newsletter issues the view lists, as JSON (null: the view lists none). */
  issues: string | null;
};

const MAX_VIEWS = 24;
const views = new Map<string, CachedView>();

/** A view's key: the section (or the whole report), the range, and today in IST (days before it are held). */
export const viewKey = (section: string | undefined, from: string, to: string, today: string) =>
  `${section ?? "all"}|${from}|${to}|${today}`;

export function cachedView(key: string): CachedView | undefined {
  const view = views.get(key);
  if (view) {
    views.delete(key);
    views.set(key, view);
  }
  return view;
}

export function keepView(key: string, view: CachedView): void {
  views.delete(key);
  views.set(key, view);
  for (const oldest of views.keys()) {
    if (views.size <= MAX_VIEWS) break;
    views.delete(oldest);
  }
}

/** Same names for the same accounts. */
export function sameNames(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): boolean {
  if (a.size !== b.size) return false;
  for (const [id, name] of a) if (b.get(id) !== name) return false;
  return true;
}
