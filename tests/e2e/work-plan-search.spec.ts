import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, gotoPage, test, viewports } from "./support";
import { stubTurnstile } from "./turnstile-stub";

/** /work, /plan, the contact form they lead to, /products and the site search. */

const main = (page: Page) => page.getByRole("main");

/**
 * Marks the loaded document; the check returns true while every navigation since stayed in it.
 * Content pages are documents of their own (docs/decisions/029-content-pages-without-the-framework.md):
 * following their links loads the next page (prefetched by the speculation rules), so it is false.
 */
async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  return async () =>
    (await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)) === true;
}

test("the header's Work and Plan lead to the new pages; the search page's code stays off them", async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await gotoPage(page, "/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Work", exact: true }).click();
  await expect(page).toHaveURL("/work");
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Our Work");
  await nav.getByRole("link", { name: "Plan", exact: true }).click();
  await expect(page).toHaveURL("/plan");
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("How We Engage");
  expect(scripts.filter((path) => /\/assets\/search[-.]/.test(path))).toEqual([]);
});

test("with JavaScript, /work's filter, its cards, /plan and the contact prefill work as plain pages", async ({
  page,
}) => {
  // /work and /plan are content pages: their links load the next page as a document, and the
  // new content shows.
  await page.setViewportSize(viewports.desktop);
  await stubTurnstile(page);
  await gotoPage(page, "/work");
  const sameDocument = await markDocument(page);
  const cards = main(page).locator("article");
  const preview = await cards.count();
  await main(page)
    .getByRole("navigation", { name: "Filter by service" })
    .getByRole("link", { name: "Software Development" })
    .click();
  await expect(page).toHaveURL("/work?service=software-development");
  await expect(main(page).getByRole("heading", { level: 2 })).toHaveText([
    "Software Development",
    "Have a Similar Challenge?",
  ]);
  await expect.poll(() => cards.count()).toBeGreaterThan(3);
  expect(await cards.count()).not.toBe(preview);

  await cards.first().getByRole("link").last().click();
  await expect(page).not.toHaveURL(/\/work/);
  expect(await sameDocument()).toBe(false);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Plan", exact: true }).click();
  await expect(page).toHaveURL("/plan");
  await expect(main(page).locator("article")).toHaveCount(3);
  await main(page).getByText("Which engagement should we start with?").click();
  await expect(main(page).locator("details[open]")).toHaveCount(1);
  await main(page).getByRole("link", { name: "Schedule a Consultation: Staff Augmentation" }).click();
  await expect(page).toHaveURL(/^[^?]*\/book\?engagement=staff-augmentation/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Schedule a Consultation");

  await page.getByRole("navigation", { name: "Legal" }).getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL("/privacy");
  await page.getByRole("navigation", { name: "Footer" }).getByRole("link").first().click();
  await expect(page).not.toHaveURL("/privacy");
});

test("/products: a product link and Back load the pages as documents, the same three products again", async ({
  page,
}) => {
  await gotoPage(page, "/products");
  const sameDocument = await markDocument(page);
  const sections = main(page).locator("section[aria-labelledby^='product-']");
  await expect(sections).toHaveCount(3);
  await main(page).getByRole("link", { name: "Explore ArivuBot" }).click();
  await expect(page).toHaveURL("/products/arivubot");
  await page.goBack();
  await expect(page).toHaveURL("/products");
  await expect(sections).toHaveCount(3);
  await expect(main(page).getByRole("heading", { level: 2, name: "BillzApp" })).toBeVisible();
  expect(await sameDocument()).toBe(false);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the service filter narrows the cards with plain links", async ({ page }) => {
    await page.goto("/work");
    const cards = main(page).locator("article");
    const all = await cards.count();
    expect(all).toBeGreaterThan(10);
    await main(page)
      .getByRole("navigation", { name: "Filter by service" })
      .getByRole("link", { name: "Chatbot Development" })
      .click();
    await expect(page).toHaveURL("/work?service=chatbot-development");
    await expect(main(page).getByRole("heading", { level: 2 })).toHaveText([
      "Chatbot Development",
      "Have a Similar Challenge?",
    ]);
    const narrowed = await cards.count();
    expect(narrowed).toBeGreaterThan(1);
    expect(narrowed).toBeLessThan(all);
    await expect(main(page).getByRole("link", { name: "Chatbot Development", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("an older /contact link with an engagement still puts it in the message, editable", async ({ page }) => {
    await page.goto("/contact?engagement=staff-augmentation");
    const message = page.getByLabel("Your Message");
    await expect(message).toHaveValue("I would like to discuss: Staff Augmentation");
    await message.press("End");
    await message.pressSequentially(" for two React developers.");
    await expect(message).toHaveValue("I would like to discuss: Staff Augmentation for two React developers.");
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`a hub's and a sub-service's calls to action open the form with their service chosen, with plain links (${name})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/services/talent-acquisition");
      await main(page).getByRole("link", { name: "Contact us about Talent Acquisition / Staffing" }).first().click();
      await expect(page).toHaveURL("/contact?service=talent-acquisition");
      const service = page.getByLabel("Service Needed");
      await expect(service).toHaveValue("talent-acquisition");
      await expect(service.locator("option:checked")).toHaveText("Talent Acquisition / Staffing");

      await page.goto("/services/software-development/mvp");
      await main(page).getByRole("link", { name: "Contact us about MVP Building in 20 Days" }).first().click();
      await expect(page).toHaveURL("/contact?service=software-development");
      await expect(page.getByLabel("Service Needed")).toHaveValue("software-development");
      // The visitor may still choose another.
      await page.getByLabel("Service Needed").selectOption("other");
      await expect(page.getByLabel("Service Needed")).toHaveValue("other");
    });
  }
});

test("the / key opens the search; a search for WhatsApp finds the chatbot pages and the article, marked", async ({
  page,
}) => {
  await gotoPage(page, "/products");
  await page.keyboard.press("/");
  await expect(page).toHaveURL("/search");
  const field = page.getByRole("searchbox", { name: "Search the site" });
  await expect(field).toBeFocused();
  await field.fill("WhatsApp");
  await field.press("Enter");
  await expect(page).toHaveURL("/search?q=WhatsApp");
  const results = main(page).getByRole("listitem");
  await expect(results.first()).toBeVisible();
  await expect(main(page).getByRole("link", { name: "Chatbot Development", exact: true })).toHaveAttribute(
    "href",
    "/services/chatbot-development",
  );
  await expect(main(page).locator('a[href="/blog/chatgpt-for-customer-support"]')).toBeVisible();
  await expect(
    main(page)
      .locator("mark")
      .filter({ hasText: /^WhatsApp$/ })
      .first(),
  ).toBeVisible();
  // Typing "/" in the field types it; it does not jump anywhere.
  await field.fill("a/b");
  await expect(field).toHaveValue("a/b");
});

test("a search with no hits says so and offers Services and Contact", async ({ page }) => {
  await gotoPage(page, "/search?q=zqxjkv");
  await expect(main(page).getByText('No results for "zqxjkv"')).toBeVisible();
  await expect(main(page).getByRole("link", { name: "Services" })).toHaveAttribute("href", "/services");
  await expect(main(page).getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
});

// Both widths in one test per page, as in services.spec.ts: the second load finds scripts cached.
test.describe("axe at 1280px and 390px", () => {
  for (const path of ["/work", "/plan", "/products", "/search?q=chatbot"]) {
    test(`${path} has no violations and no sideways scrolling`, async ({ page }) => {
      test.setTimeout(90_000);
      for (const [label, viewport] of Object.entries(viewports)) {
        await page.setViewportSize(viewport);
        await gotoPage(page, path);
        await expectNoAxeViolations(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `horizontal overflow in px (${label})`).toBeLessThanOrEqual(0);
      }
    });
  }
});
