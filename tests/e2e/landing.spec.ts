import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, gotoPage, test, viewports } from "./support";

const readContent = (name: string) => JSON.parse(readFileSync(`public/content/landingpage/${name}.json`, "utf8"));
const testimonials: { testimonials: unknown[] } = readContent("TestimonialSection");
const video: { videoId: string | null; title: string } = readContent("VideoSection");

const SLIDES = Math.ceil(testimonials.testimonials.length / 2);

/** Jumps (no smooth scrolling) so that `selector`'s top sits `offset` px below the viewport top. */
async function jumpTo(page: Page, selector: string, offset = 120) {
  await page.evaluate(
    ({ selector, offset }) => {
      const el = document.querySelector(selector)!;
      window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - offset, behavior: "instant" });
    },
    { selector, offset },
  );
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const aboutTop = (page: Page) =>
  page.evaluate(() => Math.round(document.getElementById("about-us-section")!.getBoundingClientRect().top));
const headerHeight = (page: Page) =>
  page.evaluate(() => Math.round(document.querySelector("header")!.getBoundingClientRect().height));

test.describe("testimonials carousel", () => {
  test.use({ viewport: viewports.desktop });

  const carousel = (page: Page) => page.getByTestId("testimonials");
  const dot = (page: Page, n: number) => carousel(page).getByRole("button", { name: `Slide ${n}`, exact: true });
  // Slides other than the current one are aria-hidden, so they are found by their label attribute.
  const slide = (page: Page, n: number) => carousel(page).locator(`[aria-label="Slide ${n} of ${SLIDES}"]`);

  async function openCarousel(page: Page) {
    await gotoPage(page, "/");
    await jumpTo(page, '[data-testid="testimonials"]');
    await expect(carousel(page)).toHaveAttribute("data-ready", "true");
  }

  /** Slide n is current and has settled exactly in the carousel's window. */
  async function expectSlide(page: Page, n: number) {
    await expect(dot(page, n)).toHaveAttribute("aria-current", "true");
    await expect
      .poll(() =>
        slide(page, n).evaluate((el) =>
          Math.round(el.getBoundingClientRect().left - el.parentElement!.parentElement!.getBoundingClientRect().left),
        ),
      )
      .toBe(0);
    const quotes = slide(page, n).locator("blockquote");
    await expect(quotes.first()).toBeInViewport({ ratio: 0.9 });
    await expect(quotes.last()).toBeInViewport({ ratio: 0.9 });
  }

  test("shows two testimonials per slide, ceil(count/2) slides", async ({ page }) => {
    await openCarousel(page);
    await expect(carousel(page)).toHaveAttribute("aria-roledescription", "carousel");
    await expect(carousel(page).getByTestId("testimonial-slide")).toHaveCount(SLIDES);
    await expect(carousel(page).getByRole("group", { name: `Slide 1 of ${SLIDES}` })).toHaveAttribute(
      "aria-roledescription",
      "slide",
    );
    for (let n = 1; n <= SLIDES; n++) await expect(slide(page, n).locator("blockquote")).toHaveCount(2);
    await expect(carousel(page).getByTestId("testimonial-dot")).toHaveCount(SLIDES);
    await expectSlide(page, 1);
    await expect(slide(page, 2).locator("blockquote").first()).not.toBeInViewport();
  });

  test("next, previous and the dots move between slides and wrap both ways", async ({ page }) => {
    await openCarousel(page);
    const next = carousel(page).getByRole("button", { name: "Next testimonials" });
    const previous = carousel(page).getByRole("button", { name: "Previous testimonials" });

    await next.click();
    await expectSlide(page, 2);
    await previous.click();
    await expectSlide(page, 1);
    await previous.click();
    await expectSlide(page, SLIDES);
    await next.click();
    await expectSlide(page, 1);
    await dot(page, 3).click();
    await expectSlide(page, 3);
    await dot(page, SLIDES).click();
    await next.click();
    await expectSlide(page, 1);
  });

  // The carousel's seconds are the page's clock, which these tests move on (page.clock) instead
  // of waiting: the same timers fire at the same moments, in no time.
  test("advances on its own after 5 seconds", async ({ page }) => {
    await page.clock.install();
    await gotoPage(page, "/");
    // Stopped before the carousel comes into view and starts its five seconds: only the time
    // counted here passes for it, however slow the machine.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await jumpTo(page, '[data-testid="testimonials"]');
    await expect(carousel(page)).toHaveAttribute("data-ready", "true");
    await expect(carousel(page)).toHaveAttribute("data-playing", "true");
    await page.clock.runFor(4_900);
    expect(await dot(page, 1).getAttribute("aria-current")).toBe("true");
    await page.clock.runFor(100);
    await expect(dot(page, 2)).toHaveAttribute("aria-current", "true");
    await page.clock.resume();
    await expectSlide(page, 2);
  });

  test("the pause button stops the auto-advance and play resumes it", async ({ page }) => {
    await page.clock.install();
    await openCarousel(page);
    const toggle = carousel(page).getByTestId("testimonials-play-pause");
    await expect(toggle).toHaveAccessibleName("Pause automatic slide changes");
    await toggle.click();
    await expect(toggle).toHaveAccessibleName("Start automatic slide changes");
    // Leave the carousel, so neither hover nor focus is what holds it still.
    await toggle.blur();
    await page.mouse.move(5, 5);
    await expect(carousel(page)).toHaveAttribute("data-playing", "false");
    await page.clock.fastForward(6_000);
    await expect(dot(page, 1)).toHaveAttribute("aria-current", "true");

    await toggle.click();
    await toggle.blur();
    await page.mouse.move(5, 5);
    await expect(carousel(page)).toHaveAttribute("data-playing", "true");
    await page.clock.fastForward(5_000);
    await expect(dot(page, 2)).toHaveAttribute("aria-current", "true");
  });

  test("hovering or focusing the carousel holds it still", async ({ page }) => {
    await openCarousel(page);
    await expect(carousel(page)).toHaveAttribute("data-playing", "true");
    await slide(page, 1).hover();
    await expect(carousel(page)).toHaveAttribute("data-playing", "false");
    await page.mouse.move(5, 5);
    await expect(carousel(page)).toHaveAttribute("data-playing", "true");
    await dot(page, 1).focus();
    await expect(carousel(page)).toHaveAttribute("data-playing", "false");
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("never advances on its own", async ({ page }) => {
      await page.clock.install();
      await openCarousel(page);
      await expect(carousel(page)).toHaveAttribute("data-playing", "false");
      await expect(carousel(page).getByTestId("testimonials-play-pause")).toHaveAccessibleName(
        "Start automatic slide changes",
      );
      await page.clock.fastForward(5_500);
      await expect(dot(page, 1)).toHaveAttribute("aria-current", "true");
    });
  });
});

