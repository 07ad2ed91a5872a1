import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  overviewSections,
  parentTitleOf,
  productPath,
  products,
  serviceCategories,
  servicePath,
  subServicePath,
} from "~/content/services";
import { SPEC_PRODUCTS, SPEC_SUB_SERVICES } from "../e2e/spec-catalogue";
import { fetchPage } from "./helpers";
import { mainWordCount } from "./page-text";

/** How React writes text into HTML. */
function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
}

const stripTags = (html: string) => html.replace(/<[^>]*>/g, "").trim();

/** Like toContain, but a failure names the missing fragment instead of printing the whole page. */
function expectFragment(html: string, fragment: string) {
  expect(html.includes(fragment), `page contains ${fragment}`).toBe(true);
}

function h1Of(html: string): string {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  expect(match, "the page has an <h1>").not.toBeNull();
  return stripTags(match![1]!);
}

/** hrefs of the anchors whose text contains `label`. */
function hrefsOfLinks(html: string, label: string): string[] {
  return [...html.matchAll(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)]
    .filter((m) => stripTags(m[2]!).includes(escapeHtml(label)))
    .map((m) => m[1]!);
}

function expectCanonical(html: string, path: string) {
  expectFragment(html, `<link rel="canonical" href="${env.SITE_ORIGIN}${path}"/>`);
}

/** "Schedule a Consultation" opens /book (a hub's with its category chosen); every other call to action /contact. */
function expectCtaToContact(
  html: string,
  label: string,
  to = label === "Schedule a Consultation" ? "/book" : "/contact",
) {
  const hrefs = hrefsOfLinks(html, label);
  expect(hrefs.length, `"${label}" is on the page`).toBeGreaterThan(0);
  for (const href of hrefs) expect(href, `"${label}" leads to ${to}`).toBe(to);
}

async function getHtml(path: string): Promise<string> {
  const res = await fetchPage(path);
  expect(res.status, `status of ${path}`).toBe(200);
  expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
  return res.text();
}

describe("the content module matches the spec", () => {
  it("has 8 categories, 28 sub-services and 3 products, none missing, none extra", () => {
    expect(serviceCategories).toHaveLength(8);
    expect(serviceCategories.flatMap((c) => c.subServices)).toHaveLength(28);
    expect(products).toHaveLength(3);
    const actual = Object.fromEntries(serviceCategories.map((c) => [c.slug, c.subServices.map((s) => s.slug)]));
    expect(actual).toEqual(SPEC_SUB_SERVICES);
    expect(products.map((p) => p.slug)).toEqual(SPEC_PRODUCTS);
  });
});

describe("/services", () => {
  it("has the heading, the six sections with their benefits, and every call to action to /contact", async () => {
    const html = await getHtml("/services");
    expect(h1Of(html)).toBe("Our Services");
    expectCanonical(html, "/services");
    const ids = [
      "ai-automation",
      "data-analysis",
      "chatbot-development",
      "workflow-automations",
      "llm-development",
      "ai-consulting",
    ];
    expect(overviewSections.map((s) => s.id)).toEqual(ids);
    const text = html.replaceAll("<!-- -->", ""); // React's marker between adjacent text nodes
    for (const section of overviewSections) {
      expectFragment(html, `id="${section.id}"`);
      expectFragment(html, escapeHtml(section.description));
      for (const benefit of section.benefits) {
        expectFragment(text, `${escapeHtml(benefit.title)}:</strong> ${escapeHtml(benefit.text)}`);
      }
      expectCtaToContact(html, `Contact us about ${section.title}`, `/contact?service=${section.id}`);
    }
    expectCtaToContact(html, "Schedule a Consultation");
  });
});

describe.each(serviceCategories.map((category) => ({ category, path: servicePath(category) })))(
  "hub $path",
  ({ category, path }) => {
    it("answers 200 with its title, canonical URL, sub-service links and calls to action", async () => {
      const html = await getHtml(path);
      expect(h1Of(html)).toBe(escapeHtml(category.title));
      expectCanonical(html, path);
      expectFragment(html, `<meta name="description" content="${escapeHtml(category.metaDescription)}"/>`);
      for (const sub of category.subServices) expectFragment(html, `href="${subServicePath(category, sub)}"`);
      // Each call to action chooses the hub's service, in the contact form and on /book.
      expectCtaToContact(html, `Contact us about ${category.title}`, `/contact?service=${category.slug}`);
      expectCtaToContact(html, "Schedule a Consultation", `/book?service=${category.slug}`);
      for (const heading of ["How It Works", "Key Benefits", "Our Approach", "Ready to Transform Your Business?"]) {
        expectFragment(html, `>${escapeHtml(heading)}</h2>`);
      }
    });
  },
);

const subServiceCases = serviceCategories.flatMap((category) =>
  category.subServices.map((sub) => ({ category, sub, path: subServicePath(category, sub) })),
);

