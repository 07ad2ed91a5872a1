import { describe, expect, it } from "vitest";
import { buildContactServiceOptions } from "~/content/derive";
import { catalogue, overviewSections, serviceCategories } from "~/content/services";
import { site } from "~/content/site";
import { fetchPage } from "./helpers";

/** Pages built from app/content/: the catalogue-derived lists and the legal pages. */

function decode(html: string): string {
  return html.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("<!-- -->", "");
}

describe("lists derived from the catalogue, as served", () => {
  it("the contact form offers the overview's six categories and Other, in catalogue order", async () => {
    const html = decode(await (await fetchPage("/contact")).text());
    const options = [...html.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => ({ value: m[1], label: m[2] }));
    expect(options.filter((o) => o.value !== "")).toEqual(buildContactServiceOptions(catalogue));
    expect(options.filter((o) => o.value !== "")).toHaveLength(7);
    expect(overviewSections.map((s) => s.id)).toEqual(options.slice(1, 7).map((o) => o.value));
  });

  it("the header and footer link every category by its catalogue title", async () => {
    const html = decode(await (await fetchPage("/")).text());
    for (const category of serviceCategories) {
      expect(html).toContain(`href="/services/${category.slug}"`);
      expect(html).toContain(`>${category.title}</a>`);
    }
  });
});

describe("legal pages", () => {
  for (const [path, heading] of [
    ["/privacy", "Privacy Policy"],
    ["/terms", "Terms of Use"],
  ] as const) {
    it(`${path} answers 200 with "${heading}", is in the sitemap and linked from the footer`, async () => {
      const res = await fetchPage(path);
      expect(res.status).toBe(200);
      const html = decode(await res.text());
      expect([...html.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((m) => m[1])).toEqual([heading]);
      expect(html).toContain(`<title>${heading} | ADRIG Technologies</title>`);
      const sitemap = await (await fetchPage("/sitemap.xml")).text();
      expect(sitemap).toContain(`<loc>https://adrig.co.in${path}</loc>`);
      const home = await (await fetchPage("/")).text();
      expect(home).toMatch(new RegExp(`<nav aria-label="Legal">[\\s\\S]*href="${path}"[\\s\\S]*</nav>`));
    });
  }

  it("the privacy notice names what is collected, why, how long, the processor, the rights and a grievance contact", async () => {
    const html = decode(await (await fetchPage("/privacy")).text());
    for (const text of [
      "name, e-mail address and a password hash", // account
      "the service you chose and your message", // contact messages
      "Newsletter",
      "__Host-adrig_session",
      "flash",
      "Cloudflare Turnstile",
      "Server logs",
      `after ${site.retention.emailTokenDays} days`,
      `deleted after ${site.retention.unconfirmedSignupDays} days`,
      `deleted after ${site.retention.turnstileTokenDays} day`,
      `deleted after ${site.retention.pendingNewsletterDays} days`,
      "deleted by a daily clean-up",
      "Cloudflare, Inc.",
      "Digital Personal Data Protection Act, 2023",
      'href="/account"',
      "download your data",
      "delete your account",
      `href="mailto:${site.contact.email}"`,
      "Grievances",
      site.grievanceOfficer.name,
    ]) {
      expect(html, text).toContain(text);
    }
  });
});
