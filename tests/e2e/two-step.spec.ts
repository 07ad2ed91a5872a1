import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { PASSWORD, signUpConfirmed, siteOrigin } from "./accounts";
import { signUpAdminWithPasswordOnly } from "./admin";
import { WRITES_DB } from "./config";
import { expect, expectNoAxeViolations, gotoPage, test, toastsGone, viewports } from "./support";
import { confirmItsYou, signInWithCode, totpCode, turnOnTwoStep } from "./two-step";

/**
 * Two-step verification as a person uses it: turned on from /account with the key read off the
 * page, then sign-ins with a code, with a recovery code (spent after one use), a reused code
 * refused, and the staff area closed to an admin until it is on.
 */
test.use({ viewport: viewports.desktop });

async function signOut(page: Page) {
  await page.context().clearCookies();
}

/** /login with the password, up to the second step. */
async function passwordStep(page: Page, email: string) {
  await gotoPage(page, "/login");
  const main = page.getByRole("main");
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Password").fill(PASSWORD);
  await main.getByRole("button", { name: "Login" }).click();
  const code = main.getByLabel("Enter the 6-digit code from your authenticator app");
  await expect(code).toBeVisible();
  // The second step holds no password.
  await expect(main.locator('input[type="password"]')).toHaveCount(0);
  return code;
}

async function submitCode(page: Page, value: string) {
  const main = page.getByRole("main");
  await main.getByLabel("Enter the 6-digit code from your authenticator app").fill(value);
  await main.getByRole("button", { name: "Verify" }).click();
}

