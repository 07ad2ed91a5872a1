import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { posts } from "~/content/posts";
import { products, serviceCategories } from "~/content/services";
import { fetchPage, ORIGIN } from "./helpers";

const origin = env.SITE_ORIGIN;

/**
 * The indexable pages, derived here on their own from the content modules and the route table:
 * the fixed pages, the 8 hubs with their 28 sub-services, 3 products and 6 posts. The redirects
 * /service and /product, /search, account pages and dev tools are not in the sitemap.
 */
function expectedPaths(): string[] {
  return [
    "/",
    "/about",
    "/team",
    "/contact",
    "/book",
    "/services",
    "/products",
    "/work",
    "/plan",
    "/blog",
    "/privacy",
    "/terms",
    // The newsletter archive (with no issue sent yet, the list alone).
    "/newsletter/issues",
    ...serviceCategories.flatMap((c) => [
      `/services/${c.slug}`,
      ...c.subServices.map((s) => `/services/${c.slug}/${s.slug}`),
    ]),
    ...products.map((p) => `/products/${p.slug}`),
    ...posts.map((p) => `/blog/${p.slug}`),
  ];
}

/** A small well-formedness check: one root, every tag closed in order, no stray `<` or `&`. */
function assertWellFormedXml(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, "");
  const stack: string[] = [];
  let roots = 0;
  const token = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[\w:.-]+="[^"<&]*")*)\s*(\/?)>|([^<]+)/gy;
  let consumed = 0;
  for (let match = token.exec(body); match; match = token.exec(body)) {
    consumed = token.lastIndex;
    const [, closing, name, , selfClosing, text] = match;
    if (text !== undefined) {
      if (stack.length === 0) expect(text.trim(), "text outside the root element").toBe("");
      expect(text, "unescaped & in text").not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
      continue;
    }
    if (closing) {
      expect(stack.pop(), `closing </${name}>`).toBe(name);
    } else if (!selfClosing) {
      if (stack.length === 0) roots += 1;
      stack.push(name!);
    }
  }
  expect(consumed, "the whole document is made of well-formed tokens").toBe(body.length);
  expect(stack, "unclosed elements").toEqual([]);
  expect(roots).toBe(1);
}

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
}

function titleOf(html: string): string {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
}

function descriptionOf(html: string): string {
  return /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
}

function h1sOf(html: string): string[] {
  return [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, "").trim());
}

function decode(text: string): string {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

describe("/sitemap.xml", () => {
  it("is valid XML in the sitemaps.org namespace", async () => {
    const res = await fetchPage("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    const xml = await res.text();
    assertWellFormedXml(xml);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  });

  it("lists exactly the indexable pages, once each, as absolute URLs on SITE_ORIGIN", async () => {
    const xml = await (await fetchPage("/sitemap.xml")).text();
    const listed = locs(xml);
    const expected = expectedPaths().map((path) => new URL(path, origin).toString());
    expect(expected).toHaveLength(13 + 8 + 28 + 3 + 6);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...expected].sort());
    for (const loc of listed) expect(loc.startsWith(`${origin}/`)).toBe(true);
  });

  it("leaves out the redirects, the search page and private pages", async () => {
    const paths = locs(await (await fetchPage("/sitemap.xml")).text()).map((loc) => new URL(loc).pathname);
    for (const path of ["/service", "/product", "/search", "/login", "/signup", "/api/health", "/dev/outbox"]) {
      expect(paths).not.toContain(path);
    }
  });

  it("dates each post with its publication date", async () => {
    const xml = await (await fetchPage("/sitemap.xml")).text();
    for (const post of posts) {
      expect(xml).toContain(`<loc>${origin}/blog/${post.slug}</loc>\n    <lastmod>${post.date}</lastmod>`);
    }
  });
});

