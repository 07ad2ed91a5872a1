import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import type { Page } from "@playwright/test";
import { PASSWORD } from "./accounts";
import { expect, gotoPage } from "./support";

/** The code an authenticator app shows `steps` periods from now, for the secret /account showed. */
export function totpCode(secret: string, steps = 0): string {
  return generateHOTP(decodeBase32IgnorePadding(secret), BigInt(Math.floor(Date.now() / 30_000) + steps), 6);
}

/**
 * "Confirm it's you" on /account (or `path`, e.g. /admin/team), as the security sections ask
 * first: with the password alone, as an account without a second factor does, or with the
 * password and `code` (from the app, or a recovery code), as one with two-step verification must.
 */
export async function confirmItsYou(
  page: Page,
  { code, path = "/account" }: { code?: string; path?: string } = {},
): Promise<void> {
  await gotoPage(page, path);
  const section = page.getByRole("region", { name: "Confirm it's you" });
  await section.getByLabel("Password", { exact: true }).fill(PASSWORD);
  if (code) {
    await section.getByLabel("Enter the 6-digit code from your authenticator app").fill(code);
    await section.getByRole("button", { name: "Confirm with the code" }).click();
  } else {
    await section.getByRole("button", { name: "Confirm", exact: true }).click();
  }
  await expect(section.getByText("You confirmed it's you.")).toBeVisible();
}

/** A fresh sign-in on /login with the password and then `code`: a session that has confirmed nothing yet. */
export async function signInWithCode(page: Page, email: string, code: string): Promise<void> {
  await page.context().clearCookies();
  await gotoPage(page, "/login");
  const main = page.getByRole("main");
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Password").fill(PASSWORD);
  await main.getByRole("button", { name: "Login" }).click();
  await main.getByLabel("Enter the 6-digit code from your authenticator app").fill(code);
  await main.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByTestId("header-user").first()).toBeVisible();
}

/**
 * Turns on two-step verification on /account as a person does: "Confirm it's you", "Turn on", the
 * key from the page typed into the "app" (computed here), the first code. Returns the secret and
 * the recovery codes.
 */
export async function turnOnTwoStep(page: Page): Promise<{ secret: string; recoveryCodes: string[] }> {
  await confirmItsYou(page);
  const section = page.getByRole("region", { name: "Two-step verification" });
  await section.getByRole("button", { name: "Turn on" }).click();
  await expect(section.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await section.getByTestId("two-step-secret").textContent())!.trim();
  await section.getByLabel("Enter the 6-digit code from your authenticator app").fill(totpCode(secret));
  await section.getByRole("button", { name: "Confirm" }).click();
  const list = section.getByTestId("recovery-codes");
  await expect(list.getByRole("listitem")).toHaveCount(10);
  const recoveryCodes = (await list.getByRole("listitem").allTextContents()).map((c) => c.trim());
  await expect(section.getByText("Two-step verification is on.")).toBeVisible();
  return { secret, recoveryCodes };
}
