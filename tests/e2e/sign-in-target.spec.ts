import { PASSWORD, signUpConfirmed, siteOrigin } from "./accounts";
import { expect, gotoPage, test, viewports } from "./support";
import { totpCode, turnOnTwoStep } from "./two-step";

/**
 * Where a sign-in lands: the page that asked for it, through every step of the sign-in (the
 * password, then the code of two-step verification), with and without JavaScript.
 */
test.use({ viewport: viewports.desktop });

test("with two-step verification, a sign-in lands on the page that asked for it, without JavaScript and from a content page's dialog", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const account = await signUpConfirmed(page, "Selvi Arumugam");
  const { secret, recoveryCodes } = await turnOnTwoStep(page);

  // Without JavaScript: /account sends to /login, and the code step's plain post lands on /account.
  const context = await browser.newContext({ viewport: viewports.desktop, javaScriptEnabled: false });
  const bare = await context.newPage();
  await bare.goto(`${siteOrigin()}/account`);
  await expect(bare).toHaveURL(`${siteOrigin()}/login?redirectTo=%2Faccount`);
  const main = bare.getByRole("main");
  await main.getByLabel("Email").fill(account.email);
  await main.getByLabel("Password").fill(PASSWORD);
  await main.getByRole("button", { name: "Login" }).click();
  // A wrong code first: the step shown again still knows the target.
  await main.getByLabel("Enter the 6-digit code from your authenticator app").fill("000000");
  await main.getByRole("button", { name: "Verify" }).click();
  await expect(main.getByText("That code is not right.").first()).toBeVisible();
  await main.getByLabel("Enter the 6-digit code from your authenticator app").fill(totpCode(secret, 1));
  await main.getByRole("button", { name: "Verify" }).click();
  await expect(bare).toHaveURL(`${siteOrigin()}/account`);
  await expect(bare.getByTestId("header-user").first()).toHaveText("Selvi Arumugam");
  await context.close();

  // Without JavaScript, from a content page's header: its Login link leads to /login and back.
  const plain = await browser.newContext({ viewport: viewports.desktop, javaScriptEnabled: false });
  const reader = await plain.newPage();
  await reader.goto(`${siteOrigin()}/services`);
  await reader.getByRole("banner").getByRole("link", { name: "Login" }).click();
  await expect(reader).toHaveURL(`${siteOrigin()}/login?redirectTo=%2Fservices`);
  const form = reader.getByRole("main");
  await form.getByLabel("Email").fill(account.email);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Login" }).click();
  await form.getByLabel("Enter the 6-digit code from your authenticator app").fill(recoveryCodes[1]!);
  await form.getByRole("button", { name: "Verify" }).click();
  await expect(reader).toHaveURL(`${siteOrigin()}/services`);
  await plain.close();

  // With JavaScript, from a content page's Login dialog: back on that page.
  await page.context().clearCookies();
  await gotoPage(page, "/services");
  await page.getByRole("link", { name: "Login" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Login to ADRIG" });
  await dialog.getByLabel("Email").fill(account.email);
  await dialog.getByLabel("Password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Login" }).click();
  await dialog.getByLabel("Enter the 6-digit code from your authenticator app").fill(recoveryCodes[0]!);
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByTestId("header-user").first()).toHaveText("Selvi Arumugam");
  await expect(page).toHaveURL(`${siteOrigin()}/services`);
});