describe("/robots.txt", () => {
  it("allows crawling, keeps /api/ and /dev/ out and names the sitemap", async () => {
    const res = await fetchPage("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    const lines = (await res.text()).split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    expect(lines).toContain("Disallow: /api/");
    expect(lines).toContain("Disallow: /dev/");
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

/** The first paragraph of a post's rendered body, as it appears in the page. */
function firstParagraphOf(postHtml: string): string {
  const match = /<p>(.+?)<\/p>/.exec(postHtml);
  if (!match) throw new Error("post has no paragraph");
  return match[0];
}

describe("/blog/{slug}", () => {
  for (const post of posts) {
    it(`${post.slug} renders its own article`, async () => {
      const res = await fetchPage(`/blog/${post.slug}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(h1sOf(html).map(decode)).toEqual([post.title]);
      expect(decode(titleOf(html))).toBe(`${post.title} | ADRIG Technologies`);
      expect(decode(descriptionOf(html))).toBe(post.description);
      expect(html).toContain(`<link rel="canonical" href="${origin}/blog/${post.slug}"/>`);
      expect(html).toContain('<meta property="og:type" content="article"/>');
      expect(html).toContain(`<meta property="og:image" content="${origin}/og/blog/${post.slug}.png"/>`);
      // Its own body, not another post's; its two related posts linked.
      expect(html).toContain(firstParagraphOf(post.html));
      for (const related of post.related) expect(html).toContain(`href="/blog/${related}"`);
      expect(html).toContain(`<time dateTime="${post.date}">`);
    });
  }

  it("formats the date like 'April 2, 2025' and names the publisher", async () => {
    const html = await (await fetchPage("/blog/future-of-generative-ai")).text();
    expect(html).toContain('<time dateTime="2025-04-02">April 2, 2025</time>');
    expect(html).toContain("5 min read");
    expect(html).toMatch(/Published by <span[^>]*>ADRIG Technologies<\/span>/);
  });

  it("carries Article structured data with absolute URLs", async () => {
    const html = await (await fetchPage("/blog/ethical-ai-considerations")).text();
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(json).toBeDefined();
    const ld = JSON.parse(json!);
    expect(ld["@context"]).toBe("https://schema.org");
    expect(ld["@type"]).toBe("Article");
    expect(ld.headline).toBe("Ethical AI: What Every Business Should Consider Before Launch");
    expect(ld.datePublished).toBe("2025-03-15");
    expect(ld.author).toMatchObject({ "@type": "Organization", name: "ADRIG Technologies" });
    expect(ld.publisher).toMatchObject({ "@type": "Organization", name: "ADRIG Technologies" });
    expect(ld.image).toEqual([
      `${origin}/images/blog/ethical-ai-considerations.svg`,
      `${origin}/og/blog/ethical-ai-considerations.png`,
    ]);
    expect(ld.mainEntityOfPage["@id"]).toBe(`${origin}/blog/ethical-ai-considerations`);
  });

  it("answers 404 with the not-found page for an unknown slug", async () => {
    const res = await fetchPage("/blog/no-such-article");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Oops! Page not found");
    expect(titleOf(html)).toBe("Page not found | ADRIG Technologies");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).not.toContain("application/ld+json");
  });
});

describe("blog and team metadata", () => {
  const pages = ["/blog", "/team", ...posts.map((p) => `/blog/${p.slug}`)];

  it("gives every page its own title, description and a single h1", async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of pages) {
      const res = await fetchPage(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      titles.add(titleOf(html));
      descriptions.add(descriptionOf(html));
      expect(h1sOf(html), path).toHaveLength(1);
      expect(html, path).toContain('<meta name="twitter:card" content="summary_large_image"/>');
      expect(html, path).toContain(`<link rel="canonical" href="${new URL(path, origin).toString()}"/>`);
    }
    expect(titles.size).toBe(pages.length);
    expect(descriptions.size).toBe(pages.length);
    for (const description of descriptions) expect(description.length).toBeLessThanOrEqual(160);
  });

  it("/blog features the first post and lists the other five", async () => {
    const html = await (await fetchPage("/blog")).text();
    expect(h1sOf(html)).toEqual(["AI Insights Blog"]);
    for (const heading of ["Featured Article", "Latest Posts", "Subscribe to Our Newsletter"])
      expect(html).toContain(heading);
    for (const post of posts) expect(html).toContain(`href="/blog/${post.slug}"`);
    expect(html.indexOf(`href="/blog/${posts[0]!.slug}"`)).toBeLessThan(html.indexOf("Latest Posts"));
    // The article bodies stay on their own pages.
    expect(html).not.toContain(firstParagraphOf(posts[0]!.html));
  });

  it("/team shows the vision, values and four members, and links to the history on /about", async () => {
    const html = decode(await (await fetchPage("/team")).text());
    expect(h1sOf(html)).toEqual(["Our Vision for a Smarter Future"]);
    for (const value of ["Innovation", "Scalability", "Integrity", "Client-Centric"])
      expect(html).toContain(`>${value}</h3>`);
    expect(html.match(/<h3[^>]*>[^<]+<\/h3><p[^>]*>[^<]+<\/p><p[^>]*>/g)?.length).toBeGreaterThanOrEqual(4);
    expect(html).not.toContain("<time");
    expect(html).toContain('href="/about#about-journey"');
    expect(html.match(/href="\/contact"[^>]*>(Join Our Team|Partner With Us)</g)).toHaveLength(2);
  });
});

describe("newsletter form without JavaScript", () => {
  it("/blog's form posts to /newsletter as the consent source blog, and the answer page thanks the visitor", async () => {
    const blog = await (await fetchPage("/blog")).text();
    const form = /<form[^>]*action="\/newsletter"[^>]*>[\s\S]*?<\/form>/.exec(blog)?.[0];
    expect(form).toContain('name="source" value="blog"');
    const res = await fetchPage("/newsletter", {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "reader@example.com", source: "blog" }).toString(),
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Thanks! Please check your inbox to confirm your subscription.");
  });

  it("rejects an invalid address with a message", async () => {
    const res = await fetchPage("/newsletter", {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "not-an-address", source: "blog" }).toString(),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Please enter a valid e-mail address.");
  });

  it("the footer of every page has the same form, with the consent source footer", async () => {
    const html = await (await fetchPage("/about")).text();
    const form = /<footer[\s\S]*?(<form[^>]*action="\/newsletter"[^>]*>[\s\S]*?<\/form>)/.exec(html)?.[1];
    expect(form).toContain('name="source" value="footer"');
    expect(form).toContain('type="email"');
  });
});

describe("every indexable page", () => {
  it("has its own title and description, a canonical URL and social-card tags", async () => {
    const xml = await (await fetchPage("/sitemap.xml")).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths.length).toBeGreaterThanOrEqual(51);
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const path of paths) {
      const res = await fetchPage(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
      expect(title, path).toBeTruthy();
      expect(description, path).toBeTruthy();
      expect(titles.get(title!), `${path} shares its title`).toBeUndefined();
      expect(descriptions.get(description!), `${path} shares its description`).toBeUndefined();
      titles.set(title!, path);
      descriptions.set(description!, path);
      expect(html, path).toContain(`<link rel="canonical" href="${env.SITE_ORIGIN}${path === "/" ? "/" : path}"/>`);
      expect(html, path).toContain('<meta name="twitter:card" content="summary_large_image"/>');
      expect(html, path).toContain('<meta property="og:image" content="');
      expect(html, path).not.toContain('content="noindex');
    }
  });
});

describe("paths that start with //", () => {
  // Joined as text: resolved as a URL, `//evil.example/` would be another host.
  const fetchRaw = (path: string, init?: RequestInit) =>
    SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual", ...init });

  it.each([
    ["//", "/"],
    ["//about", "/about"],
    ["///contact", "/contact"],
    ["//evil.example/", "/evil.example/"],
    ["//evil.example/phish?x=1", "/evil.example/phish?x=1"],
    ["//blog//future-of-generative-ai", "/blog//future-of-generative-ai"],
  ])("GET %s answers 301 to its single-slash form %s, on the site's own origin", async (path, location) => {
    const res = await fetchRaw(path);
    expect(res.status, path).toBe(301);
    expect(res.headers.get("Location"), path).toBe(location);
    expect(new URL(res.headers.get("Location")!, origin).origin).toBe(origin);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("a post to a // path keeps its method: 308 to the single-slash path", async () => {
    const res = await fetchRaw("//logout", { method: "POST", headers: { Origin: ORIGIN } });
    expect(res.status).toBe(308);
    expect(res.headers.get("Location")).toBe("/logout");
  });

  it("the single-slash form of // is the home page", async () => {
    const res = await fetchRaw("/");
    expect(res.status).toBe(200);
  });
});
