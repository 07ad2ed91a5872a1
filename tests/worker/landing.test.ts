import { describe, expect, it } from "vitest";
import { aboutCopy } from "~/content/about";
import { aboutUs, hero, processSteps, stats, taglineParagraph, whatWeDo } from "~/content/landing";
import { partners } from "~/content/partners";
import { site } from "~/content/site";
import { teamMembers, timeline } from "~/content/team";
import cta from "../../public/content/landingpage/CtaSection.json";
import testimonials from "../../public/content/landingpage/TestimonialSection.json";
import video from "../../public/content/landingpage/VideoSection.json";
import { fetchPage } from "./helpers";
import { mainParagraphs, mainWordCount } from "./page-text";
import { fetchWithAssets } from "./worker-with";

/** Text as React writes it into HTML. */
function html(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}

/** The rendered markup only: the hydration data in <script> elements would repeat every string. */
function markup(page: string): string {
  return page.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
}

/** The video section's frame: from the element that carries its test id to the section's end. */
function videoFrame(page: string): string {
  const section = page.slice(page.indexOf('aria-labelledby="video-heading"'));
  const start = section.lastIndexOf("<", section.indexOf('data-testid="video-frame"'));
  return section.slice(start, section.indexOf("</section>"));
}

async function renderedHome(res: Response): Promise<string> {
  expect(res.status).toBe(200);
  return markup(await res.text());
}

const files = {
  testimonials: "/content/landingpage/TestimonialSection.json",
  cta: "/content/landingpage/CtaSection.json",
  video: "/content/landingpage/VideoSection.json",
} as const;

const CTA_DEFAULTS = {
  heading: "Let's Build the Future Together!",
  subheading: "Ready to transform your business with cutting-edge AI solutions?",
  buttonText: "Schedule a Consultation",
};

function withFile(path: string, response: () => Response) {
  return fetchWithAssets("/", (pathname) => (pathname === path ? response() : undefined));
}

