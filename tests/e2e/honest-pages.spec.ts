import type { Page } from "@playwright/test";
import { signUpConfirmed } from "./accounts";
import { execLocalSql } from "./local-d1";
import { expect, expectNoAxeViolations, gotoPage, test, viewports } from "./support";

/**
 * Honest calls to action and content: a button says where it leads (one consultation call per
 * page, to /book; the rest say "Contact us about …" and open /contact), no badge claims what the
 * page cannot show, partner tiles name each partner once (the logo's own name), the company's
 * values are on /about, and the header reaches every section (Services listed in the mobile menu,
 * Blog and About) on a content page and an application page (a client's /account) alike.
 */

const main = (page: Page) => page.getByRole("main");
const CONSULTATION = /consultation/i;

test.describe("calls to action", () => {
  test.use({ viewport: viewports.desktop, javaScriptEnabled: false });

  for (const [path, topic, service] of [
    ["/services/ai-automation", "AI Automation", "ai-automation"],
    ["/products/rbms", "RBMS", "software-development"],
    ["/services/data-analysis/big-data", "Big Data Processing", "data-analysis"],
    ["/services", "Chatbot Development", "chatbot-development"],
  ] as const) {
    test(`${path}: one consultation call, to /book; "Contact us about ${topic}" opens /contact`, async ({ page }) => {
      await page.goto(path);
      const consultation = main(page).getByRole("link", { name: CONSULTATION });
      await expect(consultation).toHaveCount(1);
      await expect(consultation).toHaveText("Schedule a Consultation");
      await expect(consultation).toHaveAttribute("href", /^\/book/);
      const contact = main(page).getByRole("link", { name: `Contact us about ${topic}`, exact: true });
      expect(await contact.count()).toBeGreaterThan(0);
      for (const link of await contact.all()) await expect(link).toHaveAttribute("href", `/contact?service=${service}`);
      for (const vague of [/^Learn More/i, /Discuss Your Project/i])
        await expect(main(page).getByRole("link", { name: vague })).toHaveCount(0);
    });
  }

  test("a case study without a named client claims no verified results", async ({ page }) => {
    await page.goto("/services/data-analysis/big-data");
    await expect(page.getByText("Case Study 1")).toBeVisible();
    await expect(page.getByText("Verified Results")).toHaveCount(0);
  });
});

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`content (${name})`, () => {
    test.use({ viewport });

    test("each partner tile names the partner once, through its logo", async ({ page }) => {
      await gotoPage(page, "/");
      const tiles = page.getByTestId("partner-logos").getByRole("listitem");
      await expect(tiles).toHaveCount(17);
      const first = tiles.first();
      await expect(first.getByRole("img", { name: "Southern Railways logo" })).toBeAttached();
      // No caption repeats the name under the logo.
      await expect(first).toHaveText("");
    });

    test("/about holds the company's values, without a video", async ({ page }) => {
      await gotoPage(page, "/about");
      const values = page.getByRole("region", { name: "What we stand for" });
      await expect(values.getByRole("heading", { level: 3 })).toHaveText([
        "Innovation",
        "Scalability",
        "Integrity",
        "Client-Centric",
      ]);
      await values.scrollIntoViewIfNeeded();
      await expect(values.getByRole("heading", { name: "Integrity" })).toBeVisible();
      await expect(page.locator("iframe, video")).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  });
}

/** The header's bar holds everything in one row: nothing overflows it sideways. */
async function expectOneRow(page: Page) {
  const bar = page.getByRole("banner").locator("> div").first();
  const { scroll, client } = await bar.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(scroll, "the header bar's content width").toBeLessThanOrEqual(client);
}

test.describe("header: desktop", () => {
  test.use({ viewport: viewports.desktop });

  // A content page (no framework) and an application page (a client's /account, hydrated): the
  // same links, in one row.
  for (const path of ["/", "/account"]) {
    test(`Blog and About are in the header on ${path}, which stays one row`, async ({ page }) => {
      if (path === "/account") await signUpConfirmed(page, "Meera Iyer");
      await gotoPage(page, path);
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("link", { name: "About", exact: true })).toHaveAttribute("href", "/about");
      await expect(nav.getByRole("link", { name: "Blog", exact: true })).toHaveAttribute("href", "/blog");
      await expectOneRow(page);
    });
  }

  test("signed in as staff, the header still fits one row", async ({ page }) => {
    const { email } = await signUpConfirmed(page, "Lakshmi Narayanan Srinivasan");
    await execLocalSql(`UPDATE users SET role = 'admin' WHERE email = '${email}'`);
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await gotoPage(page, "/");
      await expect(page.getByRole("banner").getByTestId("admin-link")).toBeVisible();
      await expectOneRow(page);
    }
  });

  test("without JavaScript too", async ({ browser }) => {
    const page = await (await browser.newContext({ javaScriptEnabled: false, viewport: viewports.desktop })).newPage();
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "About", exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Blog", exact: true })).toBeVisible();
    await expectOneRow(page);
  });
});

test.describe("header: mobile menu", () => {
  test.use({ viewport: viewports.mobile });

  for (const path of ["/", "/account"]) {
    test(`on ${path} it says Services and lists them, with Blog and About, by keyboard`, async ({ page }) => {
      if (path === "/account") await signUpConfirmed(page, "Meera Iyer");
      await gotoPage(page, path);
      await page.getByRole("button", { name: "Open menu" }).focus();
      await page.keyboard.press("Enter");
      const menu = page.getByRole("dialog", { name: "Menu" });
      await expect(menu).toBeVisible();
      for (const name of ["About", "Blog", "Work", "Plan", "Team", "Contact"])
        await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
      const services = menu.getByRole("button", { name: "Services", exact: true });
      await expect(services).toHaveAttribute("aria-expanded", "false");
      await services.focus();
      await page.keyboard.press("Enter");
      await expect(services).toHaveAttribute("aria-expanded", "true");
      // The eight services, as the desktop menu lists them, and the overview.
      await expect(menu.getByRole("link", { name: "Chatbot Development", exact: true })).toHaveAttribute(
        "href",
        "/services/chatbot-development",
      );
      const list = menu.locator(`#${await services.getAttribute("aria-controls")}`);
      await expect(list.getByRole("link")).toHaveCount(9);
      await expect(list.getByRole("link", { name: "All services" })).toHaveAttribute("href", "/services");
      await expectNoAxeViolations(page, { include: '[role="dialog"]' });
      await menu.getByRole("link", { name: "Blog", exact: true }).click();
      await expect(page).toHaveURL("/blog");
    });
  }
});
