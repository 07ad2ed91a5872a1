import { expect, expectNoAxeViolations, gotoPage, test, viewports } from "./support";

/** Pages made from app/content/: legal pages, the 404 suggestions and a Markdown article. */

for (const [path, heading] of [
  ["/privacy", "Privacy Policy"],
  ["/terms", "Terms of Use"],
] as const) {
  test(`${path} reads as "${heading}", is linked from the footer and passes axe`, async ({ page }) => {
    await gotoPage(page, "/");
    await page.getByRole("navigation", { name: "Legal" }).getByRole("link", { name: heading }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByText("Last updated")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize(viewports.mobile);
    await expectNoAxeViolations(page);
  });
}

test("the 404 page offers the closest pages and passes axe", async ({ page }) => {
  await gotoPage(page, "/servces", { status: 404 });
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found");
  const suggestions = page.getByRole("navigation", { name: "Did you mean" }).getByRole("link");
  await expect(suggestions.first()).toHaveAttribute("href", "/services");
  expect(await suggestions.count()).toBeLessThanOrEqual(3);
  await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
  await expectNoAxeViolations(page);
  await suggestions.first().click();
  await expect(page).toHaveURL("/services");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
});

test("a mistyped article offers that article", async ({ page }) => {
  await gotoPage(page, "/blog/future-of-generative-aii", { status: 404 });
  await expect(page.getByRole("navigation", { name: "Did you mean" }).getByRole("link").first()).toHaveAttribute(
    "href",
    "/blog/future-of-generative-ai",
  );
});

test("an article's Markdown body links to service pages and passes axe", async ({ page }) => {
  await gotoPage(page, "/blog/chatgpt-for-customer-support");
  const body = page.locator(".article-body");
  await expect(body.getByRole("link", { name: "ArivuBot" })).toHaveAttribute("href", "/products/arivubot");
  await expect(body.locator("strong").first()).toBeVisible();
  await expect(body.getByRole("heading", { level: 2 }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await body.getByRole("link", { name: "chatbot development" }).click();
  await expect(page).toHaveURL("/services/chatbot-development/customer-support");
});