describe("home page server HTML", () => {
  it("holds every section's text", async () => {
    const page = await renderedHome(await fetchPage("/"));
    expect(page).toContain(html(hero.headline));
    expect(page).toContain(html(hero.tagline));
    expect(page).toContain('href="/services"');
    expect(page).toContain('href="/contact"');
    for (const stat of stats) expect(page).toContain(html(stat.label));
    for (const partner of partners) expect(page).toContain(html(partner.name));
    expect(page).toContain('id="about-us-section"');
    expect(page).toContain(html(aboutUs.title));
    for (const card of aboutUs.cards) {
      expect(page).toContain(html(card.title));
      expect(page).toContain(html(card.description));
    }
    expect(page).toContain(html(taglineParagraph));
    for (const card of whatWeDo) expect(page).toContain(html(card.title));
    for (const step of processSteps) {
      expect(page).toContain(`>${step.number}<`);
      expect(page).toContain(html(step.title));
    }
    expect(page).toContain(html(testimonials.title));
    for (const t of testimonials.testimonials) {
      expect(page).toContain(html(t.quote));
      expect(page).toContain(html(t.name));
    }
    expect(page).toContain(html(cta.heading));
    expect(page).toContain(html(cta.subheading));
  });

  it("lists the 17 partner logos with Southern Railways first, each with its image and alt text", async () => {
    const page = await renderedHome(await fetchPage("/"));
    const logos = [...page.matchAll(/<img src="(\/images\/partners\/[^"]+)" alt="([^"]+)"/g)];
    expect(logos).toHaveLength(17);
    expect(logos[0]?.[1]).toBe("/images/partners/southern-railway.svg");
    expect(logos[0]?.[2]).toBe("Southern Railways logo");
  });

  it("puts two testimonials on each slide, labelled 'Slide n of m'", async () => {
    const page = await renderedHome(await fetchPage("/"));
    const slides = Math.ceil(testimonials.testimonials.length / 2);
    expect(page).toContain('aria-roledescription="carousel"');
    for (let n = 1; n <= slides; n++) expect(page).toContain(`aria-label="Slide ${n} of ${slides}"`);
    expect(page).not.toContain(`Slide ${slides + 1} of`);
  });

  it("draws the hero background from 150 points and 100 strokes, with its keyframes in <head>", async () => {
    const raw = await (await fetchPage("/")).text();
    // The background is the first thing inside the hero, before its headline.
    const background = raw.slice(raw.indexOf('data-testid="hero-background"'), raw.indexOf("<h1"));
    const sum = (attr: string) =>
      [...background.matchAll(new RegExp(`${attr}="(\\d+)"`, "g"))].reduce((n, m) => n + Number(m[1]), 0);
    expect(sum("data-points")).toBe(150);
    expect(sum("data-strokes")).toBe(100);
    // Every point is drawn (two arcs each) and every stroke is one line segment.
    expect(background.match(/a[\d.]+ [\d.]+ 0 1 0/g)).toHaveLength(300);
    expect(background.match(/L\d+ \d+/g)).toHaveLength(100);
    const head = raw.slice(0, raw.indexOf("</head>"));
    expect(head).toContain("@keyframes hero-drift-a");
  });

  it("with no video named, leaves the section out: no stand-in, no player, no play control", async () => {
    expect(video.videoId).toBeNull();
    const page = await renderedHome(await fetchPage("/"));
    expect(page).not.toContain('aria-labelledby="video-heading"');
    expect(page).not.toContain('data-testid="video-frame"');
    expect(page).not.toContain(html(video.title));
    expect(page).not.toContain("youtube");
    expect(page).not.toContain("/assets/enhance-video-");
    expect(page).not.toContain("Loading...");
  });

  it("with ADRIG's video named, renders the poster and ONE play control, not the player", async () => {
    const named = { ...video, videoId: "M7lc1UVf-VE" };
    const raw = await (await withFile(files.video, () => Response.json(named))).text();
    const frame = videoFrame(markup(raw));
    expect(frame).toContain(`src="${video.thumbnail}"`);
    expect(frame).toContain(`alt="${html(video.thumbnailAlt)}"`);
    expect(frame.match(/<button/g)).toHaveLength(1);
    expect(frame).toContain(`aria-label="Play video: ${html(video.title)}"`);
    expect(frame).toContain(
      'data-embed="https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1&amp;mute=1&amp;playsinline=1"',
    );
    expect(frame).not.toContain("<iframe");
    expect(raw).toContain("/assets/enhance-video-");
  });

  it("carries Organization structured data and the default title", async () => {
    const raw = await (await fetchPage("/")).text();
    expect(raw).toContain("<title>ADRIG - Driving Growth with AI</title>");
    const block = raw.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
    expect(block).toBeDefined();
    const org = JSON.parse(block!);
    expect(org).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "ADRIG Technologies",
      telephone: "+91 99421 05301",
      email: "contact@adrig.co.in",
      address: { addressLocality: "Chennai", postalCode: "600073", addressCountry: "IN" },
      sameAs: ["https://www.instagram.com/adrig.ai/", "https://www.linkedin.com/company/adrig"],
    });
    expect(org.url).toMatch(/^https?:\/\//);
    expect(org.logo).toMatch(/\/images\/logo\.svg$/);
  });
});

