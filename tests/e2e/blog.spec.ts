import { expect, expectNoAxeViolations, gotoPage, test, toast, viewports } from "./support";

const SITE_ORIGIN = "https://adrig.co.in";
const THANKS = "Thanks! Please check your inbox to confirm your subscription.";

test.describe("blog list", () => {
  test.use({ viewport: viewports.desktop });

  test("the featured article links to the newest post", async ({ page }) => {
    await gotoPage(page, "/blog");
    const featured = page.getByRole("region", { name: "Featured Article" });
    await expect(featured.getByRole("heading", { level: 3 })).toHaveText(
      "The Future of Generative AI in the Enterprise",
    );
    await featured.getByRole("link", { name: /^Read Article/ }).click();
    await expect(page).toHaveURL(/\/blog\/future-of-generative-ai$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Future of Generative AI in the Enterprise");
  });

  test("every latest post's Read More opens that post", async ({ page }) => {
    await gotoPage(page, "/blog");
    const latest = page.getByRole("region", { name: "Latest Posts" });
    const cards = latest.getByRole("article");
    await expect(cards).toHaveCount(5);
    const titles = await cards.getByRole("heading", { level: 3 }).allTextContents();
    for (const title of titles) {
      const readMore = latest.getByRole("link", { name: title });
      await expect(readMore).toHaveText(/^Read More/);
      await readMore.click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await page.goBack();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Insights Blog");
    }
  });

  test("the newsletter form validates, then thanks the visitor and asks them to confirm", async ({ page }) => {
    await gotoPage(page, "/blog");
    const block = page.getByRole("region", { name: "Subscribe to Our Newsletter" });
    const email = block.getByRole("textbox", { name: "E-mail address" });
    const subscribe = block.getByRole("button", { name: "Subscribe" });
    await expect(email).toHaveAttribute("required", "");
    await expect(email).toHaveAttribute("type", "email");

    // An invalid address is stopped by the browser's validation: no toast.
    await email.fill("not-an-address");
    await subscribe.click();
    expect(await email.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);
    await expect(toast(page, "Check your inbox")).toHaveCount(0);

    await email.fill(`reader-${Date.now()}@example.com`);
    await subscribe.click();
    await expect(toast(page, "Check your inbox")).toContainText(THANKS);
    await expect(page).toHaveURL(/\/blog$/);
    await expect(email).toHaveValue("");
  });
});

test.describe("newsletter form without JavaScript", () => {
  test.use({ viewport: viewports.desktop, javaScriptEnabled: false });

  test("posts to /newsletter, which thanks the visitor in the page", async ({ page }) => {
    const response = await page.goto("/blog");
    expect(response?.status()).toBe(200);
    const block = page.getByRole("region", { name: "Subscribe to Our Newsletter" });
    await block.getByRole("textbox", { name: "E-mail address" }).fill(`nojs-${Date.now()}@example.com`);
    await block.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Subscribe to ADRIG Insights");
    await expect(page.getByRole("main").getByRole("status")).toContainText(THANKS);
  });
});

test.describe("blog article", () => {
  test.use({ viewport: viewports.desktop });

  test("shows the article's date, read time, publisher and Back to Blog", async ({ page }) => {
    await gotoPage(page, "/blog/ai-implementation-strategies");
    await expect(page.locator("article time").first()).toHaveText("March 28, 2025");
    await expect(page.locator("article time").first()).toHaveAttribute("datetime", "2025-03-28");
    await expect(page.getByText("7 min read").first()).toBeVisible();
    await expect(page.getByText("Published by ADRIG Technologies")).toBeVisible();
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("Copy link puts the article's URL on the clipboard and shows a toast", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoPage(page, "/blog/ethical-ai-considerations");
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(toast(page, "Link copied")).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${SITE_ORIGIN}/blog/ethical-ai-considerations`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", copied);
  });

  test("LinkedIn and X share links carry the article's URL and open in a new tab", async ({ page }) => {
    await gotoPage(page, "/blog/ethical-ai-considerations");
    const url = encodeURIComponent(`${SITE_ORIGIN}/blog/ethical-ai-considerations`);
    const linkedIn = page.getByRole("link", { name: "Share on LinkedIn (opens in a new tab)" });
    await expect(linkedIn).toHaveAttribute("href", `https://www.linkedin.com/sharing/share-offsite/?url=${url}`);
    await expect(linkedIn).toHaveAttribute("target", "_blank");
    await expect(linkedIn).toHaveAttribute("rel", "noopener noreferrer");
    const x = page.getByRole("link", { name: "Share on X (opens in a new tab)" });
    await expect(x).toHaveAttribute(
      "href",
      new RegExp(`^https://x\\.com/intent/post\\?text=Ethical.+&url=${url.replace(/[.%]/g, "\\$&")}$`),
    );
    await expect(x).toHaveAttribute("target", "_blank");
  });

  test("related articles navigate to their posts", async ({ page }) => {
    await gotoPage(page, "/blog/future-of-generative-ai");
    const related = page.getByRole("region", { name: "Related Articles" });
    await expect(related.getByRole("article")).toHaveCount(2);
    await related.getByRole("link", { name: /AI Implementation Strategies/ }).click();
    await expect(page).toHaveURL(/\/blog\/ai-implementation-strategies$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "AI Implementation Strategies: Moving from Pilot to Production",
    );
    // The new article's own related posts, not the previous page's.
    const next = page.getByRole("region", { name: "Related Articles" });
    await next.getByRole("link", { name: /Measuring the ROI of AI Automation/ }).click();
    await expect(page).toHaveURL(/\/blog\/ai-automation-roi-analysis$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Measuring the ROI of AI Automation");
  });

  test("an unknown slug is the not-found page with status 404", async ({ page }) => {
    await gotoPage(page, "/blog/no-such-article", { status: 404 });
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found");
  });
});

test.describe("team page", () => {
  test.use({ viewport: viewports.desktop });

  test("shows the vision, four members, a link to the history on /about and links to /contact", async ({ page }) => {
    await gotoPage(page, "/team");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Vision for a Smarter Future");
    await expect(page.getByRole("region", { name: "Meet the Team" }).getByRole("listitem")).toHaveCount(4);
    await expect(page.getByRole("link", { name: "How we got here: our story since 2017" })).toHaveAttribute(
      "href",
      "/about#about-journey",
    );
    // /contact is built on another branch: check the targets rather than following them.
    await expect(page.getByRole("link", { name: "Join Our Team" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: "Partner With Us" })).toHaveAttribute("href", "/contact");
  });
});

// Both widths in one test per page: the second is a fresh load in the same browser context.
test.describe("accessibility at 1280px and 390px", () => {
  for (const path of ["/blog", "/blog/future-of-generative-ai", "/team"]) {
    test(`${path} has no axe violations (desktop and mobile)`, async ({ page }) => {
      for (const viewport of Object.values(viewports)) {
        await page.setViewportSize(viewport);
        await gotoPage(page, path);
        await expectNoAxeViolations(page);
      }
    });
  }
});
