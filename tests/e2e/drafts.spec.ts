import type { Dialog, Page } from "@playwright/test";
import { signUpConfirmed } from "./accounts";
import { execLocalSql } from "./local-d1";
import { expect, gotoPage, test, toast, viewports } from "./support";
import { stubTurnstile } from "./turnstile-stub";

/**
 * Typed text is not lost: a half-written message on /contact and a half-written answer on
 * /messages/:id come back after a reload (kept in this browser, per form and per conversation),
 * are forgotten once sent, and leaving with unsent text asks first (app/ui/use-draft.ts).
 */

test.use({ viewport: viewports.desktop });

/** Reloads, answering the browser's "leave this page?" with yes; the question, if one was asked. */
async function reloadAnswering(page: Page): Promise<string | null> {
  let asked: string | null = null;
  const onDialog = (dialog: Dialog) => {
    asked = dialog.type();
    void dialog.accept();
  };
  page.on("dialog", onDialog);
  await page.reload();
  page.off("dialog", onDialog);
  return asked;
}

test("a message on /contact survives a reload, is forgotten once sent, and leaving with it asks first", async ({
  page,
}) => {
  await stubTurnstile(page);
  await gotoPage(page, "/contact");
  const form = page.getByRole("region", { name: "Send a Message" });
  const message = form.getByLabel("Your Message", { exact: true });
  const text = `We would like a quote for a WhatsApp ordering bot (${Date.now()}).`;
  await message.fill(text);

  expect(await reloadAnswering(page)).toBe("beforeunload");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(message).toHaveValue(text);

  // A link inside the site asks too; staying keeps the text.
  page.once("dialog", (dialog) => void dialog.dismiss());
  await page.getByRole("banner").getByRole("link", { name: "Work", exact: true }).click();
  await expect(page).toHaveURL("/contact");
  await expect(message).toHaveValue(text);

  await form.getByLabel("Full Name").fill("Nandini Rao");
  await form.getByLabel("Email").fill("nandini@example.com");
  await form.getByRole("button", { name: "Verify you are human" }).click();
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, "Success!")).toBeVisible();

  // Sent: nothing asked on leaving, nothing put back.
  expect(await reloadAnswering(page)).toBeNull();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(message).toHaveValue("");
});

test("an answer on /messages/:id survives a reload, per conversation, and is forgotten once sent", async ({ page }) => {
  const client = await signUpConfirmed(page, "Meera Pillai");
  const text = `Draft conversation ${Date.now()}-${Math.floor(Math.random() * 1e6)}: our stock sync is slow.`;
  await execLocalSql(
    `INSERT INTO contact_messages (id, user_id, email, name, message, is_verified) SELECT 'draft-' || lower(hex(randomblob(8))), id, email, name, '${text}', 1 FROM users WHERE email = '${client.email}';`,
    `INSERT INTO conversation_entries (id, message_id, author, staff_name, body) SELECT lower(hex(randomblob(16))), id, 'staff', 'Staff Member', 'Could you tell us how many products you list?' FROM contact_messages WHERE message = '${text}';`,
    `UPDATE contact_messages SET status = 'replied', last_author = 'staff' WHERE message = '${text}';`,
  );
  await gotoPage(page, "/messages");
  await page
    .getByTestId("conversation-row")
    .filter({ hasText: text.slice(0, 40) })
    .getByRole("link")
    .click();
  await expect(page).toHaveURL(/\/messages\/draft-/);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const conversation = page.url();
  const answer = page.getByLabel("Your reply");
  await answer.fill("About 1,200 products across two warehouses, and");

  expect(await reloadAnswering(page)).toBe("beforeunload");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(answer).toHaveValue("About 1,200 products across two warehouses, and");

  await answer.fill("About 1,200 products across two warehouses.");
  await page.getByRole("button", { name: "Send Reply" }).click();
  await expect(toast(page, "Reply sent")).toBeVisible();
  await expect(page.getByTestId("conversation-entry").last()).toContainText("About 1,200 products");
  await expect(answer).toHaveValue("");

  expect(await reloadAnswering(page)).toBeNull();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  expect(page.url()).toBe(conversation);
  await expect(answer).toHaveValue("");
});
