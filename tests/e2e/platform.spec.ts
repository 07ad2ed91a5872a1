import { expect, gotoPage, test } from "./support";

test("the home page is rendered on the server and hydrates without errors", async ({ page }) => {
  await gotoPage(page, "/");
  await expect(page.getByRole("heading", { level: 1, name: "Driving Growth with AI." })).toBeVisible();
  await expect(page).toHaveTitle("ADRIG - Driving Growth with AI");
});

test("unknown paths show the not-found page with status 404", async ({ page }) => {
  await gotoPage(page, "/this/does/not/exist", { status: 404 });
  await expect(page.getByRole("heading", { name: /Oops! Page not found/ })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("the old placeholder paths lead to the real pages", async ({ page }) => {
  await gotoPage(page, "/service");
  await expect(page).toHaveURL("/services");
  await gotoPage(page, "/product");
  await expect(page).toHaveURL("/products");
});

test("static assets carry nosniff and cache headers from public/_headers", async ({ request }) => {
  const content = await request.get("/content/landingpage/Footer.json");
  expect(content.status()).toBe(200);
  expect(content.headers()["x-content-type-options"]).toBe("nosniff");
  expect(content.headers()["cache-control"]).toBe("public, max-age=300");
  const favicon = await request.get("/favicon.svg");
  expect(favicon.headers()["x-content-type-options"]).toBe("nosniff");
});
