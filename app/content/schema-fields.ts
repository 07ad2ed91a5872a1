import * as v from "valibot";

/**
 * The building blocks of the content schemas (app/content/schema.ts): plain text, slugs, links,
 * counts, the icon names and the small objects several kinds of content share.
 * Relative imports only: this file is also loaded by the Vite config, where `~` is unknown.
 */
export const text = v.pipe(v.string(), v.trim(), v.nonEmpty("must not be empty"));
export const slug = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lower-case slug like 'my-page'"),
);
/** A site path ("/services") or an https URL; never javascript: or protocol-relative links. */
export const href = v.pipe(
  v.string(),
  v.regex(/^(\/(?!\/)|https:\/\/|mailto:|tel:)/, "must start with '/', 'https://', 'mailto:' or 'tel:'"),
);
export const sitePath = v.pipe(v.string(), v.regex(/^\/(?!\/)/, "must be a site path starting with '/'"));
const maxChars = (n: number) => v.pipe(text, v.maxLength(n, `must be at most ${n} characters`));
/** Meta descriptions: unique per page and short enough that search results show them whole. */
export const metaDescription = maxChars(160);
/** Menu cards have room for one sentence. */
export const shortDescription = maxChars(110);
export const count = <T extends v.GenericSchema>(item: T, n: number) =>
  v.pipe(v.array(item), v.length(n, `must have exactly ${n} items`));
export const between = <T extends v.GenericSchema>(item: T, min: number, max: number) =>
  v.pipe(
    v.array(item),
    v.minLength(min, `must have at least ${min} items`),
    v.maxLength(max, `must have at most ${max} items`),
  );

/* Icons ------------------------------------------------------------------------------------ */

export const categoryIconNames = [
  "brain",
  "chart",
  "chat",
  "workflow",
  "language",
  "compass",
  "code",
  "users",
] as const;
export const productIconNames = ["railway", "bot", "receipt"] as const;
/** Every icon the content may name; app/ui/icons.tsx has a drawing for each (typechecked). */
export const iconNames = [
  ...categoryIconNames,
  ...productIconNames,
  ...["target", "trending-up", "shield", "database", "cloud", "plug", "gauge", "layers", "search", "bell"],
  ...["clock", "lock", "globe", "smartphone", "monitor", "server", "cpu", "sparkles", "document", "settings"],
  ...["refresh", "link", "calendar", "rocket", "cart", "mail", "filter", "package", "check", "lightbulb"],
  ...["git-branch", "test", "terminal", "eye", "headset", "zap"],
] as const;
export const icon = v.picklist(iconNames, "is not a known icon name (see app/content/schema.ts)");

/* Shared building blocks ------------------------------------------------------------------- */

export const faqItem = v.object({ question: text, answer: text });
export const infoCard = v.object({ name: text, description: text, icon });
export const processStep = v.object({ title: text, description: text });
/** "Key Benefits": a short heading and one sentence. */
export const benefit = v.object({ title: text, text });
export const caseStudy = v.object({ title: text, description: text, results: text });
/**
 * A figure the page's own text states (a duration, an experience range), written once more as
 * data so other pages (/plan) can quote it. The build checks the page's text states the same value.
 */
const keyFact = v.object({ id: slug, label: text, value: text });
export const keyFacts = v.optional(v.pipe(v.array(keyFact), v.minLength(1)));
