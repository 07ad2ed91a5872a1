import { Link } from "react-router";
import { SUCCESS_STORIES_ANCHOR } from "~/content/derive-pages";
import type { SubService } from "~/content/services/types";
import { bookHref } from "~/site/book-link";
import { contactHref } from "~/site/contact-prefill";
import { callToActionText } from "~/site/texts";
import { ButtonLink } from "~/ui/button-link";
import { Icon } from "~/ui/icons";
import { PageHero } from "~/ui/page/page-hero";
import { NumberedSteps } from "../numbered-steps";
import { Breadcrumb, type Crumb } from "./breadcrumb";
import { ExtraSection } from "./extra-section";
import { CardGrid, CheckList, ClosingCta, Illustration, Section } from "./parts";

export type SubServicePageContent = {
  sub: SubService;
  /** Home > Services > parent > this page. */
  crumbs: Crumb[];
  /** The parent service (its slug is the service the contact form and /book preselect) and the other pages under it. */
  parent: { slug: string; title: string; path: string };
  /** The parent hub's own illustration. */
  illustration: string;
  siblings: { title: string; path: string }[];
};

/**
 * The sub-service template (docs/product-spec.md §2): all 28 `/services/{category}/{sub}` pages.
 * `origin` is the configured site origin, for the absolute URLs of the breadcrumb's JSON-LD.
 */
export function SubServiceTemplate({ page, origin }: { page: SubServicePageContent; origin: string }) {
  const { sub, parent, siblings } = page;
  return (
    <>
      <PageHero
        title={sub.title}
        intro={sub.shortDescription}
        before={<Breadcrumb crumbs={page.crumbs} origin={origin} />}
      />

      <div className="px-6 py-16 sm:py-20">
        <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-[1.2fr_1fr]">
          <div>
            {sub.description.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg leading-relaxed text-ink first:mt-0">
                {paragraph}
              </p>
            ))}
            <ButtonLink to={bookHref({ service: parent.slug })} className="mt-8">
              Schedule a Consultation
            </ButtonLink>
          </div>
          <Illustration src={page.illustration} />
        </div>
      </div>

      <Section title="Key Features" tone="tint">
        <CardGrid cards={sub.keyFeatures} />
      </Section>

      <Section title="How Your Business Benefits">
        <NumberedSteps
          steps={sub.benefits}
          className="grid gap-x-10 gap-y-8 md:grid-cols-2"
          itemClassName="flex gap-5"
        />
      </Section>

      <Section title="Success Stories" tone="tint" id={SUCCESS_STORIES_ANCHOR}>
        <ul className={`grid gap-6 md:grid-cols-2 ${sub.caseStudies.length === 3 ? "lg:grid-cols-3" : ""}`}>
          {sub.caseStudies.map((story, index) => (
            <li key={story.title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm font-bold uppercase tracking-wider text-brand-700">{`Case Study ${index + 1}`}</p>
                {/* Only a client who is named can be asked: an anonymous story claims nothing it cannot show. */}
                {story.client ? (
                  <p className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-bold text-green-800">
                    <Icon name="check" className="h-3.5 w-3.5" />
                    Verified Results
                  </p>
                ) : null}
              </div>
              <h3 className="mt-4 text-lg font-bold text-navy-900">{story.title}</h3>
              {story.client ? <p className="mt-1 text-sm font-semibold text-navy-900">{story.client}</p> : null}
              <p className="mt-2 leading-relaxed text-muted">{story.description}</p>
              <CheckList items={story.results} className="mt-5 flex-1 text-sm font-semibold text-navy-900" />
              <Link
                to={contactHref(parent.slug)}
                className="mt-6 inline-flex items-center gap-1.5 self-start font-bold text-brand-700 underline-offset-4 hover:underline"
              >
                {callToActionText.contactAbout(sub.title)}
                <Icon name="arrow-right" className="h-4 w-4" />
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      {sub.extra ? <ExtraSection section={sub.extra} tone="white" /> : null}

      <nav aria-label={`More ${parent.title} services`} className="border-t border-slate-200 bg-white px-6 py-12">
        <div className="mx-auto max-w-6xl">
          <p className="text-lg font-bold text-navy-900">More {parent.title} services</p>
          <ul className="mt-4 flex flex-wrap gap-3">
            {siblings.map((sibling) => (
              <li key={sibling.path}>
                <Link
                  to={sibling.path}
                  className="inline-block rounded-full border border-slate-300 px-4 py-2 font-semibold text-navy-900 hover:border-brand-600 hover:text-brand-700"
                >
                  {sibling.title}
                </Link>
              </li>
            ))}
            <li>
              <Link
                to={parent.path}
                className="inline-flex items-center gap-1.5 py-2 font-bold text-brand-700 underline underline-offset-4"
              >
                All {parent.title} services
                <Icon name="arrow-right" className="h-4 w-4" />
              </Link>
            </li>
          </ul>
        </div>
      </nav>

      <ClosingCta
        title="Ready to Get Started?"
        text="Tell us about your goals, your systems and your timeline, and the people who would do the work will reply with a clear next step."
        action="Contact Our Team"
        to={contactHref(parent.slug)}
      />
    </>
  );
}