test("turn on two-step verification, then sign in with a code and with a recovery code", async ({ page }) => {
  test.setTimeout(120_000);
  const account = await signUpConfirmed(page, "Kavya Raman");
  const { secret, recoveryCodes } = await turnOnTwoStep(page);
  await toastsGone(page);
  await expectNoAxeViolations(page);

  // The codes download as a text file named after the site, made in the browser.
  const codes = page.getByRole("region", { name: "Your recovery codes" });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    codes.getByRole("button", { name: "Download" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("adrig-recovery-codes.txt");
  const file = await readFile((await download.path())!, "utf8");
  expect(file).toContain(`ADRIG recovery codes for ${account.email}`);
  expect(file).toMatch(/Made \d{1,2} \w{3} \d{4}/);
  for (const code of recoveryCodes) expect(file).toContain(`\n${code}\n`);
  // Copy puts them on the clipboard, one a line.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await codes.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByText("Recovery codes copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(recoveryCodes.join("\n"));
  // Print opens the browser's print, and the page prints the codes alone.
  await page.evaluate(() => {
    const w = window as unknown as { printed: number };
    w.printed = 0;
    window.print = () => {
      w.printed++;
    };
  });
  await codes.getByRole("button", { name: "Print" }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("header").first()).toBeHidden();
  await expect(page.locator("#password-title")).toBeHidden();
  await expect(codes.getByTestId("recovery-codes")).toBeVisible();
  await expect(codes.getByRole("button", { name: "Download" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });
  // "Done" hides them only once "I have saved these codes" is ticked.
  const done = codes.getByRole("button", { name: "Done" });
  await expect(done).toBeDisabled();
  await codes.getByLabel("I have saved these codes").check();
  await done.click();
  await expect(page.getByTestId("recovery-codes")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Two-step verification" })).toBeFocused();

  // With a code from the app.
  await signOut(page);
  await passwordStep(page, account.email);
  await expectNoAxeViolations(page);
  const code = totpCode(secret, 1);
  await submitCode(page, code);
  await expect(page.getByTestId("header-user").first()).toHaveText("Kavya Raman");

  // The same code again is refused.
  await signOut(page);
  await passwordStep(page, account.email);
  await submitCode(page, code);
  await expect(page.getByRole("main").getByText("That code is not right.").first()).toBeVisible();

  // A recovery code works once.
  await submitCode(page, recoveryCodes[0]!);
  await expect(page.getByTestId("header-user").first()).toHaveText("Kavya Raman");
  await signOut(page);
  await passwordStep(page, account.email);
  await submitCode(page, recoveryCodes[0]!);
  await expect(page.getByRole("main").getByText("That code is not right.").first()).toBeVisible();
});

test("turn two-step verification off with a current code: sign-in then asks only for the password", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const account = await signUpConfirmed(page, "Nila Varadan");
  const { secret } = await turnOnTwoStep(page);
  const codes = page.getByRole("region", { name: "Your recovery codes" });
  await codes.getByLabel("I have saved these codes").check();
  await codes.getByRole("button", { name: "Done" }).click();
  await toastsGone(page);

  const section = page.getByRole("region", { name: "Two-step verification" });
  await section.getByText("Turn off two-step verification", { exact: true }).first().click();
  await expect(section.getByText("Turn off two-step verification?")).toBeVisible();
  await expectNoAxeViolations(page);
  // A wrong code changes nothing and says why, in place.
  const turnOff = section.getByRole("button", { name: "Turn off two-step verification" });
  await section.getByLabel("Enter the 6-digit code from your authenticator app").fill("000000");
  await turnOff.click();
  await expect(section.getByText("That code is not right.").first()).toBeVisible();
  await section.getByLabel("Enter the 6-digit code from your authenticator app").fill(totpCode(secret, 1));
  await turnOff.click();
  await expect(page.getByText("Two-step verification is off")).toBeVisible();
  await expect(section.getByRole("button", { name: "Turn on" })).toBeVisible();

  // Signing in asks only for the password now.
  await signOut(page);
  await gotoPage(page, "/login");
  const main = page.getByRole("main");
  await main.getByLabel("Email").fill(account.email);
  await main.getByLabel("Password").fill(PASSWORD);
  await main.getByRole("button", { name: "Login" }).click();
  await expect(page.getByTestId("header-user").first()).toHaveText("Nila Varadan");
  await expect(main.getByLabel("Enter the 6-digit code from your authenticator app")).toHaveCount(0);
});

test("an admin without a second factor is kept out of /admin until two-step verification is on", {
  tag: WRITES_DB,
}, async ({ page }) => {
  test.setTimeout(120_000);
  await signUpAdminWithPasswordOnly(page);
  const kept = await gotoPage(page, "/admin/messages", { status: 403 });
  expect(kept?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Secure your account to use the staff area");
  await expect(page.getByRole("main").getByRole("table")).toHaveCount(0);
  await expectNoAxeViolations(page);
  const data = await page.request.get("/admin/messages.data");
  expect(data.status()).toBe(403);

  await page.getByRole("link", { name: "Go to your account" }).click();
  await turnOnTwoStep(page);
  await gotoPage(page, "/admin/messages");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inbox");
});

test("with two-step verification on, the password alone no longer confirms it's you; the password and a code do", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const account = await signUpConfirmed(page, "Tara Menon");
  const { secret, recoveryCodes } = await turnOnTwoStep(page);
  const shown = page.getByRole("region", { name: "Your recovery codes" });
  await shown.getByLabel("I have saved these codes").check();
  await shown.getByRole("button", { name: "Done" }).click();

  // A new session, as a phishing proxy that relayed the password and a code would hold: it has
  // confirmed nothing, and the password alone is not offered, nor accepted.
  await signInWithCode(page, account.email, totpCode(secret, 1));
  await gotoPage(page, "/account");
  const section = page.getByRole("region", { name: "Confirm it's you" });
  await expect(section.getByText("so your password alone is not enough")).toBeVisible();
  await expect(section.getByRole("button", { name: "Confirm", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "New recovery codes" })).toBeHidden();
  await expectNoAxeViolations(page, { include: "#security" });
  const refused = await page.request.post("/account", {
    headers: { Origin: siteOrigin() },
    form: { intent: "reauth-password", password: PASSWORD },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain("so your password alone cannot confirm it");

  // A wrong code confirms nothing and says why, in place.
  await section.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await section.getByLabel("Enter the 6-digit code from your authenticator app").fill("000000");
  await section.getByRole("button", { name: "Confirm with the code" }).click();
  await expect(section.getByText("That code is not right.").first()).toBeVisible();
  // The password with a recovery code (the app's codes of this minute were spent signing in).
  await confirmItsYou(page, { code: recoveryCodes[0]! });
  await page.getByRole("button", { name: "New recovery codes" }).click();
  await expect(page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
});
