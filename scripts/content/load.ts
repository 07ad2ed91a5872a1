import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import * as v from "valibot";
import { parse as parseYaml } from "yaml";
import {
  type AboutData,
  aboutSchema,
  type CatalogueData,
  categorySchema,
  type LandingData,
  type LegalPageData,
  landingSchema,
  legalFrontMatterSchema,
  type PlanData,
  type PostData,
  type ProcessData,
  planSchema,
  postFrontMatterSchema,
  processSchema,
  productSchema,
  type SiteData,
  siteSchema,
  type TeamData,
  teamSchema,
  type WorkData,
  workSchema,
} from "../../app/content/schema.ts";
import { renderMarkdown } from "../../app/platform/markdown.server.ts";
import { readingMinutes } from "./markdown.ts";

/**
 * Reads app/content/ (or a fixture folder of the same layout) at BUILD time: parses YAML and
 * Markdown, checks every file against app/content/schema.ts and the references between files
 * (related posts, links to service pages, home-page cards), and returns plain data. Any mistake
 * throws a ContentError naming the file and the field, which fails `npm run build`.
 */
export type Content = {
  site: SiteData;
  catalogue: CatalogueData;
  team: TeamData;
  landing: LandingData;
  /** Newest first; the first one is the featured post. */
  posts: PostData[];
  /** legal/<slug>.md: /privacy and /terms. */
  legal: Record<string, LegalPageData>;
  /** The copy of /work, /plan and /about. */
  work: WorkData;
  plan: PlanData;
  about: AboutData;
  /** The way we work: told in full on /plan, summarised on the home and service pages. */
  process: ProcessData;
};

export class ContentError extends Error {
  override name = "ContentError";
}

function fail(file: string, message: string): never {
  throw new ContentError(`${file}: ${message}`);
}

function parseWith<T extends v.GenericSchema>(schema: T, data: unknown, file: string): v.InferOutput<T> {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => {
    const path = v.getDotPath(issue);
    return `  - ${path ?? "(top level)"}: ${issue.message}`;
  });
  return fail(file, `does not match the content schema:\n${problems.join("\n")}`);
}

function readYaml(root: string, file: string): unknown {
  const full = join(root, file);
  if (!existsSync(full)) fail(file, "is missing");
  try {
    return parseYaml(readFileSync(full, "utf8"));
  } catch (error) {
    return fail(file, `is not valid YAML: ${(error as Error).message}`);
  }
}

function listFiles(root: string, folder: string, extension: string): string[] {
  const dir = join(root, folder);
  if (!existsSync(dir)) fail(folder, "folder is missing");
  return readdirSync(dir)
    .filter((name) => name.endsWith(extension))
    .sort()
    .map((name) => `${folder}/${name}`);
}

/** The slug a file must carry is its file name: one place decides the URL. */
function checkSlugMatchesFile(file: string, slug: string, extension: string) {
  const expected = basename(file, extension);
  if (slug !== expected) fail(file, `slug '${slug}' must equal the file name '${expected}'`);
}

function checkUnique(values: string[], what: string, file: string) {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) fail(file, `${what} '${value}' appears twice`);
    seen.add(value);
  }
}

function byOrder<T extends { order: number }>(items: T[], folder: string): T[] {
  checkUnique(
    items.map((item) => String(item.order)),
    "order",
    folder,
  );
  return [...items].sort((a, b) => a.order - b.order);
}

/** Every text of a content value, for checks that look for a phrase anywhere in it. */
function textsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(textsOf);
  return [];
}

/** "4-8 weeks" and "4 to 8 weeks" are the same figure; case and spacing do not matter. */
function normalisedFigure(text: string): string {
  return text
    .toLowerCase()
    .replace(/(\d)\s*[-\u2013]\s*(\d)/g, "$1 to $2")
    .replace(/\s+/g, " ");
}

/**
 * A key fact repeats, as data, a figure its own page states in words: the build checks the page
 * says the same, so the two cannot drift apart. Ids are unique across the catalogue (/plan names them).
 */
