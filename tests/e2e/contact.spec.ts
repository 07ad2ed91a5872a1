import type { Page } from "@playwright/test";
import { PASSWORD, signUpConfirmed } from "./accounts";
import { execLocalSql } from "./local-d1";
import { allowConsoleError, expect, expectNoAxeViolations, gotoPage, test, toast, viewports } from "./support";
import { stubTurnstile, TURNSTILE_SCRIPT } from "./turnstile-stub";

test.use({ viewport: viewports.desktop });
test.beforeEach(async ({ page }) => stubTurnstile(page));

const form = (page: Page) => page.getByRole("region", { name: "Send a Message" });

async function fillMessage(page: Page, message: string, service = "Chatbot Development") {
  await form(page).getByLabel("Service Needed").selectOption({ label: service });
  await form(page).getByLabel("Your Message").fill(message);
}

/** Writes a reply straight into the local database, as if staff had answered. */
async function writeReply(message: string, reply: string) {
  await execLocalSql(
    `INSERT INTO conversation_entries (id, message_id, author, staff_name, body) SELECT lower(hex(randomblob(16))), id, 'staff', 'Staff Member', '${reply}' FROM contact_messages WHERE message = '${message}';`,
    `UPDATE contact_messages SET status = 'replied', last_author = 'staff', last_activity_at = unixepoch() * 1000, last_staff_at = unixepoch() * 1000 WHERE message = '${message}';`,
  );
}

test("the page shows the hero, the contact facts and the map placeholder", async ({ page }) => {
  await gotoPage(page, "/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  await expect(page.getByText("Have questions? Our team is ready to help with your AI needs.")).toBeVisible();
  const info = page.getByRole("region", { name: "Contact Info" });
  await expect(info).toContainText("Sembakkam, Chennai");
  await expect(info.getByRole("link", { name: "+91 99421 05301" })).toHaveAttribute("href", "tel:+919942105301");
  await expect(info.getByRole("link", { name: "contact@adrig.co.in" })).toHaveAttribute(
    "href",
    "mailto:contact@adrig.co.in",
  );
  await expect(page.getByRole("region", { name: "Our office location" })).toBeVisible();
  await expect(form(page).getByLabel("Service Needed").locator("option").first()).toHaveText("Select a service");
  // "Select a service", the eight service hubs and "Other" (docs/decisions/030-contact-services-and-links.md).
  await expect(form(page).getByLabel("Service Needed").locator("option")).toHaveCount(10);
});

test("a visitor completes the widget and sends; what happens next stands in the form's place; the next form keeps name and e-mail", async ({
  page,
}) => {
  await gotoPage(page, "/contact");
  await form(page).getByLabel("Full Name").fill("Nandini Rao");
  await form(page).getByLabel("Email").fill("nandini@example.com");
  await fillMessage(page, "We run 40 retail stores and want a WhatsApp ordering bot.");
  await form(page).getByRole("button", { name: "Verify you are human" }).click();
  await expect(form(page).getByRole("button", { name: "Verified" })).toBeVisible();
  await form(page).getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, "Success!")).toContainText("Message submitted successfully");
  // In the form's place: when we reply, where the copy went, and the way back to the form.
  const sent = form(page).getByRole("region", { name: "Thank you. We have your message." });
  await expect(sent.getByRole("heading")).toBeFocused();
  await expect(sent).toContainText("We usually reply within one business day, by e-mail.");
  await expect(sent).toContainText("A note that we have your message is on its way to nandini@example.com.");
  await expect(sent.getByRole("link", { name: "Follow the conversation in Your Messages" })).toHaveCount(0);
  await expect(form(page).getByLabel("Your Message", { exact: true })).toBeHidden();
  // axe on this answer, at 1280 and 390 px once the toast is gone: screenshots.spec.ts.
  await sent.getByRole("link", { name: "Send another message" }).click();
  await expect(sent).toHaveCount(0);
  await expect(form(page).getByLabel("Full Name")).toBeFocused();
  await expect(form(page).getByLabel("Your Message", { exact: true })).toHaveValue("");
  await expect(form(page).getByLabel("Service Needed")).toHaveValue("");
  await expect(form(page).getByLabel("Full Name")).toHaveValue("Nandini Rao");
  await expect(form(page).getByLabel("Email")).toHaveValue("nandini@example.com");
  // The token was spent: the widget is reset for the next message.
  await expect(form(page).getByRole("button", { name: "Verify you are human" })).toBeVisible();
});

