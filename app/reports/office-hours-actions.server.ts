import type { Db } from "~/platform/db/client.server";
import { intentTable } from "~/platform/http/intents.server";
import { redirectWithToast } from "~/platform/http/toast.server";
import { ADMIN_REPORTS_PATH } from "~/staff";
import { officeHoursIntents } from "./intents";
import { saveOfficeHoursFrom } from "./page.server";
import { reportsToasts } from "./reports-text";

/** What the reports page hands its form's handler: the database, and the page to go back to (its range kept). */
type ReportsPageContext = { db: Db; back: string };

/** The office hours (office-hours-form.tsx): saved, then back to the same range with a toast. */
export const officeHoursActions = intentTable<ReportsPageContext, Response>(ADMIN_REPORTS_PATH, [
  {
    [officeHoursIntents.save]: async ({ db, back }, body) => {
      await saveOfficeHoursFrom(db, body, new Date());
      return redirectWithToast(back, reportsToasts.officeHoursSaved);
    },
  },
]);
