import { planCopy } from "~/content/plan";
import { ENGAGEMENT_PARAM, SERVICE_PARAM } from "~/site";
import { serviceOptions } from "./contact-services";
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

/**
 * The service a service page's link chose (`/contact?service=ai-consulting`): one of the form's own
 * options. Null without one; undefined for a value that is none of them (the page then leads back
 * to plain /contact).
 */
export function servicePrefill(url: URL): string | null | undefined {
  const slug = url.searchParams.get(SERVICE_PARAM);
  if (slug === null) return null;
  return serviceOptions.some((option) => option.value === slug) ? slug : undefined;
}
