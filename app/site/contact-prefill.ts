/**
 * Links that still open /contact with an engagement (`/contact?engagement=build`, from before
 * "Schedule a Consultation" opened /book) name it in the message field. The link carries the
 * engagement's slug, never free text: the contact page looks the name up in the content, so
 * nobody can put words of their choosing into a visitor's message box through a link. An unknown
 * slug is ignored (the page leads back to plain /contact).
 */
export const ENGAGEMENT_PARAM = "engagement";

/**
 * A service page's "Contact us about …" opens the form with its service chosen
 * (`/contact?service=ai-consulting`): the value is one of the form's own options, checked on the
 * contact page; an unknown one leads back to plain /contact.
 */
export const SERVICE_PARAM = "service";

export const CONTACT_PATH = "/contact";

/** "/contact", or "/contact?service=ai-consulting" from a hub, a sub-service or a product page. */
export function contactHref(service?: string | null): string {
  return service ? `${CONTACT_PATH}?${SERVICE_PARAM}=${encodeURIComponent(service)}` : CONTACT_PATH;
}
