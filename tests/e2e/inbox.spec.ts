import type { Browser, Page } from "@playwright/test";
import { signUpConfirmed } from "./accounts";
import { signUpAdmin } from "./admin";
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

type OutboxMail = { to: string; subject: string; text: string; replyTo: string | null };

async function outbox(page: Page): Promise<OutboxMail[]> {
  return ((await (await page.request.get("/api/dev/outbox")).json()) as { mails: OutboxMail[] }).mails;
}

/** The newest mail to `to` with `subject`, once it has arrived (mail is queued). */
async function newestMail(page: Page, to: string, subject: string, count = 1): Promise<OutboxMail> {
  await expect
    .poll(async () => (await outbox(page)).filter((m) => m.to === to && m.subject === subject).length)
    .toBeGreaterThanOrEqual(count);
  return (await outbox(page)).find((m) => m.to === to && m.subject === subject)!;
}

/** Answers by e-mail the way Email Routing delivers it: the local wrangler endpoint runs email(). */
async function answerByMail(page: Page, from: string, to: string, text: string) {
  const raw = [
    `From: <${from}>`,
    `To: <${to}>`,
    "Subject: Re: your message to ADRIG",
    `Message-ID: <${Date.now()}-${Math.floor(Math.random() * 1e6)}@mail.example.com>`,
    "Content-Type: text/plain; charset=utf-8",
    "",
    text,
    "",
    "On Tue, 24 Nov 2026 at 09:12, ADRIG Technologies wrote:",
    "> An earlier reply of ours.",
  ].join("\r\n");
  const url = `/cdn-cgi/handler/email?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
  const res = await page.request.post(url, { data: raw, headers: { "Content-Type": "text/plain" } });
  expect(res.ok(), await res.text()).toBe(true);
}

test("a conversation continues on both sides, on the site and by e-mail, until staff close it", async ({
  page,
  browser,
}) => {
  // Two accounts are made (scrypt) and three pages driven: on a loaded 2-core machine that takes a while.
  test.slow();
  // The sender has an account, but writes without signing in (the message matches by e-mail).
  const senderPage = await (await browser.newContext({ viewport: viewports.desktop })).newPage();
  const sender = await signUpConfirmed(senderPage, "Lakshmi Iyer");
  const text = await sendAsVisitor(page, sender.name, sender.email);

  const admin = await adminPage(browser);
  await gotoPage(admin, "/");
  await admin.getByTestId("admin-link").first().click();
  await expect(admin).toHaveURL(/\/admin\/messages$/);
  await expect(admin.getByRole("link", { name: /^New \d+$/ })).toHaveAttribute("aria-current", "page");
  await admin.getByLabel("Search").fill(sender.email);
  await admin.getByRole("button", { name: "Search" }).click();
  const row = admin.getByTestId("inbox-row").filter({ hasText: sender.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Chatbot Development");
  await expect(row).toContainText(`${sender.name} wrote`);
  await row.getByRole("link", { name: sender.name }).click();
  await expect(admin.getByRole("heading", { level: 1, name: `Message from ${sender.name}` })).toBeVisible();
  await expect(admin.getByText(text)).toBeVisible();

  // Staff reply twice: both replies stay, each under the staff member's name.
  const thread = admin.getByRole("list", { name: "Conversation" });
  const replies = [
    "Thank you for writing. We will send a quote for the clinic chatbot by Friday.",
    "One more question: should the chatbot also book appointments?",
  ];
  for (const reply of replies) {
    await admin.getByRole("textbox", { name: "Reply" }).fill(reply);
    await admin.getByRole("button", { name: "Send Reply" }).click();
    await expect(toast(admin, "Reply sent")).toBeVisible();
    await expect(thread).toContainText(reply);
  }
  await expect(thread.getByTestId("conversation-entry")).toHaveCount(2);
  await expect(thread).toContainText("Staff Member (ADRIG)");
  await newestMail(page, sender.email, "Re: your message to ADRIG", 2);

  // The client, signed in, sees the thread and answers under it.
  await gotoPage(senderPage, "/contact");
  const item = senderPage
    .getByRole("region", { name: "Your Messages" })
    .getByRole("listitem")
    .filter({ hasText: text });
  await expect(item).toContainText("Sent from the contact form");
  await expect(item.getByTestId("conversation-entry")).toHaveCount(2);
  await expect(item.getByTestId("conversation-entry").first()).toContainText("ADRIG");
  const answer = "Yes, appointments too, please. We open at 9 am.";
  await item.getByLabel("Your reply").fill(answer);
  await item.getByRole("button", { name: "Send Reply" }).click();
  await expect(toast(senderPage, "Reply sent")).toBeVisible();
  const mine = senderPage.getByTestId("conversation-entry").filter({ hasText: answer });
  await expect(mine).toContainText("You");
  await expectNoAxeViolations(senderPage, { include: "#main" });
  await newestMail(page, "contact@adrig.co.in", `New reply from ${sender.name}`);

  // Staff see Client replied, and reply again.
  await gotoPage(admin, "/admin/messages?filter=client_replied");
  await expect(admin.getByTestId("inbox-row").filter({ hasText: sender.email })).toContainText("Client replied");
  await admin
    .getByTestId("inbox-row")
    .filter({ hasText: sender.email })
    .getByRole("link", { name: sender.name })
    .click();
  await expect(thread).toContainText(answer);
  const third = "Appointments it is. The quote will include them.";
  await admin.getByRole("textbox", { name: "Reply" }).fill(third);
  await admin.getByRole("button", { name: "Send Reply" }).click();
  await expect(toast(admin, "Reply sent")).toBeVisible();
  const replyMail = await newestMail(page, sender.email, "Re: your message to ADRIG", 3);
  expect(replyMail.text).toContain(third);
  expect(replyMail.text).toContain(`> ${answer}`);
  expect(replyMail.replyTo).toMatch(/^reply\+[a-z2-7]+@adrig\.co\.in$/);

  // The client answers that mail by e-mail; only the new text is kept.
  const emailed = "Thank you. Friday works for the call.";
  await answerByMail(page, sender.email, replyMail.replyTo!, emailed);
  await admin.reload();
  await expect(thread.getByTestId("conversation-entry").filter({ hasText: emailed })).toContainText("Answer by e-mail");
  await expect(thread).not.toContainText("An earlier reply of ours.");
  await newestMail(page, "contact@adrig.co.in", `New reply from ${sender.name}`, 2);

  // Staff close the conversation.
  await admin.getByRole("button", { name: "Close conversation" }).click();
  await expect(toast(admin, "Conversation closed")).toBeVisible();
  await expect(admin.getByRole("button", { name: "Reopen conversation" })).toBeVisible();
  await expectNoAxeViolations(admin, { include: "#main" });
  await gotoPage(admin, `/admin/messages?filter=closed&q=${encodeURIComponent(sender.email)}`);
  await expect(admin.getByTestId("inbox-row")).toHaveCount(1);

  // Every step's mail is in the outbox: the notification, three replies, two answers announced.
  const mails = await outbox(page);
  expect(mails.filter((m) => m.subject === `New message from ${sender.name}` && m.text.includes(text))).toHaveLength(1);
  expect(mails.filter((m) => m.to === sender.email && m.subject === "Re: your message to ADRIG")).toHaveLength(3);
  const notices = mails.filter((m) => m.subject === `New reply from ${sender.name}`);
  expect(notices).toHaveLength(2);
  expect(notices.every((m) => m.replyTo === sender.email)).toBe(true);
});

test("without JavaScript, a client's reply goes in and a refused one shows its reason in place", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: viewports.desktop, javaScriptEnabled: false });
  const page = await context.newPage();
  const client = await signUpConfirmed(page, "Nikhil Menon");
  const text = `No-JS conversation ${Date.now()}-${Math.floor(Math.random() * 1e6)}: please call me back.`;
  await execLocalSql(
    `INSERT INTO contact_messages (id, user_id, email, name, message, is_verified) SELECT 'nojs-' || lower(hex(randomblob(8))), id, email, name, '${text}', 1 FROM users WHERE email = '${client.email}';`,
    `INSERT INTO conversation_entries (id, message_id, author, staff_name, body) SELECT lower(hex(randomblob(16))), id, 'staff', 'Staff Member', 'We will call you this afternoon.' FROM contact_messages WHERE message = '${text}';`,
    `UPDATE contact_messages SET status = 'replied', last_author = 'staff' WHERE message = '${text}';`,
  );
  await page.goto("/contact");
  const item = page.getByRole("region", { name: "Your Messages" }).getByRole("listitem").filter({ hasText: text });
  await item.getByLabel("Your reply").fill("Too short");
  await item.getByRole("button", { name: "Send Reply" }).click();
  const refused = page.getByRole("region", { name: "Your Messages" }).getByRole("listitem").filter({ hasText: text });
  await expect(refused.getByLabel("Your reply")).toHaveAccessibleDescription("Message must be at least 10 characters");
  await expect(refused.getByLabel("Your reply")).toHaveValue("Too short");
  await refused.getByLabel("Your reply").fill("After 3 pm suits me best, thank you.");
  await refused.getByRole("button", { name: "Send Reply" }).click();
  await expect(page).toHaveURL(/\/contact#conversation-/);
  const answered = page.getByRole("region", { name: "Your Messages" }).getByRole("listitem").filter({ hasText: text });
  await expect(
    answered.getByTestId("conversation-entry").filter({ hasText: "After 3 pm suits me best" }),
  ).toContainText("You");
  await context.close();
});

test("the Admin link is in the mobile menu for admins", async ({ browser }) => {
  const admin = await adminPage(browser, viewports.mobile);
  await gotoPage(admin, "/");
  await admin.getByRole("button", { name: /menu/i }).first().click();
  await admin.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Admin", exact: true }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
});

test("axe finds nothing on the inbox, a message and the team page at 1280 px and 390 px", async ({ page, browser }) => {
  test.slow();
  // One admin for both widths, and a message for each (each is deleted at the end of its round).
  const rounds: { viewport: { width: number; height: number }; email: string }[] = [];
  for (const [label, viewport] of Object.entries(viewports)) {
    const email = `axe-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const text = await sendAsVisitor(page, "Axe Visitor", email);
    // Unverified, so the message page also shows "Mark as verified" and "Delete".
    await execLocalSql(`UPDATE contact_messages SET is_verified = 0 WHERE message = '${text}';`);
    rounds.push({ viewport, email });
  }
  const admin = await adminPage(browser);
  for (const { viewport, email } of rounds) {
    await admin.setViewportSize(viewport);
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
    // Other tests' unverified messages may be listed too: this one is gone.
    await expect(admin.getByTestId("inbox-row").filter({ hasText: email })).toHaveCount(0);
    await gotoPage(admin, "/admin/team");
    await expectNoAxeViolations(admin);
  }
});
