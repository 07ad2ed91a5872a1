import { socialCardPath } from "~/content/derive";
import { buildEngagements } from "~/content/derive-pages";
import { planCopy } from "~/content/plan";
import { processCopy } from "~/content/process";
import { catalogue } from "~/content/services";
import { PlanView, type PlanViewData } from "~/site";
import { seo } from "~/ui/seo";
import type { Route } from "./+types/plan";

/**
 * `/plan` ("How We Engage"): the engagement models with the timeframes the service pages state,
 * what each includes, what the client provides and receives, the process and the FAQ. Every text
 * comes from app/content/plan.yml, process.yml (the way we work, told in full here only) and the
 * catalogue.
 */
export function loader(): PlanViewData {
  const { engagements: _written, ...copy } = planCopy;
  return { copy, engagements: buildEngagements(planCopy, catalogue), process: processCopy };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: args.loaderData?.copy.title,
    description: args.loaderData?.copy.metaDescription,
    ogImage: socialCardPath("/plan"),
  });

/** A content page (routes/content-layout.tsx): its markup is the browser's as sent. */
export default function PlanPage({ loaderData }: Route.ComponentProps) {
  return <PlanView {...loaderData} />;
}
