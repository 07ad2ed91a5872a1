import { eq } from "drizzle-orm";
import type { Db } from "~/platform/db/client.server";
import { DEFAULT_OFFICE_HOURS, type OfficeHours } from "./office-hours";
import { reportSettings } from "./schema.server";

const OFFICE_HOURS = "office_hours";

/** The office hours staff set, or the default (Monday to Friday, 09:30 to 18:30 IST). */
export async function officeHoursOf(db: Db): Promise<OfficeHours> {
  const [row] = await db
    .select({ value: reportSettings.value })
    .from(reportSettings)
    .where(eq(reportSettings.name, OFFICE_HOURS))
    .limit(1);
  return row?.value ?? DEFAULT_OFFICE_HOURS;
}

/** Sets the office hours; first replies sent from now on are measured against them. */
export async function saveOfficeHours(db: Db, hours: OfficeHours, now: Date): Promise<void> {
  await db
    .insert(reportSettings)
    .values({ name: OFFICE_HOURS, value: hours, updatedAt: now })
    .onConflictDoUpdate({ target: reportSettings.name, set: { value: hours, updatedAt: now } });
}
