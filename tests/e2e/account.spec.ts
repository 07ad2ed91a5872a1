import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { mailLink, PASSWORD, signUpConfirmed } from "./accounts";
import { expect, expectNoAxeViolations, gotoPage, test, toast, viewports } from "./support";

test.use({ viewport: viewports.desktop });

const section = (page: Page, name: string) => page.getByRole("region", { name });

async function logIn(page: Page, email: string, password: string) {
  await gotoPage(page, "/login");
  const main = page.getByRole("main");
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Password").fill(password);
  await main.getByRole("button", { name: "Login" }).click();
}

test("the header name leads to /account, where the password is changed and the new one logs in", async ({ page }) => {
  const { email, name } = await signUpConfirmed(page, "Rohan Pillai");
  await page.getByRole("banner").getByRole("link", { name }).click();
  await expect(page).toHaveURL("/account");
  await expect(page.getByRole("heading", { level: 1, name: "Your Account" })).toBeVisible();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

  const form = section(page, "Change Password");
  await form.getByLabel("Current Password").fill(PASSWORD);
  await form.getByLabel("New Password", { exact: true }).fill("rohan's new passphrase");
  await form.getByLabel("Confirm New Password").fill("rohan's new passphrase");
  await form.getByRole("button", { name: "Change Password" }).click();
  await expect(toast(page, "Password changed")).toBeVisible();

  // Signing out of /account goes home, never to the login page of /account's data URL.
  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
  await expect(toast(page, "Signed out successfully")).toBeVisible();
  await expect(page).toHaveURL("/");
  await logIn(page, email, "rohan's new passphrase");
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("banner").getByTestId("header-user")).toHaveText(name);
});

test("'Sign out' ends one other browser's session alone; 'Sign out other sessions' ends the rest", async ({
  page,
  browser,
}) => {
  const { email } = await signUpConfirmed(page, "Three Devices");
  const laptop = await browser.newContext();
  const phone = await browser.newContext();
  const laptopPage = await laptop.newPage();
  const phonePage = await phone.newPage();
  await logIn(laptopPage, email, PASSWORD);
  await expect(laptopPage.getByRole("banner").getByTestId("header-user")).toHaveText("Three Devices");
  await logIn(phonePage, email, PASSWORD);
  await expect(phonePage.getByRole("banner").getByTestId("header-user")).toHaveText("Three Devices");

  await gotoPage(page, "/account");
  const sessions = section(page, "Sessions");
  const rows = sessions.getByTestId("session");
  await expect(rows).toHaveCount(3);
  await expect(sessions.getByText("This device")).toHaveCount(1);
  // No "Sign out" on this device's own row; one on each of the others.
  await expect(sessions.getByRole("button", { name: "Sign out", exact: true })).toHaveCount(2);
  await expectNoAxeViolations(page, { include: "#sessions" });
  // Newest first: the phone, the laptop, this device.
  await expect(rows.last()).toContainText("This device");
  await rows.nth(1).getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(toast(page, "Session signed out")).toBeVisible();
  await expect(rows).toHaveCount(2);

  await laptopPage.reload();
  await expect(laptopPage.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
  await phonePage.reload();
  await expect(phonePage.getByRole("banner").getByTestId("header-user")).toHaveText("Three Devices");

  await sessions.getByRole("button", { name: "Sign out other sessions" }).click();
  await expect(toast(page, "Other sessions signed out")).toBeVisible();
  await expect(rows).toHaveCount(1);
  await phonePage.reload();
  await expect(phonePage.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
  await laptop.close();
  await phone.close();
});

test("deleting the account takes a confirmation, signs out, and the login fails afterwards", async ({ page }) => {
  const { email } = await signUpConfirmed(page, "Short Stay");
  await gotoPage(page, "/account");
  const danger = section(page, "Delete Account");
  await expect(danger).toContainText("Deleting your account cannot be undone.");
  await danger.getByLabel("Password").fill(PASSWORD);
  await danger.getByRole("button", { name: "Delete my account" }).click();
  await expect(danger.getByText("Are you sure? This cannot be undone.")).toBeVisible();
  await danger.getByRole("button", { name: "Yes, delete my account" }).click();
  await expect(page).toHaveURL("/");
  await expect(toast(page, "Your account has been deleted")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();

  await logIn(page, email, PASSWORD);
  await expect(toast(page, "Login Failed")).toContainText("Invalid email or password.");
  await expect(page).toHaveURL("/login");
});

test("'Download my data' is a button whose file downloads; the log lists it with the sign-ins, apart from the changes", async ({
  page,
}) => {
  const { email } = await signUpConfirmed(page, "Meera Iyer");
  await gotoPage(page, "/account");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    section(page, "Your Data").getByRole("button", { name: "Download my data" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("adrig-account-data.json");
  const data = JSON.parse(await readFile((await download.path())!, "utf8")) as { profile: { email: string } };
  expect(data.profile.email).toBe(email);
  // The page stayed; once reloaded, the download is among the sign-ins and downloads, not the changes.
  await expect(page).toHaveURL("/account");
  await page.reload();
  const log = section(page, "Security log");
  await expect(log.getByRole("list", { name: "Sign-ins and downloads" })).toContainText("Your data was downloaded");
  await expect(log.getByRole("list", { name: "Security changes" })).toHaveCount(0);
});

test("a breached password is refused at sign-up with the reason on its field", async ({ page }) => {
  await gotoPage(page, "/signup");
  const main = page.getByRole("main");
  await main.getByLabel("Full Name").fill("Careful Person");
  await main.getByLabel("Email").fill(`breach-${Date.now()}@example.com`);
  await main.getByLabel("Password", { exact: true }).fill("password123");
  await main.getByLabel("Confirm Password").fill("password123");
  await main.getByRole("button", { name: "Sign Up" }).click();
  await expect(main.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(
    "This password has appeared in a data breach. Please choose another.",
  );
});

test.describe("accessibility", () => {
  test("axe finds nothing on /account and /confirm-email at 1280px and 390px", async ({ page }) => {
    // One account and one pending sign-up serve both widths: opening the confirmation link only
    // shows the form (only its POST spends the token).
    const { email } = await signUpConfirmed(page, "Axe Checker");
    await page.request.post("/api/auth/signup", {
      headers: { Origin: new URL(page.url()).origin },
      data: { name: "Axe Pending", email: `pending-${email}`, password: PASSWORD, confirmPassword: PASSWORD },
    });
    const link = new URL(await mailLink(page.request, `pending-${email}`, "/confirm-email?token="));
    for (const viewport of [viewports.desktop, viewports.mobile]) {
      await page.setViewportSize(viewport);
      await gotoPage(page, "/account");
      await expectNoAxeViolations(page);
      await gotoPage(page, link.pathname + link.search);
      await expect(page.getByRole("heading", { level: 1, name: "Confirm your e-mail" })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});
