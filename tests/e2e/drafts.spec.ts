import type { Dialog, Page } from "@playwright/test";
import { PASSWORD, signUpConfirmed } from "./accounts";
import { execLocalSql } from "./local-d1";
import { expect, gotoPage, test, toast, viewports } from "./support";
import { stubTurnstile } from "./turnstile-stub";

/**
 * Typed text is not lost: a half-written message on /contact and a half-written answer on
 * /messages/:id come back after a reload (kept in this browser, per form and per conversation),
 * are forgotten once sent, and leaving with unsent text asks first (app/ui/use-draft.ts).
 * Drafts belong to whoever wrote them (an account, or "signed out"): signing out, a session ended
 * elsewhere, or another account signing in leaves none of them to the next person (app/ui/drafts.ts).
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

test("every field of the contact form survives a reload, and the service chosen is the one sent", async ({ page }) => {
  await stubTurnstile(page);
  await gotoPage(page, "/contact");
  const form = page.getByRole("region", { name: "Send a Message" });
  const text = `Draft with a service ${Date.now()}-${Math.floor(Math.random() * 1e6)}: a bot for our clinic.`;
  await form.getByLabel("Full Name").fill("Nandini Rao");
  await form.getByLabel("Email").fill("nandini.rao@example.com");
  await form.getByLabel("Service Needed").selectOption({ label: "Chatbot Development" });
  await form.getByLabel("Your Message", { exact: true }).fill(text);

  expect(await reloadAnswering(page)).toBe("beforeunload");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(form.getByLabel("Full Name")).toHaveValue("Nandini Rao");
  await expect(form.getByLabel("Email")).toHaveValue("nandini.rao@example.com");
  await expect(form.getByLabel("Service Needed")).toHaveValue("chatbot-development");
  await expect(form.getByLabel("Your Message", { exact: true })).toHaveValue(text);

  await form.getByLabel("Full Name").focus();
  await form.getByRole("button", { name: "Verify you are human" }).click();
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, "Success!")).toBeVisible();
  const [stored] = await execLocalSql(`SELECT service, name, email FROM contact_messages WHERE message = '${text}';`);
  expect(stored).toEqual([{ service: "chatbot-development", name: "Nandini Rao", email: "nandini.rao@example.com" }]);
  // Sent: nothing of it is put back, not even the name.
  expect(await reloadAnswering(page)).toBeNull();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(form.getByLabel("Full Name")).toHaveValue("");
  await expect(form.getByLabel("Service Needed")).toHaveValue("");
});

test("an answer on /messages/:id survives a reload, per conversation, and is forgotten once sent", async ({ page }) => {
  const client = await signUpConfirmed(page, "Meera Pillai");
  await openAnswerableConversation(page, client.email, "Draft conversation");
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

/** A conversation of the signed-in client's with a reply from us, opened: "Your reply" is there. */
async function openAnswerableConversation(page: Page, email: string, label: string) {
  const text = `${label} ${Date.now()}-${Math.floor(Math.random() * 1e6)}: our stock sync is slow.`;
  await execLocalSql(
    `INSERT INTO contact_messages (id, user_id, email, name, message, is_verified) SELECT 'draft-' || lower(hex(randomblob(8))), id, email, name, '${text}', 1 FROM users WHERE email = '${email}';`,
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
}

/** Everything this browser keeps for the site (localStorage), as one string. */
const kept = (page: Page) => page.evaluate(() => Object.values(localStorage).join("\n"));

const contactMessage = (page: Page) =>
  page.getByRole("region", { name: "Send a Message" }).getByLabel("Your Message", { exact: true });

/** A's unsent message on /contact, kept in this browser (the feature works for its owner). */
async function typeContactDraft(page: Page, text: string) {
  await gotoPage(page, "/contact");
  await contactMessage(page).fill(text);
  await expect.poll(() => kept(page)).toContain(text);
}

test.describe("drafts stay with their owner", () => {
  // Leaving a page with unsent text asks first: these tests leave on purpose.
  test.beforeEach(async ({ page }) => {
    page.on("dialog", (dialog) => void dialog.accept());
    await stubTurnstile(page);
  });

  test("a client's own drafts come back to them after a reload while signed in", async ({ page }) => {
    const client = await signUpConfirmed(page, "Lakshmi Iyer");
    const text = `Lakshmi's unsent question about a billing bot (${Date.now()}).`;
    await typeContactDraft(page, text);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(contactMessage(page)).toHaveValue(text);

    await openAnswerableConversation(page, client.email, "Own draft");
    await page.getByLabel("Your reply").fill("Lakshmi's unsent answer: about 900 products.");
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page.getByLabel("Your reply")).toHaveValue("Lakshmi's unsent answer: about 900 products.");
  });

  test("signing out takes a client's drafts (/contact and an answer) with it: the signed-out visitor sees none", async ({
    page,
  }) => {
    const client = await signUpConfirmed(page, "Lakshmi Iyer");
    const message = `Lakshmi's unsent contact message (${Date.now()}).`;
    const answer = `Lakshmi's unsent answer (${Date.now()}).`;
    await typeContactDraft(page, message);
    await openAnswerableConversation(page, client.email, "Signed out");
    await page.getByLabel("Your reply").fill(answer);
    await expect.poll(() => kept(page)).toContain(answer);

    await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
    await expect(toast(page, "Signed out successfully")).toBeVisible();
    expect(await kept(page)).not.toContain(message);
    expect(await kept(page)).not.toContain(answer);

    await gotoPage(page, "/contact");
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    await expect(contactMessage(page)).toHaveValue("");
  });

  test("signed out on a content page, then another account signs in from its dialog: /contact shows nothing of the first", async ({
    page,
    browser,
  }) => {
    const elsewhere = await browser.newContext();
    const other = await signUpConfirmed(await elsewhere.newPage(), "Farhan Qureshi");
    await elsewhere.close();

    await signUpConfirmed(page, "Lakshmi Iyer");
    const message = `Lakshmi's unsent message before a content page (${Date.now()}).`;
    await typeContactDraft(page, message);
    await gotoPage(page, "/about");
    await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" }).first()).toBeVisible();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(await kept(page)).not.toContain(message);

    await page.getByRole("banner").getByRole("link", { name: "Login" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Login to ADRIG" });
    await dialog.getByLabel("Email").fill(other.email);
    await dialog.getByLabel("Password").fill(PASSWORD);
    await dialog.getByRole("button", { name: "Login" }).click();
    await expect(page.getByTestId("header-user").first()).toHaveText("Farhan Qureshi");

    await gotoPage(page, "/contact");
    await expect(contactMessage(page)).toHaveValue("");
    expect(await kept(page)).not.toContain(message);
  });

  test("another account signing in on the same browser finds none of the last one's drafts, even if they were never cleared", async ({
    page,
    browser,
  }) => {
    const elsewhere = await browser.newContext();
    const other = await signUpConfirmed(await elsewhere.newPage(), "Farhan Qureshi");
    await elsewhere.close();

    const client = await signUpConfirmed(page, "Lakshmi Iyer");
    const message = `Lakshmi's unsent message, session ended elsewhere (${Date.now()}).`;
    await typeContactDraft(page, message);
    // Her session ends elsewhere (another browser's "Sign out other sessions"): nothing in this one ran.
    await execLocalSql(`DELETE FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = '${client.email}');`);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    await expect(contactMessage(page)).toHaveValue("");
    expect(await kept(page)).not.toContain(message);

    // Typed again, for the next one to find: B signs in on /contact itself.
    await contactMessage(page).fill(message);
    await expect.poll(() => kept(page)).toContain(message);
    await page.getByRole("banner").getByRole("link", { name: "Login" }).click();
    const dialog = page.getByRole("dialog", { name: "Login to ADRIG" });
    await dialog.getByLabel("Email").fill(other.email);
    await dialog.getByLabel("Password").fill(PASSWORD);
    await dialog.getByRole("button", { name: "Login" }).click();
    await expect(page.getByTestId("header-user").first()).toHaveText("Farhan Qureshi");
    await expect(contactMessage(page)).toHaveValue("");
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(contactMessage(page)).toHaveValue("");
    expect(await kept(page)).not.toContain(message);
  });
});
