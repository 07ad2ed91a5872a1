import { socialCardPath } from "~/content/derive";
import { buildEngagements } from "~/content/derive-pages";
import { planCopy } from "~/content/plan";
import { catalogue } from "~/content/services";
import type { PlanViewData } from "~/site/components/plan/plan-view";
import { deferredModule } from "~/ui/deferred-module";
import { seo } from "~/ui/seo";
import { StaticIsland } from "~/ui/static-island";
import type { Route } from "./+types/plan";

/** The page's components: loaded before it renders, in the browser only for a client-side navigation. */
const view = deferredModule(() => import("~/site/components/plan/plan-view"));

/**
 * `/plan` ("How We Engage"): the engagement models with the timeframes the service pages state,
 * what each includes, what the client provides and receives, the process and the FAQ. Every text
 * comes from app/content/plan.yml and the catalogue.
 */
export async function loader(): Promise<PlanViewData> {
  await view.load();
  const { engagements: _written, ...copy } = planCopy;
  return { copy, engagements: buildEngagements(planCopy, catalogue) };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: args.loaderData?.copy.title,
    description: args.loaderData?.copy.metaDescription,
    ogImage: socialCardPath("/plan"),
  });

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => view.withData(serverLoader);

/**
 * Text, links and the FAQ's native disclosure: nothing on this page needs React in the browser,
 * so the first load keeps the server's markup and ships none of the page's components.
 */
export default function PlanPage({ loaderData }: Route.ComponentProps) {
  const View = view.current()?.PlanView;
  return <StaticIsland>{View ? <View {...loaderData} /> : null}</StaticIsland>;
}