function checkKeyFacts(catalogue: CatalogueData) {
  const seen = new Set<string>();
  for (const category of catalogue.categories) {
    const file = `services/${category.slug}.yml`;
    const owners = [
      { where: "", facts: category.keyFacts, page: { ...category, keyFacts: undefined, subServices: undefined } },
      ...category.subServices.map((sub) => ({
        where: ` sub-service '${sub.slug}'`,
        facts: sub.keyFacts,
        page: { ...sub, keyFacts: undefined },
      })),
    ];
    for (const { where, facts, page } of owners) {
      const said = normalisedFigure(textsOf(page).join("\n"));
      for (const fact of facts ?? []) {
        if (seen.has(fact.id)) fail(file, `key fact id '${fact.id}' appears twice in the catalogue`);
        seen.add(fact.id);
        if (!said.includes(normalisedFigure(fact.value)))
          fail(file, `key fact '${fact.id}'${where}: the page's text never states '${fact.value}'`);
      }
    }
  }
}

export function loadCatalogue(root: string): CatalogueData {
  const categories = listFiles(root, "services", ".yml").map((file) => {
    const category = parseWith(categorySchema, readYaml(root, file), file);
    checkSlugMatchesFile(file, category.slug, ".yml");
    checkUnique(
      category.subServices.map((sub) => sub.slug),
      "sub-service slug",
      file,
    );
    return category;
  });
  const products = listFiles(root, "products", ".yml").map((file) => {
    const product = parseWith(productSchema, readYaml(root, file), file);
    checkSlugMatchesFile(file, product.slug, ".yml");
    return product;
  });
  if (categories.length === 0) fail("services", "holds no category");
  const slugs = new Set(categories.map((category) => category.slug));
  for (const product of products) {
    if (!slugs.has(product.profile.service))
      fail(`products/${product.slug}.yml`, `profile.service '${product.profile.service}' is not a service category`);
  }
  const catalogue = { categories: byOrder(categories, "services"), products: byOrder(products, "products") };
  checkKeyFacts(catalogue);
  return catalogue;
}

/** Paths of the catalogue's pages, for checking links written in content. */
function cataloguePaths(catalogue: CatalogueData): Set<string> {
  const paths = new Set<string>(["/services"]);
  for (const category of catalogue.categories) {
    paths.add(`/services/${category.slug}`);
    for (const sub of category.subServices) paths.add(`/services/${category.slug}/${sub.slug}`);
  }
  for (const product of catalogue.products) paths.add(`/products/${product.slug}`);
  return paths;
}

/** Splits "---\nyaml\n---\nbody" into its two parts. */
function splitFrontMatter(source: string, file: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!match) fail(file, "must start with front matter between two '---' lines");
  try {
    return { data: parseYaml(match[1]!), body: match[2]! };
  } catch (error) {
    return fail(file, `front matter is not valid YAML: ${(error as Error).message}`);
  }
}

/** Each article links to at least this many service or product pages (docs/decisions/008-content-as-data.md). */
export const MIN_SERVICE_LINKS = 2;

