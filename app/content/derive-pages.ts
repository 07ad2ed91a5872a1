import { productPath, servicePath, subServicePath } from "./derive";
import type { CatalogueData, PlanData } from "./schema";

/**
 * The page models of /work and /plan, computed from the content like every list in derive.ts:
 * no fact on these pages is written twice. Pure functions of their input (the search index is
 * built from them at build time too). Relative imports only: the build loads this file.
 */

/** Where a sub-service page's case studies start (its "Success Stories" section's id). */
export const SUCCESS_STORIES_ANCHOR = "success-stories";

/** A product told as a case study, from its `profile` and its own case studies' results. */
export type ProductWorkCard = {
  kind: "product";
  id: string;
  name: string;
  title: string;
  problem: string;
  users: string;
  built: string;
  technology: string;
  outcome: string;
  results: string[];
  path: string;
  /** The name of the page `path` leads to, for the card's link ("More about {page}"). */
  page: string;
};

/** A case study of a sub-service page, as that page tells it. */
export type CaseStudyWorkCard = {
  kind: "case-study";
  id: string;
  /** The sub-service it belongs to. */
  eyebrow: string;
  title: string;
  description: string;
  results: string[];
  /** The sub-service page, which tells about the service; the story itself is told in full on the card. */
  path: string;
  /** The name of the page `path` leads to, for the card's link ("More about {page}"). */
  page: string;
};

export type WorkCard = ProductWorkCard | CaseStudyWorkCard;

/** One service's cards: its products first, then its sub-services' case studies in page order. */
export type WorkGroup = { slug: string; title: string; path: string; cards: WorkCard[] };

function anchorOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Every card of /work, grouped by service in catalogue order; groups without cards are left out. */
export function buildWorkGroups(catalogue: CatalogueData): WorkGroup[] {
  return catalogue.categories
    .map((category) => {
      const productCards = catalogue.products
        .filter((product) => product.profile.service === category.slug)
        .map((product): ProductWorkCard => {
          const { problem, users, built, technology, outcome } = product.profile;
          return {
            kind: "product",
            id: `product-${product.slug}`,
            name: product.name,
            title: product.title,
            problem,
            users,
            built,
            technology,
            outcome,
            results: (product.caseStudies ?? []).map((story) => story.results),
            path: productPath(product),
            page: product.name,
          };
        });
      const caseStudyCards = category.subServices.flatMap((sub) =>
        sub.caseStudies.map(
          (story): CaseStudyWorkCard => ({
            kind: "case-study",
            id: `${sub.slug}-${anchorOf(story.title)}`,
            eyebrow: sub.title,
            title: story.title,
            description: story.description,
            results: story.results,
            path: subServicePath(category, sub),
            page: sub.title,
          }),
        ),
      );
      return {
        slug: category.slug,
        title: category.title,
        path: servicePath(category),
        cards: [...productCards, ...caseStudyCards],
      };
    })
    .filter((group) => group.cards.length > 0);
}

/** On /work without a filter, each service shows its products and this many case studies. */
const WORK_PREVIEW_CASE_STUDIES = 1;

/**
 * /work without a filter: each group cut to its products and first case studies, with the number
 * of cards its filtered view has, so the page stays light and every card is one link away.
 */
export function previewWorkGroups(groups: WorkGroup[]): Array<WorkGroup & { total: number }> {
  return groups.map((group) => {
    const products = group.cards.filter((card) => card.kind === "product");
    const studies = group.cards.filter((card) => card.kind === "case-study").slice(0, WORK_PREVIEW_CASE_STUDIES);
    return { ...group, cards: [...products, ...studies], total: group.cards.length };
  });
}

/** A key fact with the page that states it. */
type QuotedFact = { id: string; label: string; value: string; path: string };

/** Every key fact of the catalogue by id, with the path of the hub or sub-service page stating it. */
function keyFactIndex(catalogue: CatalogueData): Map<string, QuotedFact> {
  const index = new Map<string, QuotedFact>();
  for (const category of catalogue.categories) {
    for (const fact of category.keyFacts ?? []) index.set(fact.id, { ...fact, path: servicePath(category) });
    for (const sub of category.subServices) {
      for (const fact of sub.keyFacts ?? []) index.set(fact.id, { ...fact, path: subServicePath(category, sub) });
    }
  }
  return index;
}

export type Engagement = Omit<PlanData["engagements"][number], "facts"> & { facts: QuotedFact[] };

/** /plan's engagement models with their timeframes quoted from the service pages (the build checks every id exists). */
export function buildEngagements(plan: PlanData, catalogue: CatalogueData): Engagement[] {
  const facts = keyFactIndex(catalogue);
  return plan.engagements.map((engagement) => ({
    ...engagement,
    facts: engagement.facts.flatMap((id) => {
      const fact = facts.get(id);
      return fact ? [fact] : [];
    }),
  }));
}
