import type { Page } from "@playwright/test";
import { mailLink, uniqueEmail } from "./accounts";
import { frameworkScripts, recordScripts } from "./framework-free";
import { execLocalSql } from "./local-d1";
import { expect, expectNoAxeViolations, gotoPage, test, toast, viewports } from "./support";
import { stubTurnstile } from "./turnstile-stub";

/**
 * /contact and the mailed link's /contact/confirm without React Router's client runtime
 * (docs/decisions/029-content-pages-without-the-framework.md): the server renders the form and
 * every answer; contact.enhance.ts checks it before sending, turnstile.enhance.ts renders the
 * widget, forms.enhance.ts posts it and shows the answer in place. The flows of contact.spec.ts,
 * drafts.spec.ts and contact-by-mail.spec.ts run against the same pages.
 */

test.use({ viewport: viewports.desktop });

const form = (page: Page) => page.getByRole("region", { name: "Send a Message" });

/** The stored message's files, by name. */
async function filesOf(message: string): Promise<string[]> {
  const [rows] = await execLocalSql(
    `SELECT a.name FROM attachments a JOIN contact_messages m ON m.id = a.conversation_id WHERE m.message = '${message}' ORDER BY a.name;`,
  );
  return (rows as { name: string }[]).map((row) => row.name);
}

const csv = (name: string, body = "sku,qty\nA1,4\n") => ({ name, mimeType: "text/csv", buffer: Buffer.from(body) });

async function fillVisitor(page: Page, text: string) {
  await form(page).getByLabel("Full Name").fill("Nandini Rao");
  await form(page).getByLabel("Email").fill(uniqueEmail("light"));
  await form(page).getByLabel("Service Needed").selectOption({ label: "Data Analysis" });
  await form(page).getByLabel("Your Message").fill(text);
}

test("a visitor sends a message with a file, and /contact asks for no framework script", async ({ page }) => {
  await stubTurnstile(page);
  const scripts = recordScripts(page);
  await gotoPage(page, "/contact");
  expect(frameworkScripts(scripts)).toEqual([]);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);

  const text = `Our order sheet is attached, reference ${Date.now()}-${Math.floor(Math.random() * 1e6)}.`;
  await fillVisitor(page, text);
  await form(page).getByLabel("Attach files").setInputFiles(csv("orders.csv"));
  await form(page).getByRole("button", { name: "Verify you are human" }).click();
  // While it is sent, the button says so and cannot be pressed again.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/contact", async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await form(page).getByRole("button", { name: "Send Message" }).click();
  await expect(form(page).getByRole("button", { name: "Sending..." })).toBeDisabled();
  release();
  await expect(toast(page, "Success!")).toContainText("Message submitted successfully");
  await expect(
    form(page).getByRole("region", { name: "Thank you. We have your message." }).getByRole("heading"),
  ).toBeFocused();
  expect(await filesOf(text)).toEqual(["orders.csv"]);
  // Sending brought nothing of the framework either.
  expect(frameworkScripts(scripts)).toEqual([]);
});

