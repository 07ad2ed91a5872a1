import { Link } from "react-router";
import { socialCardPath } from "~/content/derive";
import { getCategory, serviceIllustrationPath, servicePath, subServicePath } from "~/content/services";
import { pickServiceDetail, Section, ServiceDetailTemplate, serviceCategoryText } from "~/site";

import { notFound } from "~/site/index.server";

import { Icon } from "~/ui/icons";
import { seo } from "~/ui/seo";
import type { Route } from "./+types/service-category";

/** A service hub: `/services/{category}`, one of the eight categories. */
export function loader({ params, request }: Route.LoaderArgs) {
  const category = getCategory(params.category);
  if (!category) notFound(request);
  return {
    path: servicePath(category),
    slug: category.slug,
    metaDescription: category.metaDescription,
    content: pickServiceDetail(category),
    illustration: serviceIllustrationPath(category),
    subServices: category.subServices.map((sub) => ({
      title: sub.title,
      shortDescription: sub.shortDescription,
      path: subServicePath(category, sub),
    })),
  };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: args.loaderData?.content.title,
    description: args.loaderData?.metaDescription,
    canonicalUrl: args.loaderData?.path,
    ogImage: args.loaderData ? socialCardPath(args.loaderData.path) : undefined,
  });

export default function ServiceCategoryPage({ loaderData }: Route.ComponentProps) {
  const { content, subServices, illustration, slug } = loaderData;
  return (
    <ServiceDetailTemplate
      content={content}
      images={{ hero: illustration, howItWorks: null, keyBenefits: null }}
      service={slug}
    >
      <Section title={serviceCategoryText.subServices(content.title)}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {subServices.map((sub) => (
            <li key={sub.path}>
              <Link
                to={sub.path}
                className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-colors hover:border-brand-400"
              >
                <span className="text-lg font-bold text-navy-900 group-hover:text-brand-700">{sub.title}</span>
                <span className="mt-2 flex-1 leading-relaxed text-muted">{sub.shortDescription}</span>
                <span className="mt-4 inline-flex items-center gap-1.5 font-bold text-brand-700" aria-hidden="true">
                  {`${serviceCategoryText.explore} `}
                  <Icon name="arrow-right" className="h-4 w-4" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </ServiceDetailTemplate>
  );
}
