import { socialCardPath } from "~/content/derive";
import {
  getCategory,
  getSubService,
  parentTitleOf,
  serviceIllustrationPath,
  servicePath,
  subServicePath,
} from "~/content/services";
import { getRequestContext } from "~/platform/http/request-context.server";
import { SubServiceTemplate, subServiceText } from "~/site";
import { notFound } from "~/site/index.server";

import { seo } from "~/ui/seo";
import type { Route } from "./+types/sub-service";

/** A sub-service page: `/services/{category}/{sub}`, 28 in all. */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const category = getCategory(params.category);
  const sub = getSubService(params.category, params.sub);
  if (!category || !sub) notFound(request);
  const parent = { slug: category.slug, title: parentTitleOf(category), path: servicePath(category) };
  const path = subServicePath(category, sub);
  return {
    path,
    origin: getRequestContext(context).env.SITE_ORIGIN,
    page: {
      sub,
      parent,
      illustration: serviceIllustrationPath(category),
      crumbs: [
        { name: subServiceText.home, path: "/" },
        { name: subServiceText.services, path: "/services" },
        { name: parent.title, path: parent.path },
        { name: sub.title, path },
      ],
      siblings: category.subServices
        .filter((sibling) => sibling !== sub)
        .map((sibling) => ({ title: sibling.title, path: subServicePath(category, sibling) })),
    },
  };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: args.loaderData?.page.sub.title,
    description: args.loaderData?.page.sub.metaDescription,
    canonicalUrl: args.loaderData?.path,
    ogImage: args.loaderData ? socialCardPath(args.loaderData.path) : undefined,
  });

export default function SubServicePage({ loaderData }: Route.ComponentProps) {
  return <SubServiceTemplate page={loaderData.page} origin={loaderData.origin} />;
}
