import { personAnchor, postPath, productPath, servicePath, subServicePath } from "../content/derive";
import { buildEngagements, buildWorkGroups } from "../content/derive-pages";
import type { CatalogueData, PlanData, PostData, ProcessData, TeamData, WorkData } from "../content/schema";
import type { SearchDocument } from "./search";

/**
 * The site search's index, built from the content at build time (scripts/content/vite-plugin.ts
 * serves it as `virtual:content/search-index`, imported only by server code): one document per
 * hub, sub-service, product, article and team member, and one each for /work and /plan. Each
 * page's title, its headings (the sub-titles a visitor scans) and its body text, as plain text.
 * Relative imports only: the build loads this file.
 */

type SearchSources = {
  catalogue: CatalogueData;
  posts: PostData[];
  team: TeamData;
  work: WorkData;
  plan: PlanData;
  process: ProcessData;
};

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

/** Text of a fragment of the HTML markdown-it made (raw HTML is off, so only its own tags and entities occur). */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
}

/** Texts as one body: each ends as a sentence, so a snippet never runs a heading into the next line. */
const join = (parts: Array<string | undefined>) =>
  parts
    .filter((part): part is string => Boolean(part))
    .map((part) => (/[.!?:;…]$/.test(part.trim()) ? part.trim() : `${part.trim()}.`))
    .join("\n");

type Faq = { question: string; answer: string };
type Story = { title: string; description: string; results: string | string[] };

const storiesText = (stories: readonly Story[] = []) =>
  stories.map((story) => join([story.description, ...[story.results].flat()]));
const answers = (faq: readonly Faq[] = []) => faq.map((item) => item.answer);

function serviceDocuments(catalogue: CatalogueData): SearchDocument[] {
  return catalogue.categories.flatMap((category) => [
    {
      path: servicePath(category),
      kind: "service" as const,
      title: category.title,
      headings: [
        ...category.subServices.map((sub) => sub.title),
        ...category.benefits.map((benefit) => benefit.title),
        ...(category.caseStudies ?? []).map((story) => story.title),
        ...(category.faqItems ?? []).map((item) => item.question),
      ],
      body: join([
        category.subtitle,
        category.description,
        category.howItWorks,
        ...category.benefits.map((benefit) => benefit.text),
        ...category.subServices.map((sub) => sub.shortDescription),
        ...storiesText(category.caseStudies),
        ...answers(category.faqItems),
      ]),
    },
    ...category.subServices.map((sub) => {
      const extra = sub.extra;
      const extraCards =
        extra?.kind === "technologies"
          ? extra.technologies
          : extra?.kind === "methodology" || extra?.kind === "cards"
            ? extra.cards
            : [];
      const extraFaq = extra && "faq" in extra ? extra.faq : [];
      return {
        path: subServicePath(category, sub),
        kind: "sub-service" as const,
        title: sub.title,
        context: category.parentTitle ?? category.title,
        headings: [
          ...sub.keyFeatures.map((feature) => feature.title),
          ...sub.benefits.map((benefit) => benefit.title),
          ...sub.caseStudies.map((story) => story.title),
          ...(extra ? [extra.title, ...extraCards.map((card) => card.name)] : []),
          ...extraFaq.map((item) => item.question),
        ],
        body: join([
          sub.shortDescription,
          ...sub.description,
          ...sub.keyFeatures.map((feature) => feature.description),
          ...sub.benefits.map((benefit) => benefit.description),
          ...storiesText(sub.caseStudies),
          extra?.intro,
          ...extraCards.map((card) => card.description),
          ...answers(extraFaq),
        ]),
      };
    }),
  ]);
}

function productDocuments(catalogue: CatalogueData): SearchDocument[] {
  return catalogue.products.map((product) => ({
    path: productPath(product),
    kind: "product",
    title: product.title,
    headings: [
      ...product.benefits.map((benefit) => benefit.title),
      ...(product.caseStudies ?? []).map((story) => story.title),
      ...(product.faqItems ?? []).map((item) => item.question),
    ],
    body: join([
      product.subtitle,
      product.description,
      product.howItWorks,
      ...product.benefits.map((benefit) => benefit.text),
      ...storiesText(product.caseStudies),
      ...answers(product.faqItems),
    ]),
  }));
}

function postDocuments(posts: PostData[]): SearchDocument[] {
  return posts.map((post) => ({
    path: postPath(post.slug),
    kind: "article",
    title: post.title,
    headings: [...post.html.matchAll(/<h[23]>([\s\S]*?)<\/h[23]>/g)].map((match) => textOf(match[1]!)),
    body: join([post.excerpt, textOf(post.html.replace(/<h[23]>[\s\S]*?<\/h[23]>/g, " "))]),
  }));
}

function teamDocuments(team: TeamData): SearchDocument[] {
  return team.members.map((member) => ({
    path: `/team#${personAnchor(member.name)}`,
    kind: "person",
    title: member.name,
    context: member.role,
    headings: [member.role],
    body: member.bio,
  }));
}

function workDocument(work: WorkData, catalogue: CatalogueData): SearchDocument {
  const groups = buildWorkGroups(catalogue);
  return {
    path: "/work",
    kind: "page",
    title: work.title,
    headings: groups.flatMap((group) => [group.title, ...group.cards.map((card) => card.title)]),
    body: join([
      work.intro,
      ...groups.flatMap((group) =>
        group.cards.map((card) =>
          card.kind === "product"
            ? join([card.problem, card.users, card.built, card.technology, card.outcome, ...card.results])
            : join([card.eyebrow, card.description, ...card.results]),
        ),
      ),
    ]),
  };
}

function planDocument(plan: PlanData, process: ProcessData, catalogue: CatalogueData): SearchDocument {
  const engagements = buildEngagements(plan, catalogue);
  return {
    path: "/plan",
    kind: "page",
    title: plan.title,
    headings: [
      plan.engagementsTitle,
      ...engagements.map((engagement) => engagement.name),
      process.title,
      ...process.stages.flatMap((stage) => [stage.title, ...stage.steps.map((step) => step.title)]),
      ...plan.faq.items.map((item) => item.question),
    ],
    body: join([
      plan.intro,
      plan.engagementsIntro,
      ...engagements.map((engagement) =>
        join([
          engagement.summary,
          ...engagement.facts.map((fact) => `${fact.label}: ${fact.value}`),
          ...engagement.includes,
          ...engagement.clientProvides,
          ...engagement.clientReceives,
        ]),
      ),
      ...process.stages.flatMap((stage) => [stage.summary, ...stage.steps.map((step) => step.description)]),
      ...answers(plan.faq.items),
    ]),
  };
}

/** Every document of the index; the order is the order ties are shown in. */
export function buildSearchDocuments({ catalogue, posts, team, work, plan, process }: SearchSources): SearchDocument[] {
  return [
    ...serviceDocuments(catalogue),
    ...productDocuments(catalogue),
    workDocument(work, catalogue),
    planDocument(plan, process, catalogue),
    ...postDocuments(posts),
    ...teamDocuments(team),
  ];
}