test.describe("testimonials without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: viewports.mobile });

  test("every slide can be read: the row scrolls sideways, and the controls that need JavaScript are not offered", async ({
    page,
  }) => {
    await page.goto("/");
    const carousel = page.getByTestId("testimonials");
    await expect(carousel).toHaveAttribute("data-ready", "false");
    await expect(carousel.getByTestId("testimonial-slide")).toHaveCount(SLIDES);
    await expect(carousel.getByRole("button", { name: "Next testimonials" })).toBeHidden();
    await expect(carousel.getByTestId("testimonial-dot").first()).toBeHidden();
    const last = carousel.locator(`[aria-label="Slide ${SLIDES} of ${SLIDES}"]`);
    await expect(last).toHaveAttribute("aria-roledescription", "slide");
    await last.scrollIntoViewIfNeeded();
    await expect(last.locator("blockquote").first()).toBeInViewport({ ratio: 0.9 });
    await expect(carousel.locator(`[aria-label="Slide 1 of ${SLIDES}"] blockquote`).first()).not.toBeInViewport();
  });
});

test.describe("intro video", () => {
  // VideoSection.json names no video until ADRIG's own is known (videoId: null), and then the
  // section is left out (no stand-in video ships). With a video named, the one play control is
  // checked on the server's HTML (tests/worker/landing.test.ts).
  for (const [name, viewport] of Object.entries(viewports)) {
    for (const javaScriptEnabled of [true, false]) {
      test.describe(`${name}, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
        test.use({ viewport, javaScriptEnabled });

        test("with none named, there is no video section and nothing is asked of another site", async ({ page }) => {
          expect(video.videoId).toBeNull();
          const elsewhere: string[] = [];
          page.on("request", (request) => {
            const { protocol, hostname } = new URL(request.url());
            if (protocol.startsWith("http") && hostname !== "127.0.0.1") elsewhere.push(request.url());
          });
          if (javaScriptEnabled) await gotoPage(page, "/");
          else await page.goto("/");
          // The page reads on from "About us" to the tagline, with no video heading, player or button between.
          await jumpTo(page, "footer", 0);
          await expect(page.getByRole("heading", { name: video.title })).toHaveCount(0);
          await expect(page.getByTestId("video-frame")).toHaveCount(0);
          await expect(page.locator("iframe")).toHaveCount(0);
          await expect(page.getByRole("button", { name: /play video/i })).toHaveCount(0);
          expect(elsewhere).toEqual([]);
        });
      });
    }
  }
});

test.describe("process line", () => {
  const line = (page: Page) => page.getByTestId("process-line");

  test("draws itself once, when the section comes into view (desktop: horizontal)", async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await gotoPage(page, "/");
    await expect(line(page)).toHaveAttribute("data-state", "idle");
    await line(page).evaluate((el) => {
      (window as unknown as { runs: number }).runs = 0;
      el.addEventListener("transitionrun", () => (window as unknown as { runs: number }).runs++);
    });
    await jumpTo(page, '[aria-labelledby="process-heading"]');
    await expect(line(page)).toHaveAttribute("data-state", "animated");
    await expect.poll(() => line(page).evaluate((el) => getComputedStyle(el).scale)).toMatch(/^(none|1|1 1)$/);
    const box = await line(page).boundingBox();
    expect(box!.width).toBeGreaterThan(box!.height * 10);

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.waitForTimeout(300);
    await jumpTo(page, '[aria-labelledby="process-heading"]');
    await page.waitForTimeout(1_200);
    await expect(line(page)).toHaveAttribute("data-state", "animated");
    expect(await page.evaluate(() => (window as unknown as { runs: number }).runs)).toBe(1);
  });

  test("is a vertical list under 768px", async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    await gotoPage(page, "/");
    await jumpTo(page, '[aria-labelledby="process-heading"]');
    await expect(line(page)).toHaveAttribute("data-state", "animated");
    const steps = page.locator('[aria-labelledby="process-heading"] ol > li');
    await expect(steps).toHaveCount(3);
    const boxes = await Promise.all([0, 1, 2].map((i) => steps.nth(i).boundingBox()));
    expect(boxes[0]!.x).toBe(boxes[1]!.x);
    expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height - 1);
    expect(boxes[2]!.y).toBeGreaterThan(boxes[1]!.y + boxes[1]!.height - 1);
    await expect.poll(() => line(page).evaluate((el) => getComputedStyle(el).scale)).toMatch(/^(none|1|1 1)$/);
    const box = await line(page).boundingBox();
    expect(box!.height).toBeGreaterThan(box!.width * 10);
  });
});

test.describe("home auto-scroll", () => {
  test.use({ viewport: viewports.desktop });

  /** Puts the hero just out of view, past 500px but before the About Us section. */
  async function scrollPastIntro(page: Page) {
    const y = await page.evaluate(() => {
      const bottom = document.getElementById("intro")!.getBoundingClientRect().bottom + window.scrollY;
      window.scrollTo({ top: bottom + 40, behavior: "instant" });
      return window.scrollY;
    });
    expect(y).toBeGreaterThan(500);
    return y;
  }

  test("glides once to About Us when the intro is out of view past 500px", async ({ page }) => {
    await gotoPage(page, "/");
    const header = await headerHeight(page);
    // Every scroll position with its time, recorded in the page (test timers are too coarse).
    await page.evaluate(() => {
      const trace: { t: number; y: number }[] = [];
      (window as unknown as { trace: typeof trace }).trace = trace;
      window.addEventListener("scroll", () => trace.push({ t: performance.now(), y: window.scrollY }), {
        passive: true,
      });
    });
    const start = await scrollPastIntro(page);
    expect(await aboutTop(page)).toBeGreaterThan(header + 50);
    await expect.poll(() => aboutTop(page)).toBe(header);
    expect(await scrollY(page)).toBeGreaterThan(start);

    // A glide of about 800 ms through many positions, not a jump.
    await page.waitForTimeout(300);
    const trace = await page.evaluate(() => (window as unknown as { trace: { t: number; y: number }[] }).trace);
    const glide = trace.filter((p) => p.y > start);
    expect(new Set(glide.map((p) => p.y)).size).toBeGreaterThan(5);
    const duration = glide.at(-1)!.t - trace.find((p) => p.y === start)!.t;
    expect(duration).toBeGreaterThan(650);
    expect(duration).toBeLessThan(1_600);

    // Once only: coming back up and past the intro again leaves the page where it is.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.waitForTimeout(200);
    const again = await scrollPastIntro(page);
    await page.waitForTimeout(1_200);
    expect(await scrollY(page)).toBe(again);
  });

  test("does nothing while the intro is still in view", async ({ page }) => {
    await gotoPage(page, "/");
    const y = await page.evaluate(() => {
      const bottom = document.getElementById("intro")!.getBoundingClientRect().bottom + window.scrollY;
      window.scrollTo({ top: bottom - 100, behavior: "instant" });
      return window.scrollY;
    });
    await page.waitForTimeout(1_200);
    expect(await scrollY(page)).toBe(y);
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("never scrolls on its own", async ({ page }) => {
      await gotoPage(page, "/");
      const y = await scrollPastIntro(page);
      await page.waitForTimeout(1_500);
      expect(await scrollY(page)).toBe(y);
    });
  });
});

test("the 17 partner logos load, drawn as outlines (no text for each image to lay out)", async ({ page, request }) => {
  await gotoPage(page, "/");
  const logos = page.getByTestId("partner-logos").locator("img");
  await expect(logos).toHaveCount(17);
  for (const src of await logos.evaluateAll((imgs) =>
    imgs.map((img) => (img as HTMLImageElement).getAttribute("src") ?? ""),
  )) {
    const answer = await request.get(src);
    expect(answer.status(), src).toBe(200);
    expect(answer.headers()["content-type"], src).toContain("image/svg+xml");
    const svg = await answer.text();
    expect(svg, src).toMatch(/<path d="M/);
    expect(svg, src).not.toMatch(/<text|font-family/);
  }
  await logos.last().scrollIntoViewIfNeeded();
  await expect
    .poll(() => logos.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth === 200)))
    .toBe(true);
});

test.describe("hero background", () => {
  test("is the same in the server HTML and after hydration, and static under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoPage(page, "/");
    const background = page.getByTestId("hero-background");
    const count = (attr: string) =>
      background
        .locator(`[${attr}]`)
        .evaluateAll((els, a) => els.reduce((n, el) => n + Number(el.getAttribute(a)), 0), attr);
    expect(await count("data-points")).toBe(150);
    expect(await count("data-strokes")).toBe(100);
    const names = await background
      .locator("svg")
      .evaluateAll((svgs) => svgs.map((svg) => getComputedStyle(svg).animationName));
    expect(names).toEqual(["none", "none", "none"]);
  });

  test("drifts when motion is allowed", async ({ page }) => {
    await gotoPage(page, "/");
    const names = await page
      .getByTestId("hero-background")
      .locator("svg")
      .evaluateAll((svgs) => svgs.map((svg) => getComputedStyle(svg).animationName));
    expect(names).toEqual(["hero-drift-a", "hero-drift-b", "hero-twinkle"]);
  });
});

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`accessibility at ${viewport.width}px`, () => {
    test.use({ viewport });

    test(`/ has no axe violations (${name})`, async ({ page }) => {
      // The full landing page is a large document: axe needs more than the default 30 s on a busy machine.
      test.setTimeout(90_000);
      await gotoPage(page, "/");
      await expect(page.getByRole("heading", { level: 1, name: "Driving Growth with AI." })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test(`/about has no axe violations (${name})`, async ({ page }) => {
      await gotoPage(page, "/about");
      await expect(page.getByRole("heading", { level: 1, name: "About ADRIG Technologies" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Meet Our Team" })).toHaveAttribute("href", "/team");
      await expectNoAxeViolations(page);
    });
  });
}