describe("landing content files", () => {
  const failures = {
    missing: () => new Response("Not found", { status: 404 }),
    malformed: () => Response.json({ heading: 42, testimonials: "nope", videoId: "<script>" }),
    "not JSON": () => new Response("{ not json"),
  };

  for (const [kind, response] of Object.entries(failures)) {
    it(`testimonials ${kind}: 'What Our Clients Say' and the empty-state message, 200`, async () => {
      const page = await renderedHome(await withFile(files.testimonials, response));
      expect(page).toContain("What Our Clients Say");
      expect(page).toContain("No testimonials available at the moment.");
      expect(page).not.toContain(html(testimonials.testimonials[0]!.quote));
      expect(page).not.toContain('aria-roledescription="carousel"');
      expect(page).toContain(html(cta.heading));
    });

    it(`CTA ${kind}: the defaults, linking to /book, 200`, async () => {
      const page = await renderedHome(await withFile(files.cta, response));
      expect(page).toContain(html(CTA_DEFAULTS.heading));
      expect(page).toContain(html(CTA_DEFAULTS.subheading));
      expect(page).toMatch(/<a[^>]*href="\/book"[^>]*>Schedule a Consultation<\/a>/);
    });

    it(`video ${kind}: the section stays on 'Loading...', 200`, async () => {
      const page = await renderedHome(await withFile(files.video, response));
      expect(page).toContain("Loading...");
      expect(page).not.toContain(html(video.title));
      expect(page).toContain(html(testimonials.testimonials[0]!.quote));
    });
  }

  it("an empty testimonials list shows the empty state", async () => {
    const page = await renderedHome(
      await withFile(files.testimonials, () => Response.json({ title: "Kind Words", testimonials: [] })),
    );
    expect(page).toContain("No testimonials available at the moment.");
  });

  it("the CTA follows the file when it is valid (the defaults are not hard-coded)", async () => {
    const custom = {
      heading: "Plan Your Pilot",
      subheading: "Four weeks to a working prototype.",
      buttonText: "Book a Call",
      buttonLink: "/contact?topic=pilot",
    };
    const page = await renderedHome(await withFile(files.cta, () => Response.json(custom)));
    expect(page).toContain(custom.heading);
    expect(page).toContain('href="/contact?topic=pilot"');
    expect(page).not.toContain(html(CTA_DEFAULTS.heading));
  });

  it("an odd number of testimonials makes ceil(count/2) slides", async () => {
    const three = { title: "Kind Words", testimonials: testimonials.testimonials.slice(0, 3) };
    const page = await renderedHome(await withFile(files.testimonials, () => Response.json(three)));
    expect(page).toContain('aria-label="Slide 2 of 2"');
    expect(page).not.toContain("Slide 3 of");
  });

  it("refuses a javascript: link in the CTA file", async () => {
    const evil = { ...cta, buttonLink: "javascript:alert(1)" };
    const page = await renderedHome(await withFile(files.cta, () => Response.json(evil)));
    expect(page).not.toContain("javascript:");
    expect(page).toMatch(/href="\/book"[^>]*>Schedule a Consultation</);
  });
});

describe("/about", () => {
  it("is the company's own page: who, where, how we work, the journey, the people and a link to /team", async () => {
    const res = await fetchPage("/about");
    expect(res.status).toBe(200);
    const raw = await res.text();
    expect(raw).toContain("<title>About Us | ADRIG Technologies</title>");
    expect(raw).not.toContain('name="robots"');
    const page = markup(raw);
    expect(page.match(/<h1\b/g)).toHaveLength(1);
    for (const heading of [aboutCopy.who, aboutCopy.where, aboutCopy.how, aboutCopy.journey, aboutCopy.people]) {
      expect(page).toContain(html(heading.title));
    }
    for (const paragraph of [...aboutCopy.who.paragraphs, ...aboutCopy.where.paragraphs])
      expect(page).toContain(html(paragraph));
    expect(page).toContain(html(site.contact.street));
    for (const entry of timeline) expect(page).toContain(html(entry.title));
    for (const member of teamMembers) expect(page).toContain(html(member.name));
    expect(page).toMatch(/<a[^>]*href="\/team"/);
    expect(mainWordCount(raw)).toBeGreaterThanOrEqual(400);
  });

  it("shares no paragraph with the home page", async () => {
    const about = mainParagraphs(await (await fetchPage("/about")).text());
    const home = mainParagraphs(await (await fetchPage("/")).text());
    expect(about.length).toBeGreaterThan(5);
    expect(about.filter((paragraph) => home.includes(paragraph))).toEqual([]);
    expect(home).toContain(taglineParagraph);
    expect(about).not.toContain(aboutUs.intro);
  });
});
