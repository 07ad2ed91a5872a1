import { Link } from "react-router";
import { overviewSections, serviceCategories, servicePath } from "~/content/services";
import { BOOK_PATH, ClosingCta, callToActionText, contactHref, HeadedText, Section, servicesPageText } from "~/site";

import { ButtonLink } from "~/ui/button-link";
import { Icon } from "~/ui/icons";
import { PageHero } from "~/ui/page/page-hero";
import { seo } from "~/ui/seo";
import type { Route } from "./+types/services";

/** The services overview: six sections on this page, and the two remaining hubs linked below them. */
export function loader() {
  const onThisPage = new Set<string>(overviewSections.map((section) => section.id));
  return {
    sections: overviewSections.map((section) => ({ ...section, hubPath: servicePath(section.id) })),
    moreServices: serviceCategories
      .filter((category) => !onThisPage.has(category.slug))
      .map((category) => ({
        title: category.title,
        shortDescription: category.shortDescription,
        path: servicePath(category),
      })),
  };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: servicesPageText.metaTitle,
    description: servicesPageText.metaDescription,
  });

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { sections, moreServices } = loaderData;
  return (
    <>
      <PageHero title={servicesPageText.title} intro={servicesPageText.intro}>
        <nav aria-label={servicesPageText.onThisPage} className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-block rounded-full border border-white/60 px-4 py-2 text-sm font-semibold hover:bg-white/10"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>

      {sections.map((section, index) => (
        <Section
          key={section.id}
          id={section.id}
          title={section.title}
          intro={section.subtitle}
          tone={index % 2 === 0 ? "white" : "tint"}
        >
          <div className="grid gap-10 lg:grid-cols-2">
            <div>
              <p className="text-lg leading-relaxed text-ink">{section.description}</p>
              <h3 className="mt-8 text-xl font-bold text-navy-900">{servicesPageText.howItWorks}</h3>
              <p className="mt-3 leading-relaxed text-muted">{section.howItWorks}</p>
            </div>
            <div>
              <h3 className="text-xl font-bold text-navy-900">{servicesPageText.benefits}</h3>
              <ul className="mt-4 space-y-3">
                {section.benefits.map((benefit) => (
                  <li
                    key={benefit.title}
                    className="rounded-xl border-l-4 border-brand-600 bg-white px-5 py-3.5 leading-relaxed shadow-sm"
                  >
                    <HeadedText title={benefit.title} text={benefit.text} />
                  </li>
                ))}
              </ul>
              <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
                <ButtonLink to={contactHref(section.id)}>{callToActionText.contactAbout(section.title)}</ButtonLink>
                <Link
                  to={section.hubPath}
                  className="inline-flex items-center gap-1.5 font-bold text-brand-700 underline underline-offset-4"
                >
                  {servicesPageText.seeAll(section.title)}
                  <Icon name="arrow-right" className="h-4 w-4" />
                </Link>
              </div>
            </div>
          </div>
        </Section>
      ))}

      <Section title={servicesPageText.moreTitle} tone={sections.length % 2 === 0 ? "white" : "tint"}>
        <ul className="grid gap-6 md:grid-cols-2">
          {moreServices.map((service) => (
            <li key={service.path}>
              <Link
                to={service.path}
                className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-colors hover:border-brand-400"
              >
                <span className="text-xl font-bold text-navy-900 group-hover:text-brand-700">{service.title}</span>
                <span className="mt-2 leading-relaxed text-muted">{service.shortDescription}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <ClosingCta
        title={servicesPageText.closingTitle}
        text={servicesPageText.closingText}
        action={servicesPageText.closingAction}
        to={BOOK_PATH}
      />
    </>
  );
}
