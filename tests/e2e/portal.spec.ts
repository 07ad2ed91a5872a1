import { readFileSync } from "node:fs";
import type { Browser, Locator, Page } from "@playwright/test";
import { signUpConfirmed } from "./accounts";
import { signUpAdmin } from "./admin";
import { execLocalSql } from "./local-d1";
import { expect, expectNoAxeViolations, gotoPage, test, toast, viewports } from "./support";

/**
 * The client portal (docs/decisions/026-client-portal.md) as a client and staff use it: the
 * header's Messages count, a conversation's page, files both ways and by mail, and who may
 * download them.
 */

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

async function ownPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: viewports.desktop })).newPage();
}

/** The header's menu and then `items`, each visible, left to right in one row within `width`. */
async function expectHeaderInOneRow(page: Page, width: number, items: Locator[]) {
  const boxes = [(await page.getByRole("banner").getByRole("navigation").first().boundingBox())!];
  for (const item of items) {
    await expect(item).toBeVisible();
    boxes.push((await item.boundingBox())!);
  }
  for (const [i, box] of boxes.entries()) {
    expect(box.x + box.width, `item ${i} ends inside ${width} px`).toBeLessThanOrEqual(width);
    if (i > 0)
      expect(box.x, `item ${i} starts after item ${i - 1}`).toBeGreaterThanOrEqual(boxes[i - 1].x + boxes[i - 1].width);
    expect(Math.abs(box.y + box.height / 2 - (boxes[0].y + boxes[0].height / 2))).toBeLessThan(4);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** A conversation of this client that staff answered (through the staff page, as they would). */
async function answeredConversation(staff: Page, email: string, tag: string) {
  const message = `Our warehouse app needs a chatbot ${tag}.`;
  const [[row]] = await execLocalSql(
    `INSERT INTO contact_messages (id, user_id, email, name, service, message, is_verified, last_preview, waiting_since, last_client_at)
     SELECT 'portal-${tag}', id, email, name, 'chatbot-development', '${message}', 1, '${message}', unixepoch() * 1000, unixepoch() * 1000
     FROM users WHERE email = '${email}' RETURNING id;`,
  );
  const id = (row as { id: string }).id;
  await gotoPage(staff, `/admin/messages/${id}`);
  await staff.getByRole("textbox", { name: "Reply" }).fill("Hello,\n\nCould you send us the floor plan?");
  await staff.getByRole("button", { name: "Send Reply" }).click();
  await expect(toast(staff, "Reply sent").first()).toBeVisible();
  return { id, message };
}

test("a reply shows as Messages 1; the client answers with a PDF, staff download it, nobody else can", async ({
  browser,
}) => {
  test.slow();
  const tag = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const client = await ownPage(browser);
  const { email } = await signUpConfirmed(client, "Kavya Raman");
  const staff = await ownPage(browser);
  await signUpAdmin(staff, `Staff ${tag}`);
  const { id } = await answeredConversation(staff, email, tag);

  // The header says so on every page, and opening the conversation clears it.
  await gotoPage(client, "/about");
  const messages = client.getByRole("banner").getByTestId("header-messages");
  await expect(messages).toHaveAccessibleName("Messages 1 unread");
  // From 1024 px (the narrowest width with the full header) up, the menu, search, Messages with its
  // count, the account and Sign Out fit in one row, side by side, without sideways scrolling.
  for (const width of [1024, 1280]) {
    await client.setViewportSize({ width, height: 900 });
    await expectHeaderInOneRow(client, width, [
      client.getByRole("banner").getByRole("link", { name: "Search the site" }),
      messages,
      client.getByRole("banner").getByRole("link", { name: "Kavya Raman" }),
      client.getByRole("banner").getByRole("button", { name: "Sign Out" }),
    ]);
  }
  // Staff have Admin there too.
  await gotoPage(staff, "/about");
  const staffBanner = staff.getByRole("banner");
  for (const width of [1024, 1280]) {
    await staff.setViewportSize({ width, height: 900 });
    await expectHeaderInOneRow(staff, width, [
      staffBanner.getByRole("link", { name: "Search the site" }),
      staffBanner.getByTestId("admin-link"),
      staffBanner.getByTestId("header-messages"),
      staffBanner.getByTestId("header-user"),
      staffBanner.getByRole("button", { name: "Sign Out" }),
    ]);
  }
  await staff.setViewportSize(viewports.desktop);
  await client.setViewportSize(viewports.desktop);
  await messages.click();
  await client.getByTestId("conversation-row").filter({ hasText: tag }).getByRole("link").click();
  await expect(client.getByText("Could you send us the floor plan?")).toBeVisible();
  await expect(messages).toHaveAccessibleName("Messages");

  // "Your reply" with a PDF.
  await client.getByLabel("Your reply").fill("The floor plan is attached, with the loading bays marked.");
  await client
    .getByLabel("Attach files")
    .setInputFiles({ name: "floor-plan.pdf", mimeType: "application/pdf", buffer: PDF });
  await client.getByRole("button", { name: "Send Reply" }).click();
  await expect(toast(client, "Reply sent")).toBeVisible();
  const file = client.getByRole("list", { name: "Attachments" }).getByRole("link", { name: "Download floor-plan.pdf" });
  await expect(file).toBeVisible();
  const href = (await file.getAttribute("href"))!;

  // Staff see it under the answer and download it.
  await gotoPage(staff, `/admin/messages/${id}`);
  const download = staff.waitForEvent("download");
  await staff.getByRole("link", { name: "Download floor-plan.pdf" }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe("floor-plan.pdf");
  expect(readFileSync(await saved.path()).toString("latin1")).toContain("%PDF-1.4");

  // Another client: 404 for the same address.
  const other = await ownPage(browser);
  await signUpConfirmed(other, "Ravi Kumar");
  const refused = await other.request.get(href);
  expect(refused.status()).toBe(404);
  await other.context().close();
  await client.context().close();
  await staff.context().close();
});

test("an HTML page renamed .pdf is kept as text and served as a download, never a page", async ({ browser }) => {
  const tag = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const client = await ownPage(browser);
  const { email } = await signUpConfirmed(client, "Mallika Iyer");
  await execLocalSql(
    `INSERT INTO contact_messages (id, user_id, email, name, message, is_verified) SELECT 'html-${tag}', id, email, name, 'Please look at our invoice ${tag}.', 1 FROM users WHERE email = '${email}';`,
    `INSERT INTO conversation_entries (id, message_id, author, staff_name, body) VALUES (lower(hex(randomblob(16))), 'html-${tag}', 'staff', 'Staff Member', 'Please send it over.');`,
    `UPDATE contact_messages SET status = 'replied', last_author = 'staff', last_staff_at = unixepoch() * 1000 WHERE id = 'html-${tag}';`,
  );
  await gotoPage(client, `/messages/html-${tag}`);
  await client.getByLabel("Your reply").fill("Here is the invoice you asked about.");
  await client.getByLabel("Attach files").setInputFiles({
    name: "invoice.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("<!doctype html><script>document.title = 'ran'</script><h1>Invoice</h1>"),
  });
  await client.getByRole("button", { name: "Send Reply" }).click();
  const link = client.getByRole("link", { name: "Download invoice.pdf.txt" });
  await expect(link).toBeVisible();
  const res = await client.request.get((await link.getAttribute("href"))!);
  expect(res.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  expect(res.headers()["content-disposition"]).toMatch(/^attachment; filename="invoice\.pdf\.txt"/);
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  // Opened directly, the browser downloads it: no page, no script.
  const download = client.waitForEvent("download");
  await client.evaluate(
    (href) => {
      window.location.href = href;
    },
    (await link.getAttribute("href"))!,
  );
  expect((await download).suggestedFilename()).toBe("invoice.pdf.txt");
  expect(await client.title()).not.toBe("ran");
  await client.context().close();
});

test("a PDF attached to an answer by e-mail shows in the thread", async ({ browser }) => {
  const tag = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const client = await ownPage(browser);
  const { email } = await signUpConfirmed(client, "Sanjay Pillai");
  const staff = await ownPage(browser);
  await signUpAdmin(staff, `Mail staff ${tag}`);
  const { id } = await answeredConversation(staff, email, tag);
  const mails = (await (await client.request.get("/api/dev/outbox")).json()) as {
    mails: { to: string; replyTo: string | null; subject: string }[];
  };
  const ours = mails.mails.find((m) => m.to === email && m.subject === "Re: your Chatbot Development enquiry")!;
  const boundary = `b-${tag}`;
  const raw = [
    `From: <${email}>`,
    `To: <${ours.replyTo}>`,
    "Subject: Re: your Chatbot Development enquiry",
    `Message-ID: <${tag}@mail.example.com>`,
    "MIME-Version: 1.0",
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    "Content-Type: text/plain; charset=utf-8",
    "",
    "The plan is attached.",
    `--${boundary}`,
    "Content-Type: application/pdf",
    'Content-Disposition: attachment; filename="site-plan.pdf"',
    "Content-Transfer-Encoding: base64",
    "",
    PDF.toString("base64"),
    `--${boundary}--`,
  ].join("\r\n");
  const url = `/cdn-cgi/handler/email?from=${encodeURIComponent(email)}&to=${encodeURIComponent(ours.replyTo!)}`;
  const res = await client.request.post(url, { data: raw, headers: { "Content-Type": "text/plain" } });
  expect(res.ok(), await res.text()).toBe(true);
  await gotoPage(client, `/messages/${id}`);
  const answer = client.getByTestId("conversation-entry").filter({ hasText: "The plan is attached." });
  await expect(answer.getByRole("link", { name: "Download site-plan.pdf" })).toBeVisible();
  await client.context().close();
  await staff.context().close();
});

test("axe finds nothing on /messages and a conversation at 1280 px and 390 px", async ({ page }) => {
  const { email } = await signUpConfirmed(page, "Axe Portal");
  const tag = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  await execLocalSql(
    `INSERT INTO contact_messages (id, user_id, email, name, message, is_verified) SELECT 'axe-${tag}', id, email, name, 'A question for the axe run ${tag}.', 1 FROM users WHERE email = '${email}';`,
    `INSERT INTO conversation_entries (id, message_id, author, staff_name, body) VALUES (lower(hex(randomblob(16))), 'axe-${tag}', 'staff', 'Staff Member', 'Our answer.');`,
    `UPDATE contact_messages SET status = 'replied', last_author = 'staff', last_staff_at = unixepoch() * 1000 WHERE id = 'axe-${tag}';`,
  );
  for (const viewport of [viewports.desktop, viewports.mobile]) {
    await page.setViewportSize(viewport);
    await gotoPage(page, "/messages");
    await expect(page.getByTestId("conversation-row")).toHaveCount(1);
    await expectNoAxeViolations(page);
    await gotoPage(page, `/messages/axe-${tag}`);
    await expect(page.getByLabel("Attach files")).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
