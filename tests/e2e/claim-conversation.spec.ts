import type { Page } from "@playwright/test";
import { mailLink, signUpConfirmed } from "./accounts";
import { expect, gotoPage, test, toast, viewports } from "./support";
import { stubTurnstile } from "./turnstile-stub";

/**
 * A visitor's message with an account's address is not in that account's
 * portal until its owner adds it from the mailed "Is this yours? Add it to your messages" link.
 */

test.use({ viewport: viewports.desktop });

const form = (page: Page) => page.getByRole("region", { name: "Send a Message" });

test("a visitor's message with an account's address shows in its portal only after the mailed link adds it", async ({
  browser,
}) => {
  test.slow();
  const owner = await (await browser.newContext({ viewport: viewports.desktop })).newPage();
  const { email } = await signUpConfirmed(owner, "Anita Desai");

  // Someone, signed out, sends a message with Anita's address.
  const visitor = await (await browser.newContext({ viewport: viewports.desktop })).newPage();
  await stubTurnstile(visitor);
  const text = `Please pay the attached invoice today ${Date.now()}.`;
  await gotoPage(visitor, "/contact");
  await form(visitor).getByLabel("Full Name").fill("Someone Else");
  await form(visitor).getByLabel("Email").fill(email);
  await form(visitor).getByLabel("Service Needed").selectOption({ label: "Chatbot Development" });
  await form(visitor).getByLabel("Your Message").fill(text);
  await form(visitor).getByRole("button", { name: "Verify you are human" }).click();
  await expect(form(visitor).getByRole("button", { name: "Verified" })).toBeVisible();
  await form(visitor).getByRole("button", { name: "Send Message" }).click();
  await expect(toast(visitor, "Success!")).toBeVisible();

  // Not in Anita's portal: the list says what waits, and the count on /contact ignores it.
  await gotoPage(owner, "/messages");
  await expect(owner.getByTestId("conversation-row").filter({ hasText: text })).toHaveCount(0);
  await expect(owner.getByRole("heading", { name: "Not seeing a conversation?" })).toBeVisible();
  await gotoPage(owner, "/contact");
  await expect(owner.getByRole("link", { name: "Your messages (0)" })).toBeVisible();

  // The mailed link: opening it asks; the button adds it.
  const link = await mailLink(owner.request, email, "/claim-conversation?token=");
  await gotoPage(owner, new URL(link).pathname + new URL(link).search);
  await expect(owner.getByRole("heading", { level: 1, name: "Is this yours?" })).toBeVisible();
  await expect(owner.getByText(text)).toHaveCount(0);
  await owner.getByRole("button", { name: "Add it to your messages" }).click();
  await expect(toast(owner, "Added to your messages")).toBeVisible();
  await expect(owner).toHaveURL(/\/messages\/[^/]+$/);
  await expect(owner.getByText(text)).toBeVisible();
  await expect(owner.getByText("Sent from the contact form with your e-mail address.")).toBeVisible();

  await gotoPage(owner, "/messages");
  await expect(owner.getByTestId("conversation-row").filter({ hasText: text.slice(0, 30) })).toHaveCount(1);
  await expect(owner.getByRole("heading", { name: "Not seeing a conversation?" })).toHaveCount(0);

  // The link is spent.
  await gotoPage(owner, new URL(link).pathname + new URL(link).search);
  await expect(owner.getByRole("heading", { level: 1, name: "This link no longer works" })).toBeVisible();
});
