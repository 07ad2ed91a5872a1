import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { buildContactServiceOptions } from "~/content/derive";
import { posts } from "~/content/posts";
import { catalogue, serviceCategories } from "~/content/services";
import { site } from "~/content/site";
import { fetchPage } from "./helpers";

/** Pages built from app/content/: the catalogue-derived lists and the legal pages. */

function decode(html: string): string {
  return html.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("<!-- -->", "");
}

describe("lists derived from the catalogue, as served", () => {
  it("the contact form offers every service hub and Other, in catalogue order", async () => {
    const html = decode(await (await fetchPage("/contact")).text());
    const options = [...html.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => ({
      value: m[1],
      label: m[2],
    }));
    expect(options.filter((o) => o.value !== "")).toEqual(buildContactServiceOptions(catalogue));
    // The eight hubs and "Other" (docs/decisions/030-contact-services-and-links.md).
    expect(options.filter((o) => o.value !== "")).toHaveLength(9);
    expect(serviceCategories.map((c) => c.slug)).toEqual(options.slice(1, 9).map((o) => o.value));
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

  it("loads its data for a client-side navigation too", async () => {
    for (const path of ["/privacy", "/terms"]) {
      const res = await fetchPage(`${path}.data?_routes=legal-${path.slice(1)}`);
      expect(res.status, path).toBe(200);
    }
  });

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

describe("/blog/rss.xml", () => {
  async function feed() {
    const res = await fetchPage("/blog/rss.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    return res.text();
  }

  it("is RSS 2.0 with the six posts, newest first, absolute links and RFC 822 dates", async () => {
    const xml = await feed();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    assertWellFormedXml(xml);
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);
    expect(items).toHaveLength(6);
    expect(items.map((item) => /<link>([^<]+)<\/link>/.exec(item)?.[1])).toEqual(
      posts.map((p) => `https://adrig.co.in/blog/${p.slug}`),
    );
    expect(/<pubDate>([^<]+)<\/pubDate>/.exec(items[0]!)?.[1]).toBe("Wed, 02 Apr 2025 00:00:00 GMT");
    for (const item of items) {
      expect(item).toMatch(
        /<pubDate>(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/,
      );
      expect(item).toMatch(/<guid isPermaLink="true">https:\/\/adrig\.co\.in\/blog\/[a-z0-9-]+<\/guid>/);
    }
    expect(xml).toContain('<atom:link href="https://adrig.co.in/blog/rss.xml" rel="self" type="application/rss+xml"/>');
  });

  it("carries each post's full HTML body with every link absolute", async () => {
    const xml = await feed();
    const bodies = [...xml.matchAll(/<content:encoded><!\[CDATA\[([\s\S]*?)\]\]><\/content:encoded>/g)].map(
      (m) => m[1]!,
    );
    expect(bodies).toHaveLength(6);
    for (const [index, body] of bodies.entries()) {
      expect(body).toContain(posts[index]!.html.slice(0, 80));
      expect(body).toContain('href="https://adrig.co.in/services/');
      expect(body).not.toMatch(/(href|src)="\/(?!\/)/);
    }
  });

  it("is linked as an alternate from /blog and every article", async () => {
    for (const path of ["/blog", ...posts.map((p) => `/blog/${p.slug}`)]) {
      const html = await (await fetchPage(path)).text();
      expect(html, path).toMatch(
        /<link [^>]*rel="alternate" type="application\/rss\+xml" title="[^"]+" href="\/blog\/rss.xml"\/>/,
      );
    }
  });
});

/** One root, every tag closed in order, CDATA sections skipped; no stray `<` or unescaped `&`. */
function assertWellFormedXml(xml: string) {
  const body = xml.replace(/^<\?xml[^>]*\?>\s*/, "").replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, "");
  expect(body).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  const stack: string[] = [];
  for (const match of body.matchAll(/<(\/?)([A-Za-z][\w:.-]*)([^>]*?)(\/?)>/g)) {
    const [, closing, name, , selfClosing] = match;
    if (selfClosing) continue;
    if (closing) expect(stack.pop(), `closing </${name}>`).toBe(name);
    else stack.push(name!);
  }
  expect(stack).toEqual([]);
  expect(body.replace(/<[^>]+>/g, "")).not.toContain("<");
}

describe("404 page: Did you mean", () => {
  async function suggestionsFor(path: string) {
    const res = await fetchPage(path);
    expect(res.status).toBe(404);
    const html = decode(await res.text());
    expect(html).toContain("Oops! Page not found");
    expect(html).toContain("Return to Home");
    const nav = /<nav aria-labelledby="did-you-mean"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
    return [...nav.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]);
  }

  it("/servces suggests /services first", async () => {
    const links = await suggestionsFor("/servces");
    expect(links[0]).toBe("/services");
    expect(links.length).toBeLessThanOrEqual(3);
  });

  it("an unknown article slug suggests the article it was close to", async () => {
    const links = await suggestionsFor("/blog/future-of-generative-aii");
    expect(links[0]).toBe("/blog/future-of-generative-ai");
  });

  it("a mistyped sub-service suggests it (a 404 thrown by a page's loader)", async () => {
    const links = await suggestionsFor("/services/ai-automation/predictive-analytic");
    expect(links[0]).toBe("/services/ai-automation/predictive-analytics");
  });

  it("a client-side navigation (loader data from <path>.data) gets the same suggestions", async () => {
    const res = await fetchPage("/servces.data");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('"/services"');
  });

  it("suggests nothing for a path that is close to no page, and never more than three", async () => {
    expect(await suggestionsFor("/zzqx-wvvk-9931-plmo-abcdefghij")).toEqual([]);
    expect((await suggestionsFor("/blog/x")).length).toBeLessThanOrEqual(3);
    expect(await suggestionsFor(`/${"a".repeat(500)}`)).toEqual([]);
  });
});

describe("social cards", () => {
  /** Width and height from a PNG's IHDR chunk (bytes 16-23), after checking the signature. */
  function pngSize(bytes: Uint8Array): { width: number; height: number } {
    expect([...bytes.slice(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }

  const cardPages = (sitemap: string) =>
    [...sitemap.matchAll(/<loc>https:\/\/adrig\.co\.in([^<]+)<\/loc>/g)]
      .map((m) => m[1]!)
      .filter((path) => /^\/(services\/[^/]+(\/[^/]+)?|products\/[^/]+|blog\/[^/]+)$/.test(path));

  it("every article, hub, sub-service and product page points og:image and twitter:image at its own 1200x630 PNG", async () => {
    const pages = cardPages(await (await fetchPage("/sitemap.xml")).text());
    expect(pages).toHaveLength(6 + 8 + 28 + 3);
    const seen = new Set<string>();
    for (const path of pages) {
      const html = await (await fetchPage(path)).text();
      const og = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      const twitter = /<meta name="twitter:image" content="([^"]+)"/.exec(html)?.[1];
      expect(og, path).toBe(`https://adrig.co.in/og${path}.png`);
      expect(twitter, path).toBe(og);
      seen.add(og!);
      const res = await env.ASSETS.fetch(new Request(`http://example.com/og${path}.png`));
      expect(res.status, path).toBe(200);
      expect(res.headers.get("Content-Type"), path).toBe("image/png");
      expect(pngSize(new Uint8Array(await res.arrayBuffer())), path).toEqual({ width: 1200, height: 630 });
    }
    expect(seen.size).toBe(pages.length);
  });

  it("other pages keep the default card", async () => {
    for (const path of ["/", "/services", "/blog", "/privacy"]) {
      const html = await (await fetchPage(path)).text();
      expect(html, path).toContain('<meta property="og:image" content="https://adrig.co.in/images/og-default.png"/>');
    }
  });
});
