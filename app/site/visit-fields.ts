/**
 * The names a lead's visit travels under (./visit.ts), in a module that imports nothing: the tab's
 * recorder (./visit-recorder.ts, a content page's module of its own) and the forms share them
 * without the recorder bringing anything else to every page.
 */

/** Each part's field in a form post. */
export const VISIT_FIELDS = {
  landingPage: "visit_landing",
  fromPage: "visit_from",
  referrerHost: "visit_referrer",
  utmSource: "visit_utm_source",
  utmMedium: "visit_utm_medium",
  utmCampaign: "visit_utm_campaign",
} as const;

/** The attribute of a form that sends the visit with it (the contact form, the booking form). */
export const VISIT_FORM_ATTRIBUTE = "data-visit-form";

/**
 * The pages whose links record the page they were pressed on: `/contact` and `/book` (the site's
 * CONTACT_PATH and BOOK_PATH; tests/worker/reports-page.test.ts holds them equal).
 */
export const LEAD_PATHS: readonly string[] = ["/contact", "/book"];
