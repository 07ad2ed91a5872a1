import { planCopy } from "~/content/plan";
import { serviceOptions } from "~/conversations";

/**
 * What a consultation can be about: the engagements of /plan, then the service categories, then
 * "Something else". A topic's value names its kind ("engagement:build", "service:ai-consulting"),
 * so an engagement and a category with the same slug stay apart.
 */
export type Topic = { value: string; label: string };

const GENERAL_TOPIC = "general";

export const topics: readonly Topic[] = [
  ...planCopy.engagements.map((e) => ({ value: `engagement:${e.slug}`, label: `${e.name} engagement` })),
  ...serviceOptions.filter((o) => o.value !== "other").map((o) => ({ value: `service:${o.value}`, label: o.label })),
  { value: GENERAL_TOPIC, label: "Something else" },
];

export function topicLabel(value: string): string {
  return topics.find((t) => t.value === value)?.label ?? "Consultation";
}

/** The topic a link chose (`?engagement=` or `?service=`), when it names one; else none. */
export function topicFromQuery(params: URLSearchParams): string | null {
  const engagement = params.get("engagement");
  const service = params.get("service");
  const wanted = engagement ? `engagement:${engagement}` : service ? `service:${service}` : null;
  return wanted && topics.some((t) => t.value === wanted) ? wanted : null;
}

/** The contact form's service value for a topic (a category's), or null. */
export function serviceOfTopic(value: string): string | null {
  return value.startsWith("service:") ? value.slice("service:".length) : null;
}