test("a visitor's copy says only that a message arrived: neither the typed name nor the typed text", async ({
  page,
}) => {
  // Anyone can type anyone's address: the mail must not carry a stranger's words from our domain.
  const email = `copy-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const message = "Your parcel is held: release it at https://parcel-release.example/pay within 24 hours.";
  await gotoPage(page, "/contact");
  await form(page).getByLabel("Full Name").fill("Devika Raghunathan");
  await form(page).getByLabel("Email").fill(email);
  await fillMessage(page, message);
  await form(page).getByRole("button", { name: "Verify you are human" }).click();
  await form(page).getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, "Success!")).toBeVisible();
  type OutboxMail = { to: string; subject: string; text: string; html: string };
  const copies = async () =>
    ((await (await page.request.get("/api/dev/outbox")).json()) as { mails: OutboxMail[] }).mails.filter(
      (mail) => mail.to === email,
    );
  await expect.poll(async () => (await copies()).length).toBe(1);
  const [copy] = await copies();
  expect(copy?.subject).toBe("We have your message");
  expect(copy?.text).toContain("A message was sent to ADRIG from our contact form with this e-mail address.");
  for (const part of [copy?.subject, copy?.text, copy?.html]) {
    for (const typed of ["Devika", "Raghunathan", "parcel", "parcel-release.example", "Chatbot Development"]) {
      expect(part).not.toContain(typed);
    }
  }
  // The page says what went there: a note, not a copy.
  await expect(form(page).getByRole("region", { name: "Thank you. We have your message." })).toContainText(
    `A note that we have your message is on its way to ${email}.`,
  );
});

test("a visitor who skips the widget is asked to complete it", async ({ page }) => {
  await gotoPage(page, "/contact");
  await form(page).getByLabel("Full Name").fill("Nandini Rao");
  await form(page).getByLabel("Email").fill("nandini@example.com");
  await fillMessage(page, "A message long enough to send.");
  await form(page).getByRole("button", { name: "Send Message" }).click();
  await expect(form(page).getByRole("alert")).toHaveText("Please complete the CAPTCHA challenge");
});

test("each bad field shows the spec's message", async ({ page }) => {
  await gotoPage(page, "/contact");
  await form(page).getByLabel("Full Name").fill("N");
  await form(page).getByLabel("Email").fill("nandini");
  await form(page).getByLabel("Your Message").fill("Too short");
  await form(page).getByRole("button", { name: "Send Message" }).click();
  await expect(form(page).getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(form(page).getByText("Invalid email address")).toBeVisible();
  await expect(form(page).getByText("Message must be at least 10 characters")).toBeVisible();
  await expect(form(page).getByLabel("Full Name")).toBeFocused();
});

test("a script that cannot load shows the 'Security Error' toast", async ({ page }) => {
  allowConsoleError(page, /Failed to load resource|ERR_FAILED|api\.js/);
  await page.unroute(TURNSTILE_SCRIPT);
  await page.route(TURNSTILE_SCRIPT, (route) => route.abort("failed"));
  await gotoPage(page, "/contact");
  await form(page).getByLabel("Full Name").focus();
  await expect(toast(page, "Security Error")).toContainText("Failed to load security check. Please refresh the page.");
});

test("a signed-in user sends without a widget, finds it on Messages, and our reply comes with Messages 1", async ({
  page,
}) => {
  const { email, name } = await signUpConfirmed(page, "Harish Chandran");
  await gotoPage(page, "/contact");
  await expect(form(page).getByLabel("Full Name")).toHaveValue(name);
  await expect(form(page).getByLabel("Full Name")).toHaveAttribute("readonly", "");
  await expect(form(page).getByLabel("Email")).toHaveValue(email);
  await expect(form(page).getByLabel("Email")).toHaveAttribute("readonly", "");
  await expect(form(page).getByRole("button", { name: "Verify you are human" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Your messages (0)" })).toBeVisible();

  const text = `Please quote a 20-day MVP for our logistics app ${Date.now()}.`;
  await fillMessage(page, text, "Other");
  await form(page).getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, "Success!")).toContainText("Your message has been sent");
  // A signed-in client is shown the way to the new conversation.
  const sent = form(page).getByRole("region", { name: "Thank you. We have your message." });
  await expect(sent.getByRole("link", { name: "Follow the conversation in Your Messages" })).toHaveAttribute(
    "href",
    /^\/messages\/[0-9a-f-]{36}$/,
  );
  await page.getByRole("link", { name: "Your messages (1)" }).click();
  const row = page.getByTestId("conversation-row").filter({ hasText: text });
  await expect(row).toContainText("Other");
  await expect(row).toContainText("Waiting for our reply");
  await expect(row).toContainText(/\d{4}, \d{1,2}:\d{2}/);
  const messages = page.getByRole("banner").getByTestId("header-messages");
  await expect(messages).toHaveAccessibleName("Messages");

  await writeReply(text, "Thanks Harish, we will send the quote by Friday.");
  await page.reload();
  await expect(messages).toHaveAccessibleName("Messages 1 unread");
  await expect(row).toContainText("New reply");
  await row.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: "Other" })).toBeVisible();
  const ours = page.getByTestId("conversation-entry");
  await expect(ours).toContainText("ADRIG");
  await expect(ours).toContainText("Thanks Harish, we will send the quote by Friday.");
  await expect(page.getByLabel("Your reply")).toBeVisible();
  // Opened: the header's count is gone on this very page, and after it.
  await expect(messages).toHaveAccessibleName("Messages");
  await page.getByRole("link", { name: "← All your messages" }).click();
  await expect(row).not.toContainText("New reply");
  await expect(messages).toHaveAccessibleName("Messages");
});

test("signing in on the page prefills the form and links 'Your messages'", async ({ page, browser }) => {
  const setup = await browser.newContext();
  const { email, name } = await signUpConfirmed(await setup.newPage(), "Vidya Shankar");
  await setup.close();

  await gotoPage(page, "/contact");
  await expect(page.getByRole("link", { name: /^Your messages/ })).toHaveCount(0);
  await page.getByRole("banner").getByRole("link", { name: "Login" }).click();
  const login = page.getByRole("dialog", { name: "Login to ADRIG" });
  await login.getByLabel("Email").fill(email);
  await login.getByLabel("Password").fill(PASSWORD);
  await login.getByRole("button", { name: "Login" }).click();
  await expect(form(page).getByLabel("Full Name")).toHaveValue(name);
  await expect(form(page).getByLabel("Email")).toHaveAttribute("readonly", "");
  await expect(page.getByRole("link", { name: "Your messages (0)" })).toBeVisible();

  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByRole("link", { name: /^Your messages/ })).toHaveCount(0);
  await expect(form(page).getByLabel("Full Name")).toHaveValue("");
  await form(page).getByLabel("Full Name").focus();
  await expect(form(page).getByRole("button", { name: "Verify you are human" })).toBeVisible();
});

test("the Turnstile script loads only when the visitor reaches or starts on the form", async ({ page }) => {
  await page.setViewportSize(viewports.mobile);
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith("https://challenges.cloudflare.com/")) requests.push(request.url());
  });
  await gotoPage(page, "/contact");
  await page.waitForTimeout(500);
  expect(requests).toEqual([]);
  await form(page).getByLabel("Full Name").focus();
  await expect(form(page).getByRole("button", { name: "Verify you are human" })).toBeVisible();
  expect(requests).toHaveLength(1);
});

test("axe finds nothing on /contact signed out and signed in at 1280px and 390px", async ({ page }) => {
  const widths = [viewports.desktop, viewports.mobile];
  for (const viewport of widths) {
    await page.setViewportSize(viewport);
    await gotoPage(page, "/contact");
    await form(page).getByLabel("Full Name").focus();
    await expect(form(page).getByRole("button", { name: "Verify you are human" })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  // One account for both widths.
  await signUpConfirmed(page, "Axe Tester");
  for (const viewport of widths) {
    await page.setViewportSize(viewport);
    await gotoPage(page, "/contact");
    await expect(page.getByRole("link", { name: "Your messages (0)" })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
