import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import type { Page } from "@playwright/test";
import { PASSWORD } from "./accounts";
import { expect, gotoPage } from "./support";

/** The code an authenticator app shows `steps` periods from now, for the secret /account showed. */
export function totpCode(secret: string, steps = 0): string {
  return generateHOTP(decodeBase32IgnorePadding(secret), BigInt(Math.floor(Date.now() / 30_000) + steps), 6);
}

/** "Confirm it's you" on /account with the password, as the security sections ask first. */
export async function confirmItsYou(page: Page): Promise<void> {
  await gotoPage(page, "/account");
  const section = page.getByRole("region", { name: "Confirm it's you" });
  await section.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await section.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(section.getByText("You confirmed it's you.")).toBeVisible();
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
