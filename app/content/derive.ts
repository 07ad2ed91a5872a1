import type { CatalogueData, PostData, ServiceCategoryData, SiteData } from "./schema";

/**
 * Every list the site shows that repeats a fact from the content files is computed here, from
 * the content, never written out a second time: menus, the /services overview, the footer, the
 * contact form's options, the sitemap, JSON-LD and the mail footer. Pure functions of their
 * input, so tests can feed them a changed catalogue (tests/content/derive.test.ts).
 * Relative imports only: the build (scripts/content) loads this file too.
 */

export function servicePath(category: { slug: string } | string): string {
  return `/services/${typeof category === "string" ? category : category.slug}`;
}

export function subServicePath(category: { slug: string } | string, sub: { slug: string } | string): string {
  return `${servicePath(category)}/${typeof sub === "string" ? sub : sub.slug}`;
}

export function productPath(product: { slug: string } | string): string {
  return `/products/${typeof product === "string" ? product : product.slug}`;
}

/**
 * A service hub's own illustration (public/images/services/<slug>.svg); its sub-service pages show
 * the same one. tests/content/ checks there is one per hub, each different and small.
 */
export function serviceIllustrationPath(category: { slug: string } | string): string {
  return `/images/services/${typeof category === "string" ? category : category.slug}.svg`;
}

/** A team member's anchor on /team ("#divya-ganesan"): the site search links each person there. */
export function personAnchor(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export function postPath(slug: string): string {
  return `/blog/${slug}`;
}

/** The lean slice of the catalogue the header menus need (the root loader sends it). */
export function buildSiteNavigation(catalogue: CatalogueData) {
  return {
    categories: catalogue.categories.map((category) => ({
      slug: category.slug,
      title: category.title,
      path: servicePath(category),
      subServices: category.subServices.map((sub) => ({
        title: sub.title,
        shortDescription: sub.shortDescription,
        path: subServicePath(category, sub),
      })),
    })),
    products: catalogue.products.map((product) => ({
      slug: product.slug,
      name: product.name,
      shortDescription: product.shortDescription,
      path: productPath(product),
    })),
  };
}
export type SiteNavigation = ReturnType<typeof buildSiteNavigation>;

/** The categories with a section on /services (the spec's six), in catalogue order. */
function overviewCategories(
  catalogue: CatalogueData,
): Array<ServiceCategoryData & { overview: NonNullable<ServiceCategoryData["overview"]> }> {
  return catalogue.categories.filter(
    (category): category is ServiceCategoryData & { overview: NonNullable<ServiceCategoryData["overview"]> } =>
      category.overview !== undefined,
  );
}

/** The /services sections: the category's title with its overview copy. */
export function buildOverviewSections(catalogue: CatalogueData) {
  return overviewCategories(catalogue).map((category) => ({
    id: category.slug,
    title: category.title,
    ...category.overview,
  }));
}
export type OverviewSection = ReturnType<typeof buildOverviewSections>[number];

export type ServiceOption = { value: string; label: string };

/**
 * The contact form's "Service Needed" options: every service hub, in menu order, then "Other"
 * (docs/decisions/030-contact-services-and-links.md: the spec's seven-item list predates the eight hubs).
 */
export function buildContactServiceOptions(catalogue: CatalogueData): ServiceOption[] {
  return [
    ...catalogue.categories.map((category) => ({ value: category.slug, label: category.title })),
    { value: "other", label: "Other" },
  ];
}

/** "Sembakkam, Chennai, Tamil Nadu 600073, India" */
function postalAddressLine(site: SiteData): string {
  const { street, city, region, postalCode, country } = site.contact;
  return `${street}, ${city}, ${region} ${postalCode}, ${country}`;
}

/** The public/content/landingpage/Footer.json document (the spec's shape), built from the content. */
export function buildFooterContent(site: SiteData, catalogue: CatalogueData) {
  return {
    company_info: { name: site.legalName, description: site.about },
    social_links: site.social.map(({ platform, url }) => ({ platform, url })),
    nav_links: site.pages.filter((page) => page.footer).map((page) => ({ text: page.title, url: page.path })),
    footer_services: catalogue.categories.map((category) => ({ name: category.title, url: servicePath(category) })),
    contact_info: { address: postalAddressLine(site), phone: site.contact.phone, email: site.contact.email },
  };
}

/** The footer's bottom line: the legal pages. */
export function legalLinks(site: SiteData): Array<{ text: string; url: string }> {
  return site.pages.filter((page) => page.legal).map((page) => ({ text: page.title, url: page.path }));
}

/** An indexable page; `title` names it in links such as the 404 page's suggestions. */
export type SitemapEntry = { path: string; title: string; lastmod?: string };

/** Every indexable page: the site's own pages, the catalogue and the posts. */
export function buildSitemapEntries(site: SiteData, catalogue: CatalogueData, posts: PostData[]): SitemapEntry[] {
  return [
    ...site.pages.filter((page) => page.sitemap).map((page) => ({ path: page.path, title: page.title })),
    ...catalogue.categories.flatMap((category) => [
      { path: servicePath(category), title: category.title },
      ...category.subServices.map((sub) => ({ path: subServicePath(category, sub), title: sub.title })),
    ]),
    ...catalogue.products.map((product) => ({ path: productPath(product), title: product.title })),
    ...posts.map((post) => ({ path: postPath(post.slug), title: post.title, lastmod: post.date })),
  ];
}

/** schema.org `Organization`, with absolute URLs on the configured origin. */
export function buildOrganizationJsonLd(
  site: SiteData,
  catalogue: CatalogueData,
  origin: string,
): Record<string, unknown> {
  const { contact } = site;
  return {
    "@type": "Organization",
    name: site.legalName,
    alternateName: site.alternateNames,
    url: new URL("/", origin).toString(),
    logo: new URL("/images/logo.svg", origin).toString(),
    description: site.defaultDescription,
    address: {
      "@type": "PostalAddress",
      streetAddress: contact.street,
      addressLocality: contact.city,
      addressRegion: contact.region,
      postalCode: contact.postalCode,
      addressCountry: contact.countryCode,
    },
    telephone: contact.phone,
    email: contact.email,
    sameAs: site.social.map((link) => link.url),
    // What the company offers, straight from the catalogue.
    makesOffer: catalogue.categories.map((category) => ({
      "@type": "Offer",
      itemOffered: { "@type": "Service", name: category.title, url: new URL(servicePath(category), origin).toString() },
    })),
  };
}

/** The line under every e-mail: company and postal address. */
export function buildMailFooter(site: SiteData): string {
  return `${site.legalName} · ${postalAddressLine(site)}`;
}

/** The page's own 1200x630 social card, drawn at build time (scripts/content/social-cards.ts). */
export function socialCardPath(pagePath: string): string {
  return `/og${pagePath}.png`;
}
