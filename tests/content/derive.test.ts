import { cpSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  buildContactServiceOptions,
  buildFooterContent,
  buildMailFooter,
  buildOrganizationJsonLd,
  buildOverviewSections,
  buildSitemapEntries,
  buildSiteNavigation,
  legalLinks,
} from "../../app/content/derive";
import { editDistance, suggestPages } from "../../app/site/suggest";
import { loadContent } from "../../scripts/content/load";
import { contentPlugin } from "../../scripts/content/vite-plugin";
import { CONTENT_DIR, copyOfContent, editOnce } from "./fixture";

const NEW_TITLE = "Data Science and Analytics";

/** Everything a visitor or a crawler sees that names the categories, from one loaded content tree. */
function everyDerivedList(dir: string) {
  const { site, catalogue, posts } = loadContent(dir);
  const navigation = buildSiteNavigation(catalogue);
  return {
    menu: navigation.categories.map((c) => c.title),
    overview: buildOverviewSections(catalogue).map((s) => s.title),
    footer: buildFooterContent(site, catalogue).footer_services.map((s) => s.name),
    contactOptions: buildContactServiceOptions(catalogue).map((o) => o.label),
    jsonLd: (
      buildOrganizationJsonLd(site, catalogue, "https://adrig.co.in").makesOffer as Array<{
        itemOffered: { name: string };
      }>
    ).map((offer) => offer.itemOffered.name),
    sitemap: buildSitemapEntries(site, catalogue, posts).map((entry) => entry.path),
    menuPaths: navigation.categories.flatMap((c) => [c.path, ...c.subServices.map((s) => s.path)]),
  };
}

