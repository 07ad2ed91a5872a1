import { PASSWORD, signUpConfirmed } from "./accounts";
import { expect, expectNoAxeViolations, gotoPage, test, toast, viewports } from "./support";

/**
 * /account's section menu: beside the cards at 1024 px and wider (in-page links, the section
 * being read marked); at 390 px a row under the header that scrolls sideways itself, never the
 * page, even with a 50-character address; after an action the page stays at its section, the
 * answer beside it.
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

test("at 390 px the section menu is a row that reaches every card, and a 50-character address scrolls nothing sideways", async ({
  page,
}) => {
  await page.setViewportSize(viewports.mobile);
  // One unbroken word of 50 characters: no hyphen or space to wrap at.
  const email = `divyanairconsultancyindia${Date.now()}@example.com`;
  expect(email).toHaveLength(50);
  await signUpConfirmed(page, "Divya Nair", email);
  await gotoPage(page, "/account");
  await expect(page.getByRole("heading", { level: 1, name: "Your Account" })).toBeVisible();
  await expect(page.getByTestId("current-email")).toHaveText(email);
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await pageWidth()).toBeLessThanOrEqual(viewports.mobile.width);

  // The profile shows the address and leads to the card that changes it.
  const profile = page.getByRole("region", { name: "Profile" });
  await expect(profile).not.toContainText("cannot be changed");
  await profile.getByRole("link", { name: "E-mail address" }).click();
  await expect(page).toHaveURL(/\/account#email$/);
  await expect(page.getByRole("heading", { name: "E-mail address" })).toBeInViewport();

  // The menu: the last card is one tap away, and the menu stays in view, its link marked.
  const menu = page.getByRole("navigation", { name: "Account sections" });
  await menu.getByRole("link", { name: "Delete account" }).click();
  await expect(page).toHaveURL(/\/account#delete$/);
  await expect(page.getByRole("heading", { name: "Delete account" })).toBeInViewport();
  await expect(menu).toBeInViewport();
  await expect(menu.getByRole("link", { name: "Delete account" })).toHaveAttribute("aria-current", "location");
  await expect(menu.getByRole("link", { name: "Delete account" })).toBeInViewport();
  expect(await pageWidth()).toBeLessThanOrEqual(viewports.mobile.width);
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
    await profile.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page).toHaveURL(/\/account#profile$/);
  });
});