export function loadPosts(root: string, catalogue: CatalogueData): PostData[] {
  const known = cataloguePaths(catalogue);
  const posts = listFiles(root, "blog", ".md").map((file): PostData => {
    const { data, body } = splitFrontMatter(readFileSync(join(root, file), "utf8"), file);
    const front = parseWith(postFrontMatterSchema, data, file);
    const rendered = renderMarkdown(body);
    for (const link of rendered.internalLinks) {
      const path = link.split(/[?#]/)[0]!;
      if ((path.startsWith("/services") || path.startsWith("/products")) && !known.has(path)) {
        fail(file, `links to '${link}', which is not a page of the catalogue`);
      }
    }
    const serviceLinks = new Set(rendered.internalLinks.filter((link) => known.has(link.split(/[?#]/)[0]!)));
    if (serviceLinks.size < MIN_SERVICE_LINKS) {
      fail(
        file,
        `must link to at least ${MIN_SERVICE_LINKS} different service or product pages (found ${serviceLinks.size})`,
      );
    }
    return { ...front, slug: basename(file, ".md"), html: rendered.html, readMinutes: readingMinutes(body) };
  });
  const slugs = new Set(posts.map((post) => post.slug));
  for (const post of posts) {
    for (const related of post.related) {
      if (related === post.slug) fail(`blog/${post.slug}.md`, `lists itself as related`);
      if (!slugs.has(related))
        fail(`blog/${post.slug}.md`, `related post '${related}' does not exist (no blog/${related}.md)`);
    }
  }
  // Newest first; the slug breaks ties so the order never depends on the file system.
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/**
 * Legal pages quote facts from site.yml ({{contact.email}}, {{retention.emailTokenDays}}, ...),
 * so an address or a retention period is written once. An unknown name fails the build.
 */
export function fillSiteFacts(source: string, site: SiteData, file: string): string {
  return source.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_match, name: string) => {
    let value: unknown = site;
    for (const key of name.split(".")) {
      value =
        value !== null && typeof value === "object" && Object.hasOwn(value, key)
          ? (value as Record<string, unknown>)[key]
          : undefined;
    }
    if (typeof value !== "string" && typeof value !== "number")
      fail(file, `{{${name}}} is not a text or number in site.yml`);
    return String(value);
  });
}

export function loadLegal(root: string, site: SiteData): Record<string, LegalPageData> {
  const pages: Record<string, LegalPageData> = {};
  for (const file of listFiles(root, "legal", ".md")) {
    const { data, body } = splitFrontMatter(readFileSync(join(root, file), "utf8"), file);
    const front = parseWith(legalFrontMatterSchema, data, file);
    const slug = basename(file, ".md");
    pages[slug] = { ...front, slug, html: renderMarkdown(fillSiteFacts(body, site, file)).html };
  }
  return pages;
}

/** /plan's engagements have unique slugs and quote key facts that exist. */
function checkPlanFacts(plan: PlanData, catalogue: CatalogueData) {
  checkUnique(
    plan.engagements.map((engagement) => engagement.slug),
    "engagement slug",
    "plan.yml",
  );
  const ids = new Set(
    catalogue.categories
      .flatMap((category) => [
        ...(category.keyFacts ?? []),
        ...category.subServices.flatMap((sub) => sub.keyFacts ?? []),
      ])
      .map((fact) => fact.id),
  );
  for (const engagement of plan.engagements) {
    for (const id of engagement.facts) {
      if (!ids.has(id))
        fail("plan.yml", `engagement '${engagement.slug}' names key fact '${id}', which no service states`);
    }
  }
}

export function loadContent(root: string): Content {
  const site = parseWith(siteSchema, readYaml(root, "site.yml"), "site.yml");
  checkUnique(
    site.pages.map((page) => page.path),
    "page path",
    "site.yml",
  );
  const catalogue = loadCatalogue(root);
  const team = parseWith(teamSchema, readYaml(root, "team.yml"), "team.yml");
  const landing = parseWith(landingSchema, readYaml(root, "landing.yml"), "landing.yml");
  const categorySlugs = new Set(catalogue.categories.map((category) => category.slug));
  for (const card of landing.whatWeDo) {
    if (!categorySlugs.has(card.service))
      fail("landing.yml", `whatWeDo card '${card.title}' names unknown service '${card.service}'`);
  }
  if (!Object.hasOwn(landing.partners.names, landing.partners.first)) {
    fail("landing.yml", `partners.first '${landing.partners.first}' is not in partners.names`);
  }
  const posts = loadPosts(root, catalogue);
  const legal = loadLegal(root, site);
  const work = parseWith(workSchema, readYaml(root, "work.yml"), "work.yml");
  const plan = parseWith(planSchema, readYaml(root, "plan.yml"), "plan.yml");
  const about = parseWith(aboutSchema, readYaml(root, "about.yml"), "about.yml");
  const process = parseWith(processSchema, readYaml(root, "process.yml"), "process.yml");
  checkPlanFacts(plan, catalogue);
  return { site, catalogue, team, landing, posts, legal, work, plan, about, process };
}

/** For error messages and watch lists: every content file under `root`, relative to it. */
export function contentFiles(root: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? walk(join(dir, entry.name))
        : /\.(ya?ml|md)$/.test(entry.name)
          ? [join(dir, entry.name)]
          : [],
    );
  return walk(root).map((file) => relative(root, file));
}
