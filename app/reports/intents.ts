import { declareIntents } from "~/ui/forms/intents";

/**
 * The intent of the reports page's one form, written here only: the form posts it
 * (components/office-hours-form.tsx), office-hours-actions.server.ts handles it.
 */
export const officeHoursIntents = declareIntents({ save: "office-hours" });
