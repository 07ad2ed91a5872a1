import type { Page } from "@playwright/test";
import { notOwnModules, recordScripts } from "./framework-free";
import { expect, gotoPage, test, viewports } from "./support";

/**
 * Content pages as the browser gets them (docs/decisions/029-content-pages-without-the-framework.md):
 * no framework script requested, a speculation rule present, and the header's menus, the
 * sign-in dialogs and the search shortcut working by keyboard through the pages' own modules.
 */
const CONTENT_PAGES: [path: string, status?: number][] = [
  ["/"],
  ["/services"],
  ["/services/chatbot-development"],
  ["/services/chatbot-development/customer-support"],
  ["/products"],
  ["/products/arivubot"],
  ["/work"],
  ["/plan"],
  ["/about"],
  ["/team"],
  ["/blog"],
  ["/privacy"],
  ["/terms"],
  ["/search"],
  ["/no-such-page", 404],
];

// `/newsletter/issues` is checked by tests/worker/content-pages.test.ts: opened here, its edge-cache
// entry would outlive newsletter-issues.spec.ts's send on the shared test server.

test.use({ viewport: viewports.desktop });

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

for (const [path, status] of CONTENT_PAGES) {
  test(`${path}: no framework, a speculation rule, menus, dialog and search by keyboard`, async ({ page }) => {
    const scripts = recordScripts(page);
    await gotoPage(page, path, { status });
    // Only the pages' own modules: the enhancements, their shared helpers, and the visit's field names (docs/reports.md).
    expect(notOwnModules(scripts)).toEqual([]);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    const rules = await page.locator('script[type="speculationrules"]').textContent();
    expect(JSON.parse(rules ?? "{}").prefetch).toHaveLength(1);

    // The Services menu by keyboard: Enter opens, Escape closes and focus stays on the trigger.
    const services = mainNav(page).getByRole("button", { name: "Services" });
    await services.focus();
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tab", { name: "AI Automation" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(services).toBeFocused();
    // ArrowDown on the trigger opens the menu and moves into its panel, as the menu pattern expects.
    await page.keyboard.press("ArrowDown");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("tab", { name: "AI Automation" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(services).toBeFocused();

    // The login dialog by keyboard, and Escape closes it.
    await page.getByRole("banner").getByRole("link", { name: "Login" }).focus();
    await page.keyboard.press("Enter");
    const login = page.getByRole("dialog", { name: "Login to ADRIG" });
    await expect(login).toBeVisible();
    await expect(login.getByLabel("Email")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(login).toBeHidden();

    // `/` opens the search (focuses its field on /search).
    await page.locator("body").press("/");
    await expect(page.locator("#site-search-field")).toBeFocused();
  });
}

test("an article is a content page too", async ({ page }) => {
  const scripts = recordScripts(page);
  await gotoPage(page, "/blog");
  await page
    .getByRole("main")
    .getByRole("link", { name: /Read More/ })
    .first()
    .click();
  // The article may arrive prerendered (the speculation rules prerender on press): wait for the
  // navigation to land before asking the new document anything.
  await expect(page).toHaveURL(/\/blog\/[^/]+$/);
  await page.waitForFunction(() => document.documentElement?.dataset.hydrated === "true");
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  expect(scripts.filter((script) => /\/assets\/framework-/.test(script))).toEqual([]);
});
