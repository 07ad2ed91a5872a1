import type { Browser, Page } from "@playwright/test";
import { mailLink, signUpConfirmed } from "./accounts";
import { signUpAdmin } from "./admin";
import { WRITES_DB } from "./config";
import { execLocalSql } from "./local-d1";
import { expect, expectNoAxeViolations, gotoPage, test, viewports } from "./support";
import { stubTurnstile } from "./turnstile-stub";

/**
 * The staff inbox end to end: a visitor writes through the contact form (fake Turnstile), an
 * admin finds it under "New" and replies, and the sender sees the reply on /contact.
 */
test.use({ viewport: viewports.desktop });

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** A signed-in admin in a browser context of its own. */
async function adminPage(browser: Browser, viewport: { width: number; height: number } = viewports.desktop) {
  const page = await (await browser.newContext({ viewport })).newPage();
  await signUpAdmin(page);
  return page;
}

/** A visitor's message through the contact form; returns its unique text. */
async function sendAsVisitor(page: Page, name: string, email: string): Promise<string> {
  const text = `Please quote a chatbot for our clinic, reference ${Date.now()}-${Math.floor(Math.random() * 1e6)}.`;
  await stubTurnstile(page);
  await gotoPage(page, "/contact");
  const form = page.getByRole("region", { name: "Send a Message" });
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Service Needed").selectOption({ label: "Chatbot Development" });
  await form.getByLabel("Your Message").fill(text);
  await form.getByRole("button", { name: "Verify you are human" }).click();
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, "Success!")).toBeVisible();
  return text;
}

test("a visitor's message is answered in the inbox and the reply reaches the sender", { tag: WRITES_DB }, async ({
  page,
  browser,
}) => {
  // Two accounts are made (scrypt) and three pages driven: on a loaded 2-core machine that can pass a minute.
  test.slow();
  // The sender has an account, but writes without signing in (the message matches by e-mail).
  const senderPage = await (await browser.newContext({ viewport: viewports.desktop })).newPage();
  const sender = await signUpConfirmed(senderPage, "Lakshmi Iyer");
  const text = await sendAsVisitor(page, sender.name, sender.email);

  const admin = await adminPage(browser);
  await gotoPage(admin, "/");
  await admin.getByTestId("admin-link").first().click();
  await expect(admin).toHaveURL(/\/admin\/messages$/);
  await expect(admin.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  await expect(admin.getByRole("link", { name: /^New/ })).toHaveAttribute("aria-current", "page");

  await admin.getByLabel("Search").fill(sender.email);
  await admin.getByRole("button", { name: "Search" }).click();
  const row = admin.getByTestId("inbox-row").filter({ hasText: sender.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Chatbot Development");
  await expect(row).toContainText("New");
  await row.getByRole("link", { name: sender.name }).click();

  await expect(admin.getByRole("heading", { level: 1, name: `Message from ${sender.name}` })).toBeVisible();
  await expect(admin.getByText(text)).toBeVisible();
  const reply = "Thank you for writing. We will send a quote for the clinic chatbot by Friday.";
  await admin.getByRole("textbox", { name: "Reply" }).fill(reply);
  await admin.getByRole("button", { name: "Send Reply" }).click();
  await expect(toast(admin, "Reply sent")).toBeVisible();
  await expect(admin.getByRole("region", { name: "Our response" })).toContainText(reply);
  await expect(admin.getByText("Sending again replaces the reply above")).toBeVisible();

  // The sender's account: 'Replied', 'Our response:' and where the message came from.
  await gotoPage(senderPage, "/contact");
  const item = senderPage
    .getByRole("region", { name: "Your Messages" })
    .getByRole("listitem")
    .filter({ hasText: text });
  await expect(item).toContainText("Replied");
  await expect(item).toContainText("Our response:");
  await expect(item).toContainText(reply);
  await expect(item).toContainText("Sent from the contact form");

  // The company was told of the message: the notification reached the inbox's outbox, Reply-To the sender.
  await expect
    .poll(async () => {
      const { mails } = (await (await page.request.get("/api/dev/outbox")).json()) as {
        mails: Array<{ subject: string; text: string }>;
      };
      return mails.some((m) => m.subject === `New message from ${sender.name}` && m.text.includes(text));
    })
    .toBe(true);

  // The reply mail, with a link back to the contact page.
  expect(await mailLink(page.request, sender.email, "/contact")).toMatch(/\/contact$/);
  const outbox = (await (await page.request.get("/api/dev/outbox")).json()) as {
    mails: Array<{ to: string; subject: string; text: string }>;
  };
  const mail = outbox.mails.find((m) => m.to === sender.email && m.subject === "Re: your message to ADRIG");
  expect(mail?.text).toContain(reply);
  expect(mail?.text).toContain(`> ${text}`);
});

test("the Admin link is in the mobile menu for admins", { tag: WRITES_DB }, async ({ browser }) => {
  const admin = await adminPage(browser, viewports.mobile);
  await gotoPage(admin, "/");
  await admin.getByRole("button", { name: /menu/i }).first().click();
  await admin.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Admin", exact: true }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
});

for (const [label, viewport] of Object.entries(viewports)) {
  test(`axe finds nothing on the inbox, a message and the team page at ${viewport.width} px (${label})`, {
    tag: WRITES_DB,
  }, async ({ page, browser }) => {
    test.slow();
    const email = `axe-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const text = await sendAsVisitor(page, "Axe Visitor", email);
    // Unverified, so the message page also shows "Mark as verified" and "Delete".
    execLocalSql(`UPDATE contact_messages SET is_verified = 0 WHERE message = '${text}';`);
    const admin = await adminPage(browser, viewport);
    await gotoPage(admin, `/admin/messages?filter=unverified&q=${encodeURIComponent(email)}`);
    await expect(admin.getByTestId("inbox-row")).toHaveCount(1);
    await expect(admin.getByTestId("inbox-row")).toContainText("Unverified");
    await expectNoAxeViolations(admin);
    await admin.getByTestId("inbox-row").getByRole("link", { name: "Axe Visitor" }).click();
    await expect(admin.getByRole("button", { name: "Mark as verified" })).toBeVisible();
    await expectNoAxeViolations(admin);
    await admin.getByRole("link", { name: "Delete" }).click();
    await expect(admin.getByText("Delete this message for good?")).toBeVisible();
    await expectNoAxeViolations(admin);
    await admin.getByRole("button", { name: "Yes, delete" }).click();
    await expect(toast(admin, "Message deleted")).toBeVisible();
    await expect(admin).toHaveURL(/filter=unverified/);
    await gotoPage(admin, "/admin/team");
    await expectNoAxeViolations(admin);
  });
}
