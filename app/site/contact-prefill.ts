/**
 * Links that still open /contact with an engagement (`/contact?engagement=build`, from before
 * "Schedule a Consultation" opened /book) name it in the message field. The link carries the
 * engagement's slug, never free text: the contact page looks the name up in the content, so
 * nobody can put words of their choosing into a visitor's message box through a link. An unknown
 * slug is ignored (the page leads back to plain /contact).
 */
export const ENGAGEMENT_PARAM = "engagement";
