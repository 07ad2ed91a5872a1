import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, gotoPage, test, viewports } from "./support";

const faqSection = (page: Page) => page.getByRole("region", { name: "Frequently Asked Questions" });

test.describe("service pages", () => {
  test.use({ viewport: viewports.desktop });

  test("the FAQ accordion opens one item at a time and can close it", async ({ page }) => {
    await gotoPage(page, "/services/ai-automation");
    const faq = faqSection(page);
    // A native <details name> group: the browser keeps one item open, with or without JavaScript.
    const items = faq.locator("details");
    const questions = faq.locator("summary");
    await expect(items).toHaveCount(4);
    for (const item of await items.all()) await expect(item).not.toHaveAttribute("open");

    const firstAnswer = faq.getByText("Processes that repeat often");
    const secondAnswer = faq.getByText("No. We supply the data scientists");
    await expect(firstAnswer).toBeHidden();

    await questions.nth(0).click();
    await expect(items.nth(0)).toHaveAttribute("open");
    await expect(firstAnswer).toBeVisible();

    await questions.nth(1).click();
    await expect(items.nth(1)).toHaveAttribute("open");
    await expect(secondAnswer).toBeVisible();
    await expect(items.nth(0)).not.toHaveAttribute("open");
    await expect(firstAnswer).toBeHidden();

    await questions.nth(1).click();
    await expect(items.nth(1)).not.toHaveAttribute("open");
    await expect(secondAnswer).toBeHidden();

    // The keyboard works too: Enter on a focused question opens it.
    await questions.nth(3).focus();
    await page.keyboard.press("Enter");
    await expect(items.nth(3)).toHaveAttribute("open");
  });

  test("breadcrumb links lead to the parent service, the overview and home", async ({ page }) => {
    await gotoPage(page, "/services/talent-acquisition/devops-engineers");
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("listitem")).toHaveCount(4);
    const current = breadcrumb.locator('[aria-current="page"]');
    await expect(current).toHaveText("DevOps & Cloud Engineers");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("DevOps & Cloud Engineers");

    await breadcrumb.getByRole("link", { name: "Talent Acquisition / Staffing" }).click();
    await expect(page).toHaveURL("/services/talent-acquisition");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Talent Acquisition / Staffing");

    await page.goBack();
    await expect(page).toHaveURL("/services/talent-acquisition/devops-engineers");
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL("/services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");

    await page.goBack();
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL("/");
  });

  test("a hub lists its sub-services and its links open them", async ({ page }) => {
    await gotoPage(page, "/services/ai-consulting");
    const list = page.getByRole("region", { name: "Our AI Consulting Services" });
    await expect(list.getByRole("link")).toHaveCount(3);
    await list.getByRole("link", { name: /Technology Assessment/ }).click();
    await expect(page).toHaveURL("/services/ai-consulting/assessment");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Technology Assessment");
  });

  test("the MVP page shows the five blocks of the 20-day schedule", async ({ page }) => {
    await gotoPage(page, "/services/software-development/mvp");
    const schedule = page.getByRole("list", { name: "The 20-day MVP schedule" });
    const blocks = schedule.locator(":scope > li");
    await expect(blocks).toHaveCount(5);
    const expected = [
      ["Days 1-3", "Planning and Design"],
      ["Days 4-10", "Core Development"],
      ["Days 11-15", "Integration and Testing"],
      ["Days 16-18", "UI/UX Refinement"],
      ["Days 19-20", "Deployment and Launch"],
    ];
    for (const [index, [days, title]] of expected.entries()) {
      const block = blocks.nth(index);
      await expect(block).toBeVisible();
      await expect(block).toContainText(days!);
      await expect(block.getByRole("heading", { level: 3 })).toHaveText(title!);
    }
  });

  test("the AI Integration comparison table is a real table a screen reader can read", async ({ page }) => {
    await gotoPage(page, "/services/ai-automation/ai-integration");
    const table = page.getByRole("table", { name: "Traditional Approach vs ADRIG's Approach" });
    await expect(table).toBeVisible();
    await expect(table.getByRole("columnheader")).toHaveText(["Feature", "Traditional approach", "ADRIG's approach"]);
    await expect(table.getByRole("rowheader")).toHaveCount(5);
    const firstRow = table.getByRole("row").nth(1);
    await expect(firstRow.getByRole("cell").nth(0)).toContainText("Not met");
    await expect(firstRow.getByRole("cell").nth(1)).toContainText("Met");
    await expect(table.getByText("Not met", { exact: true })).toHaveCount(5);
    await expect(table.getByText("Met", { exact: true })).toHaveCount(5);

    const integrations = page.getByRole("table", { name: /Platforms we integrate with/ });
    await expect(integrations.getByRole("rowheader")).toHaveText(["CRM", "ERP", "Marketing", "Business Intelligence"]);
    await expectNoAxeViolations(page, { include: "table" });
  });

  test("a sub-service page's Schedule a Consultation leads to /book, every other call to action to /contact, its hub's service chosen", async ({
    page,
  }) => {
    await gotoPage(page, "/services/data-analysis/big-data");
    for (const [name, href] of [
      ["Schedule a Consultation", "/book?service=data-analysis"],
      ["Contact us about Big Data Processing", "/contact?service=data-analysis"],
      ["Contact Our Team", "/contact?service=data-analysis"],
    ]) {
      const links = page.getByRole("main").getByRole("link", { name });
      expect(await links.count(), name).toBeGreaterThan(0);
      for (const link of await links.all()) await expect(link).toHaveAttribute("href", href!);
    }
  });

  test("an unknown service answers 404 with the not-found page", async ({ page }) => {
    await gotoPage(page, "/services/ai-automation/nope", { status: 404 });
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found");
    await expect(page).toHaveTitle("Page not found | ADRIG Technologies");
  });
});

/** One page of each template, and a sub-service with each kind of extra section. */
const axePages = [
  "/services",
  "/services/ai-automation",
  "/services/ai-automation/predictive-analytics", // methodology cards and FAQ
  "/services/ai-automation/machine-learning", // technologies and process
  "/services/ai-automation/ai-integration", // integrations and comparison tables
  "/services/software-development/saas", // card grid and FAQ
  "/services/software-development/mvp", // the 20-day schedule
  "/products/arivubot",
];

// Both widths in one test per page: the second is a fresh load of the page in the same browser
// context (its scripts and styles already cached), so the FAQ starts closed at each width.
test.describe("axe at 1280px and 390px", () => {
  for (const path of axePages) {
    test(`${path} has no violations and no sideways scrolling`, async ({ page }) => {
      for (const [label, viewport] of Object.entries(viewports)) {
        await page.setViewportSize(viewport);
        await gotoPage(page, path);
        await expectNoAxeViolations(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `horizontal overflow in px (${label})`).toBeLessThanOrEqual(0);
        const faq = faqSection(page);
        if ((await faq.count()) > 0) {
          await faq.locator("summary").first().click();
          // The page was judged just above: now the accordion with an item open.
          await expectNoAxeViolations(page, { include: "main details" });
        }
      }
    });
  }
});
