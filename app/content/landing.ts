import data from "virtual:content/landing";
import { servicePath } from "./derive";
import { type ProcessStageSummary, processStages } from "./process";
import type { LandingData } from "./schema";

/**
 * Landing page copy for the sections that are not loaded from /content/landingpage/*.json (hero,
 * stats, about, tagline, what we do), from landing.yml (checked at build time); the process's
 * stages come from process.yml, the one source of the way we work. The
 * About Us block, stats and tagline are reused on /about.
 */
export type HeroContent = LandingData["hero"];
export type Stat = LandingData["stats"][number];
export type AboutUsContent = LandingData["aboutUs"];
export type ProcessStep = ProcessStageSummary;
export type SectionHeading = LandingData["sectionHeadings"]["partners"];
export type WhatWeDoCard = {
  slug: string;
  title: string;
  description: string;
  /** Illustration path; decorative next to the visible title. */
  illustration: string;
  /** The service hub the card links to, e.g. "/services/chatbot-development". */
  link: string;
};

export const hero: HeroContent = data.hero;
export const stats: Stat[] = data.stats;
export const sectionHeadings: LandingData["sectionHeadings"] = data.sectionHeadings;
export const aboutUs: AboutUsContent = data.aboutUs;
export const taglineParagraph: string = data.tagline;
export const whatWeDo: WhatWeDoCard[] = data.whatWeDo.map((card) => ({
  slug: card.service,
  title: card.title,
  description: card.description,
  illustration: card.illustration,
  link: servicePath(card.service),
}));
/** Section 7: the process's three stages (01 Analyze, 02 Build & Implement, 03 Maintain & Improve). */
export const processSteps: ProcessStep[] = processStages;
/** Spec section 8: what the CTA shows when CtaSection.json is missing or invalid. */
export const ctaFallback: LandingData["ctaFallback"] = data.ctaFallback;
