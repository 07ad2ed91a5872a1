import { planCopy } from "~/content/plan";
import { ENGAGEMENT_PARAM } from "~/site";
import { formPrefill } from "./texts";

/**
 * The message a link from /plan puts in the contact form: "I would like to discuss: {engagement}",
 * with the name looked up from the slug (app/site/contact-prefill.ts). Null without a slug;
 * undefined for a slug that names no engagement (the page then leads back to plain /contact).
 */
export function engagementPrefill(url: URL): string | null | undefined {
  const slug = url.searchParams.get(ENGAGEMENT_PARAM);
  if (slug === null) return null;
  const engagement = planCopy.engagements.find((candidate) => candidate.slug === slug);
  return engagement ? formPrefill.discussEngagement(engagement.name) : undefined;
}
