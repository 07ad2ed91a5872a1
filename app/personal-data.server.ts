import type { PersonalDataPart } from "~/accounts/index.server";
import { bookingsPersonalData } from "~/bookings/index.server";
import { conversationsPersonalData } from "~/conversations/index.server";
import { newsletterPersonalData } from "~/newsletter/index.server";

/**
 * The one place that lists every other domain's part of a person's data, for "Download my data"
 * (app/routes/account-data.ts) and for deleting the account (app/routes/account.tsx), as
 * workers/cron/retention.ts lists the retention rules. The download's keys follow this order.
 */
export function personalDataParts(env: Env): readonly PersonalDataPart[] {
  return [newsletterPersonalData, conversationsPersonalData(env.ATTACHMENTS), bookingsPersonalData(env)];
}