describe.each(subServiceCases)("sub-service $path", ({ category, sub, path }) => {
  it("answers 200 with its title, canonical URL, breadcrumb and BreadcrumbList JSON-LD", async () => {
    const html = await getHtml(path);
    expect(h1Of(html)).toBe(escapeHtml(sub.title));
    expectCanonical(html, path);
    expectFragment(html, `<meta name="description" content="${escapeHtml(sub.metaDescription)}"/>`);

    const nav = /<nav aria-label="Breadcrumb"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1];
    expect(nav, "breadcrumb navigation").toBeDefined();
    expect(nav).toMatch(/^<ol/);
    const links = [...nav!.matchAll(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => [m[1], m[2]]);
    expect(links).toEqual([
      ["/", "Home"],
      ["/services", "Services"],
      [servicePath(category), escapeHtml(parentTitleOf(category))],
    ]);
    expectFragment(nav!, `<span aria-current="page"`);
    expect(stripTags(/<span aria-current="page"[^>]*>([\s\S]*?)<\/span>/.exec(nav!)![1]!)).toBe(escapeHtml(sub.title));

    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!))
      .find((data) => data["@type"] === "BreadcrumbList");
    expect(jsonLd).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${env.SITE_ORIGIN}/` },
        { "@type": "ListItem", position: 2, name: "Services", item: `${env.SITE_ORIGIN}/services` },
        {
          "@type": "ListItem",
          position: 3,
          name: parentTitleOf(category),
          item: `${env.SITE_ORIGIN}${servicePath(category)}`,
        },
        { "@type": "ListItem", position: 4, name: sub.title, item: `${env.SITE_ORIGIN}${path}` },
      ],
    });

    // The parent hub's service, chosen in the contact form and on /book.
    expectCtaToContact(html, "Schedule a Consultation", `/book?service=${category.slug}`);
    for (const label of [`Contact us about ${sub.title}`, "Contact Our Team"])
      expectCtaToContact(html, label, `/contact?service=${category.slug}`);
    for (const index of sub.caseStudies.keys()) expectFragment(html, `>Case Study ${index + 1}<`);
    // "Verified Results" only for a client named in the content.
    expect(html.includes("Verified Results")).toBe(sub.caseStudies.some((story) => story.client));
  });
});

describe("/products", () => {
  it("is 'Our Products' with the three products, their descriptions and links", async () => {
    const html = await getHtml("/products");
    expect(h1Of(html)).toBe("Our Products");
    expectCanonical(html, "/products");
    const main = html.slice(html.indexOf("<main"));
    for (const slug of SPEC_PRODUCTS) {
      const product = products.find((p) => p.slug === slug)!;
      expectFragment(main, `href="/products/${slug}"`);
      expectFragment(main, escapeHtml(product.shortDescription));
      expectFragment(main, escapeHtml(product.profile.problem));
      expectFragment(main, escapeHtml(product.profile.users));
    }
    expect(mainWordCount(html)).toBeGreaterThanOrEqual(250);
  });
});

describe("parent links follow the spec", () => {
  it.each([
    ["/services/ai-consulting/strategy", "/services/ai-consulting", "AI Consulting"],
    ["/services/software-development/saas", "/services/software-development", "Software Development"],
    ["/services/talent-acquisition/devops-engineers", "/services/talent-acquisition", "Talent Acquisition / Staffing"],
  ])("%s links back to %s (%s)", async (path, parentPath, parentTitle) => {
    const html = await getHtml(path);
    expectFragment(html, `href="${parentPath}" data-discover="true">${parentTitle}</a>`);
  });
});

describe("extra sections", () => {
  it("AI Integration has both tables with captions and header cells, and says met / not met in words", async () => {
    const html = await getHtml("/services/ai-automation/ai-integration");
    expect(html.match(/<table\b/g)).toHaveLength(2);
    expect(html.match(/<caption\b/g)).toHaveLength(2);
    for (const category of ["CRM", "ERP", "Marketing", "Business Intelligence"]) {
      expect(html).toMatch(new RegExp(`<th scope="row"[^>]*>${category}</th>`));
    }
    expect(html.match(/>Not met</g)).toHaveLength(5);
    expect(html.match(/>Met</g)).toHaveLength(5);
  });

  it("the MVP page shows the five blocks of the 20-day schedule", async () => {
    const html = await getHtml("/services/software-development/mvp");
    for (const days of ["Days 1-3", "Days 4-10", "Days 11-15", "Days 16-18", "Days 19-20"]) expectFragment(html, days);
    for (const title of [
      "Planning and Design",
      "Core Development",
      "Integration and Testing",
      "UI/UX Refinement",
      "Deployment and Launch",
    ]) {
      expectFragment(html, `>${title}</h3>`);
    }
  });
});

describe.each(products.map((product) => ({ product, path: productPath(product) })))(
  "product $path",
  ({ product, path }) => {
    it("answers 200 with its title, canonical URL, its own image and calls to action", async () => {
      const html = await getHtml(path);
      expect(h1Of(html)).toBe(escapeHtml(product.title));
      expectCanonical(html, path);
      expectFragment(html, `<meta name="description" content="${escapeHtml(product.metaDescription)}"/>`);
      expectFragment(html, `src="/images/products/${product.slug}.svg"`);
      // The product's service (its profile's), chosen in the contact form and on /book.
      expectCtaToContact(html, `Contact us about ${product.name}`, `/contact?service=${product.profile.service}`);
      expectCtaToContact(html, "Schedule a Consultation", `/book?service=${product.profile.service}`);
    });
  },
);

describe("unknown paths under /services and /products", () => {
  it.each([
    "/services/nope",
    "/services/ai-automation/nope",
    "/services/nope/predictive-analytics",
    "/services/ai-automation/predictive-analytics/extra",
    "/services/data-analysis/predictive-analytics",
    "/products/nope",
    "/products/rbms/extra",
  ])("%s answers 404 with the not-found page, kept out of search", async (path) => {
    const res = await fetchPage(path);
    expect(res.status).toBe(404);
    const html = await res.text();
    expectFragment(html, "Oops! Page not found");
    expectFragment(html, "<title>Page not found | ADRIG Technologies</title>");
    expectFragment(html, '<meta name="robots" content="noindex, nofollow"/>');
  });
});