describe("every list derives from the catalogue", () => {
  it("the real catalogue gives the spec's lists", () => {
    const lists = everyDerivedList(CONTENT_DIR);
    expect(lists.contactOptions).toEqual([
      "AI Automation",
      "Data Analysis",
      "Chatbot Development",
      "Workflow Automations",
      "LLM Development",
      "AI Consulting",
      "Software Development",
      "Talent Acquisition / Staffing",
      "Other",
    ]);
    expect(lists.menu).toHaveLength(8);
    // Every hub and "Other" (docs/decisions/030-contact-services-and-links.md).
    expect(lists.contactOptions.slice(0, 8)).toEqual(lists.menu);
    expect(lists.footer).toEqual(lists.menu);
    expect(lists.jsonLd).toEqual(lists.menu);
    expect(lists.overview).toEqual(lists.contactOptions.slice(0, 6));
  });

  it("renaming a category in its YAML file renames it in the menu, /services, footer, contact form and JSON-LD", () => {
    const dir = copyOfContent();
    editOnce(dir, "services/data-analysis.yml", /^title: Data Analysis$/m, `title: ${NEW_TITLE}`);
    const lists = everyDerivedList(dir);
    for (const [name, list] of Object.entries(lists)) {
      if (name === "sitemap" || name === "menuPaths") continue;
      expect(list, name).toContain(NEW_TITLE);
      expect(list, name).not.toContain("Data Analysis");
    }
  });

  it("a new sub-service appears in the menu and the sitemap without touching any list", () => {
    const dir = copyOfContent();
    const source = readFileSync(join(dir, "services/data-analysis.yml"), "utf8");
    // Duplicate the first sub-service under a new slug and title.
    const first = /\n {2}- slug: business-intelligence\n([\s\S]*?)(?=\n {2}- slug: )/.exec(source)![0];
    const copy = first
      .replace("- slug: business-intelligence", "- slug: data-governance")
      .replace(/title: Business Intelligence/, "title: Data Governance");
    editOnce(dir, "services/data-analysis.yml", "\nsubServices:", `\nsubServices:${copy}`);
    const lists = everyDerivedList(dir);
    expect(lists.menuPaths).toContain("/services/data-analysis/data-governance");
    expect(lists.sitemap).toContain("/services/data-analysis/data-governance");
  });

  it("the company's address is written once: footer, JSON-LD and the mail footer follow site.yml", () => {
    const dir = copyOfContent();
    editOnce(dir, "site.yml", "  street: Sembakkam\n", "  street: Velachery\n");
    const { site, catalogue } = loadContent(dir);
    expect(buildFooterContent(site, catalogue).contact_info.address).toBe(
      "Velachery, Chennai, Tamil Nadu 600073, India",
    );
    expect(JSON.stringify(buildOrganizationJsonLd(site, catalogue, "https://adrig.co.in"))).toContain(
      '"streetAddress":"Velachery"',
    );
    expect(buildMailFooter(site)).toBe("ADRIG Technologies · Velachery, Chennai, Tamil Nadu 600073, India");
  });

  it("a new top-level page is one entry in site.yml: footer, sitemap and legal links follow", () => {
    const dir = copyOfContent();
    editOnce(
      dir,
      "site.yml",
      "  - { path: /terms, title: Terms of Use, legal: true }\n",
      "  - { path: /terms, title: Terms of Use, legal: true }\n  - { path: /careers, title: Careers, footer: true }\n  - { path: /imprint, title: Imprint, legal: true }\n",
    );
    const { site, catalogue, posts } = loadContent(dir);
    expect(buildFooterContent(site, catalogue).nav_links).toContainEqual({ text: "Careers", url: "/careers" });
    expect(buildSitemapEntries(site, catalogue, posts).map((e) => e.path)).toEqual(
      expect.arrayContaining(["/careers", "/imprint"]),
    );
    expect(legalLinks(site).map((l) => l.url)).toEqual(["/privacy", "/terms", "/imprint"]);
  });

  it("the build writes Footer.json from the content (the spec's file keeps its path and shape)", () => {
    const dir = copyOfContent();
    editOnce(dir, "services/data-analysis.yml", /^title: Data Analysis$/m, `title: ${NEW_TITLE}`);
    const publicDir = mkdtempSync(join(tmpdir(), "adrig-public-"));
    cpSync(join(import.meta.dirname, "../../public/content"), join(publicDir, "content"), { recursive: true });
    const plugin = contentPlugin({ contentDir: dir, publicDir });
    (plugin.buildStart as () => void).call({});
    const footer = JSON.parse(readFileSync(join(publicDir, "content/landingpage/Footer.json"), "utf8"));
    expect(footer.footer_services).toContainEqual({ name: NEW_TITLE, url: "/services/data-analysis" });
    expect(Object.keys(footer).sort()).toEqual([
      "company_info",
      "contact_info",
      "footer_services",
      "nav_links",
      "social_links",
    ]);
  });

  it("the committed Footer.json is what the build generates", () => {
    const { site, catalogue } = loadContent(CONTENT_DIR);
    const committed = JSON.parse(
      readFileSync(join(import.meta.dirname, "../../public/content/landingpage/Footer.json"), "utf8"),
    );
    expect(committed).toEqual(buildFooterContent(site, catalogue));
  });
});

describe("suggestPages", () => {
  const pages = [
    { path: "/services", title: "Services" },
    { path: "/service", title: "Service Page" },
    { path: "/team", title: "Team" },
    { path: "/terms", title: "Terms of Use" },
    { path: "/blog", title: "Blog" },
  ];

  it("measures Levenshtein distance", () => {
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("/servces", "/services")).toBe(1);
    expect(editDistance("", "abc")).toBe(3);
  });

  it("returns at most three pages, closest first, and none for a far-off path", () => {
    expect(suggestPages("/servces", pages).map((p) => p.path)).toEqual(["/services", "/service"]);
    expect(suggestPages("/tems", pages).map((p) => p.path)).toEqual(["/terms", "/team"]);
    expect(suggestPages("/te", pages).length).toBeLessThanOrEqual(3);
    expect(suggestPages("/completely-unrelated-words", pages)).toEqual([]);
    expect(suggestPages("/services/", pages).map((p) => p.path)).not.toContain("/services");
  });
});
