import {
  aboutUs,
  ctaFallback,
  hero,
  processSteps,
  sectionHeadings,
  stats,
  taglineParagraph,
  whatWeDo,
} from "~/content/landing";
import { organizationJsonLd } from "~/content/organization";
import { partners } from "~/content/partners";
import { PROCESS_PATH, processCopy } from "~/content/process";
import { getRequestContext } from "~/platform/http/request-context.server";
import {
  AboutUs,
  Cta,
  Hero,
  hasVideoSection,
  JsonLd,
  Partners,
  Process,
  Tagline,
  Testimonials,
  VideoSection,
  WhatWeDo,
} from "~/site";

import { readLandingContent } from "~/site/index.server";
import { seo } from "~/ui/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) => seo(args, {});

const INTRO_ID = "intro";

/** Every section's text is in the first HTML: the three editable JSON files are read here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = getRequestContext(context);
  const [testimonials, cta, video] = await Promise.all([
    readLandingContent(env.ASSETS, request.url, "testimonials"),
    readLandingContent(env.ASSETS, request.url, "cta"),
    readLandingContent(env.ASSETS, request.url, "video"),
  ]);
  return {
    hero,
    stats,
    partners: partners.map(({ image, alt }) => ({ image, alt })),
    aboutUs,
    taglineParagraph,
    whatWeDo,
    processSteps,
    processLink: { label: processCopy.linkLabel, href: PROCESS_PATH },
    headings: sectionHeadings,
    testimonials,
    cta: cta ?? ctaFallback,
    video,
    organization: organizationJsonLd(env.SITE_ORIGIN),
  };
}

/** A content page (routes/content-layout.tsx): what moves on it is driven by the sections' own modules. */
export default function Home({ loaderData: data }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={data.organization} />
      <Hero id={INTRO_ID} content={data.hero} autoScrollTo={data.aboutUs.id} />
      <div className="render-near-view near-view-partners">
        <Partners heading={data.headings.partners} stats={data.stats} partners={data.partners} />
      </div>
      <div className="render-near-view near-view-about-us">
        <AboutUs content={data.aboutUs} />
      </div>
      {hasVideoSection(data.video) ? (
        <div className="render-near-view near-view-video">
          <VideoSection content={data.video} />
        </div>
      ) : null}
      <div className="render-near-view near-view-tagline">
        <Tagline text={data.taglineParagraph} />
      </div>
      <div className="render-near-view near-view-what-we-do">
        <WhatWeDo heading={data.headings.whatWeDo} cards={data.whatWeDo} />
      </div>
      {/* Always rendered: its line draws once, and a skipped section would draw it again on return. */}
      <Process heading={data.headings.process} steps={data.processSteps} more={data.processLink} />
      <div className="render-near-view near-view-testimonials">
        <Testimonials content={data.testimonials} />
      </div>
      <div className="render-near-view near-view-cta">
        <Cta content={data.cta} />
      </div>
    </>
  );
}
