import { mailLink, PASSWORD, signUpConfirmed, uniqueEmail } from "./accounts";
import { expect, expectNoAxeViolations, gotoPage, test, toast, viewports } from "./support";
import { confirmItsYou } from "./two-step";

test.use({ viewport: viewports.desktop });

/**
 * Changing the e-mail address, as a person does it: "Confirm it's you", the new
 * address on /account, the link from the new address's mail (the page first, then its button),
 * and the account now signs in with the new address. The old address was told, with an undo link.
 */
test("a new e-mail address is asked for on /account and made by the link mailed to it", async ({ page }) => {
  const { email, name } = await signUpConfirmed(page, "Kavya Menon");
  const newEmail = uniqueEmail("moved");
  await confirmItsYou(page);

  const section = page.getByRole("region", { name: "E-mail address" });
  await expect(section.getByTestId("current-email")).toHaveText(email);
  await expectNoAxeViolations(page, { include: "#email" });
  await section.getByLabel("New e-mail address").fill(newEmail);
  await section.getByRole("button", { name: "Change e-mail address" }).click();
  await expect(toast(page, "Check your new address")).toBeVisible();
  await expect(section.getByTestId("pending-email")).toContainText(newEmail);
  // Nothing changed yet; the old address was told at once, with a way to undo.
  await expect(section.getByTestId("current-email")).toHaveText(email);
  await mailLink(page.request, email, "/account/email/undo?token=");

  // Opening the link shows a page; only its button makes the change.
  await page.goto(await mailLink(page.request, newEmail, "/account/email/confirm?token="));
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Confirm your new e-mail address" })).toBeVisible();
  await expect(main).toContainText(newEmail);
  await expectNoAxeViolations(page);
  await main.getByRole("button", { name: "Use this address" }).click();
  await expect(main.getByRole("heading", { level: 1, name: "Your e-mail address was changed" })).toBeVisible();

  // This browser asked for the change, so it stays signed in, and the account shows the new address.
  await gotoPage(page, "/account");
  await expect(page.getByRole("region", { name: "E-mail address" }).getByTestId("current-email")).toHaveText(newEmail);

  // Signed out, the new address signs in.
  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
  await expect(toast(page, "Signed out successfully")).toBeVisible();
  await gotoPage(page, "/login");
  await main.getByLabel("Email").fill(newEmail);
  await main.getByLabel("Password").fill(PASSWORD);
  await main.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("banner").getByTestId("header-user")).toHaveText(name);
});