test("the files' checks answer in place with the server's words; a refusal from the server keeps the files chosen", async ({
  page,
}) => {
  await stubTurnstile(page);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
  });
  await gotoPage(page, "/contact");
  const text = `Six sheets, then one, reference ${Date.now()}-${Math.floor(Math.random() * 1e6)}.`;
  await fillVisitor(page, text);
  const files = form(page).getByLabel("Attach files");
  await files.setInputFiles([1, 2, 3, 4, 5, 6].map((n) => csv(`sheet-${n}.csv`)));
  await form(page).getByRole("button", { name: "Send Message" }).click();
  await expect(files).toHaveAccessibleDescription("Attach at most 5 files.");
  await expect(files).toBeFocused();
  await files.setInputFiles([csv("notes.exe")]);
  await form(page).getByRole("button", { name: "Send Message" }).click();
  await expect(files).toHaveAccessibleDescription(
    "“notes.exe” is not a PDF, DOCX, XLSX, PPTX, PNG, JPEG, TXT, CSV or ZIP file.",
  );
  await files.setInputFiles([csv("empty.csv", "")]);
  await form(page).getByRole("button", { name: "Send Message" }).click();
  await expect(files).toHaveAccessibleDescription("“empty.csv” is empty.");
  expect(posts).toEqual([]);

  // A name only the server refuses (a zero-width space): its answer in place, the file still chosen.
  await files.setInputFiles([csv("orders.csv")]);
  await form(page).getByLabel("Full Name").fill("Nandini\u200bRao");
  await form(page).getByRole("button", { name: "Verify you are human" }).click();
  await form(page).getByRole("button", { name: "Send Message" }).click();
  await expect(form(page).getByLabel("Full Name")).toHaveAccessibleDescription(
    "Name contains characters that are not allowed",
  );
  await expect(form(page).getByLabel("Full Name")).toBeFocused();
  expect(
    await form(page)
      .getByLabel("Attach files")
      .evaluate((input: HTMLInputElement) => input.files?.length),
  ).toBe(1);
  await expectNoAxeViolations(page);

  // The widget starts again (the answer brought a new one); then the message goes, with its file.
  await form(page).getByLabel("Full Name").fill("Nandini Rao");
  await form(page).getByRole("button", { name: "Verify you are human" }).click();
  await form(page).getByRole("button", { name: "Send Message" }).click();
  await expect(form(page).getByRole("region", { name: "Thank you. We have your message." })).toBeVisible();
  expect(await filesOf(text)).toEqual(["orders.csv"]);
});

test("at 390 px the field errors and the Turnstile error stand in place, and axe finds nothing", async ({ page }) => {
  await stubTurnstile(page);
  await page.setViewportSize(viewports.mobile);
  await gotoPage(page, "/contact");
  await form(page).getByRole("button", { name: "Send Message" }).click();
  await expect(form(page).getByLabel("Full Name")).toHaveAccessibleDescription("Name must be at least 2 characters");
  await expect(form(page).getByLabel("Email")).toHaveAccessibleDescription("Email is required");
  await expect(form(page).getByLabel("Your Message")).toHaveAccessibleDescription(
    "Message must be at least 10 characters",
  );
  await expect(form(page).getByRole("alert")).toHaveText("Please complete the CAPTCHA challenge");
  await expect(form(page).getByLabel("Full Name")).toBeFocused();
  await expectNoAxeViolations(page);
});

test("without JavaScript the message waits in a mailed link; its page sends it, with JavaScript as without, and asks for no framework", async ({
  browser,
}) => {
  const plain = await (await browser.newContext({ viewport: viewports.desktop, javaScriptEnabled: false })).newPage();
  const email = uniqueEmail("light-nojs");
  const text = `Sent without JavaScript, reference ${Date.now()}-${Math.floor(Math.random() * 1e6)}.`;
  await plain.goto("/contact");
  await form(plain).getByLabel("Full Name").fill("Kavitha Menon");
  await form(plain).getByLabel("Email").fill(email);
  await form(plain).getByLabel("Your Message").fill(text);
  await form(plain).getByRole("button", { name: "Send Message" }).click();
  await expect(plain.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  const link = new URL(await mailLink(plain.request, email, "/contact/confirm?token="));

  // The link opened with JavaScript: a plain post still, whose answer is the page that says it went.
  const page = await (await browser.newContext({ viewport: viewports.mobile })).newPage();
  const scripts = recordScripts(page);
  await gotoPage(page, link.pathname + link.search);
  expect(frameworkScripts(scripts)).toEqual([]);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Send the message" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you. We have your message." })).toBeVisible();
  const [stored] = await execLocalSql(`SELECT name FROM contact_messages WHERE message = '${text}';`);
  expect(stored).toEqual([{ name: "Kavitha Menon" }]);
});
