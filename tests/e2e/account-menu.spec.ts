import { PASSWORD, signUpConfirmed } from "./accounts";
import { expect, expectNoAxeViolations, gotoPage, test, toast, viewports } from "./support";

/**
 * /account's section menu: beside the cards at 1024 px and wider (in-page links, the section
 * being read marked), none at 390 px and no sideways scroll; after an action the page stays at
 * its section, the answer beside it.
 */
test("at 1280 px a section menu follows the page, and an action keeps the page at its section", async ({
  page,
  browser,
}) => {
  await page.setViewportSize(viewports.desktop);
  const { email } = await signUpConfirmed(page, "Menaka Iyer");
  const laptop = await browser.newContext();
  const laptopPage = await laptop.newPage();
  await gotoPage(laptopPage, "/login");
  const main = laptopPage.getByRole("main");
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Password").fill(PASSWORD);
  await main.getByRole("button", { name: "Login" }).click();
  await expect(laptopPage.getByTestId("header-user").first()).toHaveText("Menaka Iyer");
  await laptop.close();

  await gotoPage(page, "/account");
  const menu = page.getByRole("navigation", { name: "Account sections" });
  await expect(menu).toBeVisible();
  const links = menu.getByRole("link");
  await expect(links.first()).toHaveText("Profile");
  // Each link leads to a section of the page.
  for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute("href") ?? ""))) {
    await expect(page.locator(`section${href}`), href).toHaveCount(1);
  }
  await expect(menu.getByRole("link", { name: "Profile" })).toHaveAttribute("aria-current", "location");
  await expectNoAxeViolations(page);

  // Following a link marks it, and the menu stays in view.
  await menu.getByRole("link", { name: "Sessions" }).click();
  await expect(page).toHaveURL(/\/account#sessions$/);
  await expect(menu.getByRole("link", { name: "Sessions" })).toHaveAttribute("aria-current", "location");
  await expect(menu.getByRole("link", { name: "Profile" })).not.toHaveAttribute("aria-current", /.*/);
  await expect(menu).toBeInViewport();

  // Signing out the laptop's session: the page stays at Sessions, the answer beside it.
  await page.evaluate(() => window.scrollTo(0, 0));
  const sessions = page.getByRole("region", { name: "Sessions" });
  await sessions.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(toast(page, "Session signed out")).toBeVisible();
  await expect(sessions.getByTestId("session")).toHaveCount(1);
  await expect(page).toHaveURL(/\/account#sessions$/);
  await expect(sessions.getByRole("heading", { name: "Sessions" })).toBeInViewport();
  await expect(menu.getByRole("link", { name: "Sessions" })).toHaveAttribute("aria-current", "location");
});

test("at 390 px there is no section menu and no sideways scroll", async ({ page }) => {
  await page.setViewportSize(viewports.mobile);
  await signUpConfirmed(page, "Divya Nair");
  await gotoPage(page, "/account");
  await expect(page.getByRole("heading", { level: 1, name: "Your Account" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Account sections" })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.mobile.width);
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an action's answer lands at its section", async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await signUpConfirmed(page, "Kiran Bose");
    await page.goto("/account");
    const profile = page.getByRole("region", { name: "Profile" });
    await profile.getByLabel("Full Name").fill("Kiran S. Bose");
    await profile.getByRole("button", { name: /Save/ }).click();
    await expect(page).toHaveURL(/\/account#profile$/);
  });
});
