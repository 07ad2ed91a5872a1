import type { Page } from "@playwright/test";
import { PASSWORD, signUpConfirmed, siteOrigin } from "./accounts";
import { expect, test, viewports } from "./support";

/**
 * Open redirects as Chromium follows them: browsers drop tab, CR and LF from a URL and read `\` as
 * `/`, so these values reach another host wherever a site echoes them into a Location header.
 * The worker tests (tests/worker/safe-redirect.test.ts) hold the full table; here are the worst
 * three, each of which passed the old check (no `//`, no `/\` at the start), end to end.
 * Nothing reaches the internet here, so any request to evil.example is caught.
 */
const TAB = "/\t/evil.example/phish";
const TAB_BACKSLASH = "/\t\\evil.example/phish";
/** A line break: the Location header could not even be written (a 500 after the sign-in). */
const NEWLINE = "/\n/evil.example/phish";

function watchForEscape(page: Page): string[] {
  const escaped: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).hostname.endsWith("evil.example")) escaped.push(request.url());
  });
  return escaped;
}

test.use({ viewport: viewports.desktop });

test("a signed-in visit to /login with a tab in redirectTo stays on the site", async ({ page }) => {
  await signUpConfirmed(page);
  const escaped = watchForEscape(page);
  await page.goto(`/login?redirectTo=${encodeURIComponent(TAB)}`);
  await expect(page).toHaveURL(`${siteOrigin()}/`);
  expect(escaped).toEqual([]);
});

test("a correct login from a link carrying a tab and a backslash lands on the site", async ({ page }) => {
  const { email } = await signUpConfirmed(page);
  await page.getByRole("button", { name: "Sign Out" }).first().click();
  await expect(page.getByRole("link", { name: "Login" }).first()).toBeVisible();
  const escaped = watchForEscape(page);
  await page.goto(`/login?redirectTo=${encodeURIComponent(TAB_BACKSLASH)}`);
  const main = page.getByRole("main");
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Password").fill(PASSWORD);
  await main.getByRole("button", { name: "Login" }).click();
  await expect(page.getByTestId("header-user").first()).toBeVisible();
  expect(new URL(page.url()).origin).toBe(siteOrigin());
  expect(escaped).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a login form posted with a line break in its redirect lands on the site", async ({ page }) => {
    const { email } = await signUpConfirmed(page);
    await page.context().clearCookies();
    const escaped = watchForEscape(page);
    await page.goto(`/login?redirectTo=${encodeURIComponent(NEWLINE)}`);
    const main = page.getByRole("main");
    await main.getByLabel("Email").fill(email);
    await main.getByLabel("Password").fill(PASSWORD);
    await main.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(`${siteOrigin()}/`);
    expect(escaped).toEqual([]);
  });
});
