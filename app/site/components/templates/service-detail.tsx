import type { ReactNode } from "react";
import { Link } from "react-router";
import { PROCESS_PATH, processCopy, processStages } from "~/content/process";
import type { Benefit, CaseStudy, FaqItem, IconName } from "~/content/services/types";
import { bookHref } from "~/site/book-link";
import { contactHref } from "~/site/contact-prefill";
import { callToActionText } from "~/site/texts";
import { ButtonLink } from "~/ui/button-link";
import { PageHero } from "~/ui/page/page-hero";
import { FaqSection } from "./faq-section";
import { CheckList, ClosingCta, HeadedText, IconBadge, Illustration, NumberedSteps, Section } from "./parts";

/** What a service hub or a product page shows: the fields ServiceCategory and Product share. */
export type ServiceDetailContent = {
  title: string;
  /** A product's short name ("RBMS"), which its contact buttons say; a hub's buttons say its title. */
  name?: string;
  subtitle: string;
  description: string;
  icon: IconName;
  howItWorks: string;
  benefits: readonly Benefit[];
  caseStudies?: readonly CaseStudy[];
  faqItems?: readonly FaqItem[];
};

/** Picks the template's fields out of a category or a product, so a loader sends only what the page shows. */
export function pickServiceDetail(source: ServiceDetailContent): ServiceDetailContent {
  const { title, name, subtitle, description, icon, howItWorks, benefits, caseStudies, faqItems } = source;
  return { title, name, subtitle, description, icon, howItWorks, benefits, caseStudies, faqItems };
}

/**
 * The page's pictures: its own hero illustration, and for "How It Works" and "Key Benefits" an
 * illustration or `null` for none. Hubs pass `null`: each hub shows only its own picture, so no
 * picture is shared by two hubs (docs/decisions/014-routes-and-brand.md).
 */
export type ServiceDetailImages = { hero: string; howItWorks?: string | null; keyBenefits?: string | null };

const defaultImages = {
  howItWorks: "/images/services/default-how-it-works.svg",
  keyBenefits: "/images/services/default-key-features.svg",
};

/** The same three promises on every hub and product page (spec: "three fixed reassurance lines"). */
const reassurances = [
  "A free first consultation with a senior engineer, with no obligation to go further.",
  "A written proposal with fixed scope, timeline and cost before any work begins.",
  "One dedicated project lead who reports progress to you every week.",
];

/**
 * The service detail template (docs/product-spec.md §2): the eight service hubs and the three product
 * pages. `children` render after the description; hubs list their sub-services there.
 */
export function ServiceDetailTemplate({
  content,
  images,
  children,
  service,
}: {
  content: ServiceDetailContent;
  images: ServiceDetailImages;
  children?: ReactNode;
  /** The service the page is about (a hub's slug, a product's service): chosen in the contact form and on /book. */
  service: string;
}) {
  const image = { ...defaultImages, ...images };
  const contact = contactHref(service);
  const contactLabel = callToActionText.contactAbout(content.name ?? content.title);
  return (
    <>
      <PageHero
        title={content.title}
        intro={content.subtitle}
        before={<IconBadge name={content.icon} onDark />}
        aside={<Illustration src={image.hero} className="hidden lg:block" />}
      />

      <div className="px-6 py-16 sm:py-20">
        <div className="mx-auto max-w-3xl">
          <p className="text-lg leading-relaxed text-ink">{content.description}</p>
          <ButtonLink to={contact} className="mt-8">
            {contactLabel}
          </ButtonLink>
        </div>
      </div>

      {children}

      <Section title="How It Works" tone="tint">
        <div className={image.howItWorks ? "grid items-center gap-10 lg:grid-cols-2" : "max-w-3xl"}>
          {image.howItWorks ? <Illustration src={image.howItWorks} className="order-last lg:order-first" /> : null}
          <div>
            <p className="text-lg leading-relaxed text-ink">{content.howItWorks}</p>
            <CheckList items={reassurances} className="mt-6 text-navy-900" />
          </div>
        </div>
      </Section>

      <Section title="Key Benefits">
        <div className={image.keyBenefits ? "grid items-center gap-10 lg:grid-cols-2" : "max-w-3xl"}>
          <div>
            <ul className="space-y-4">
              {content.benefits.map((benefit) => (
                <li
                  key={benefit.title}
                  className="rounded-xl border-l-4 border-brand-600 bg-brand-50 px-5 py-4 leading-relaxed text-ink"
                >
                  <HeadedText title={benefit.title} text={benefit.text} />
                </li>
              ))}
            </ul>
            <ButtonLink to={contact} variant="secondary" className="mt-8">
              {contactLabel}
            </ButtonLink>
          </div>
          {image.keyBenefits ? <Illustration src={image.keyBenefits} /> : null}
        </div>
      </Section>

      {content.caseStudies ? (
        <Section title="Success Stories" tone="tint">
          <ul className={`grid gap-6 md:grid-cols-2 ${content.caseStudies.length === 3 ? "lg:grid-cols-3" : ""}`}>
            {content.caseStudies.map((story) => (
              <li
                key={story.title}
                className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <h3 className="text-lg font-bold text-navy-900">{story.title}</h3>
                <p className="mt-3 flex-1 leading-relaxed text-muted">{story.description}</p>
                <p className="mt-5 rounded-xl bg-brand-50 px-4 py-3 text-sm leading-relaxed text-navy-900">
                  <strong className="font-bold">Results:</strong> {story.results}
                </p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section title="Our Approach" tone={content.caseStudies ? "white" : "tint"}>
        {/* The way we work, from process.yml: its three stages here, each told in full on /plan. */}
        <NumberedSteps steps={processStages} gridClassName="md:grid-cols-3" />
        <Link to={PROCESS_PATH} className="mt-8 inline-block font-bold text-brand-700 underline underline-offset-4">
          {processCopy.linkLabel}
        </Link>
      </Section>

      {content.faqItems ? <FaqSection items={content.faqItems} tone={content.caseStudies ? "tint" : "white"} /> : null}

      <ClosingCta
        title="Ready to Transform Your Business?"
        text="Tell us where your team loses the most time or money today, and we will show you what is possible in a free consultation."
        action="Schedule a Consultation"
        to={bookHref({ service })}
      />
    </>
  );
}
