import { SPEC_PRODUCTS, SPEC_SUB_SERVICES } from "./spec-catalogue";
import { expect, test, viewports } from "./support";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: viewports.desktop });

  test("the header's Product leads to /products, and from there to a product page", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Services" })).toHaveAttribute("href", "/services");

    await nav.getByRole("link", { name: "Product" }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole("heading", { level: 1, name: "Our Products" })).toBeVisible();
    const products = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(products).toHaveText(["RBMS", "ArivuBot", "BillzApp"]);

    await page.getByRole("main").getByRole("link", { name: "Explore RBMS" }).click();
    await expect(page).toHaveURL(/\/products\/rbms$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("RBMS");
  });

  test("the header's Services leads to /services", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();
  });
});

test.describe("without JavaScript on a phone", () => {
  test.use({ javaScriptEnabled: false, viewport: viewports.mobile });

  test("the header's menu button leads to the footer's lists of pages", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("banner").getByRole("link", { name: "Menu" }).click();
    await expect(page).toHaveURL(/\/about#site-links$/);
    const company = page.getByRole("navigation", { name: "Footer" });
    await expect(company).toBeInViewport();
    await expect(company.getByRole("link", { name: "Services" })).toHaveAttribute("href", "/services");
    await expect(page.getByRole("navigation", { name: "Services" }).getByRole("link")).not.toHaveCount(0);
  });
});

test("/'s server HTML links every hub, all 28 sub-services and the 3 products", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const hrefs = new Set([...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]));
  const expected = [
    ...Object.keys(SPEC_SUB_SERVICES).map((hub) => `/services/${hub}`),
    ...Object.entries(SPEC_SUB_SERVICES).flatMap(([hub, subs]) => subs.map((sub) => `/services/${hub}/${sub}`)),
    ...SPEC_PRODUCTS.map((product) => `/products/${product}`),
  ];
  expect(expected).toHaveLength(8 + 28 + 3);
  expect(expected.filter((path) => !hrefs.has(path))).toEqual([]);
});
