import type { Page } from "@playwright/test";
import { mailLink, siteOrigin, uniqueEmail } from "./accounts";
import { signUpAdmin } from "./admin";
import { expect, expectNoAxeViolations, gotoPage, test, toast, toastsGone, viewports } from "./support";

/**
 * A newsletter issue end to end: a reader subscribes; staff start an issue from a blog post,
 * preview it, mail themselves a test and send it; the reader's mail (the dev outbox) opens the
 * issue in the public archive and unsubscribes with its own link.
 */
test.use({ viewport: viewports.desktop });

const MAIL_FRAME = 'iframe[title="The issue\'s HTML part"]';

type OutboxMail = { to: string; subject: string; text: string };

async function mailTo(page: Page, to: string, subject: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const { mails } = (await (await page.request.get("/api/dev/outbox")).json()) as { mails: OutboxMail[] };
      found = mails.find((m) => m.to === to && m.subject === subject);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** A reader who subscribed on /blog and confirmed from the mail. */
async function confirmedReader(page: Page): Promise<string> {
  const email = uniqueEmail("insights");
  await gotoPage(page, "/blog");
  const block = page.getByRole("region", { name: "Subscribe to Our Newsletter" });
  await block.getByRole("textbox", { name: "E-mail address" }).fill(email);
  await block.getByRole("button", { name: "Subscribe" }).click();
  await expect(toast(page, "Check your inbox")).toBeVisible();
  await gotoPage(page, await mailLink(page.request, email, "/newsletter/confirm?token="));
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're subscribed.");
  return email;
}

test("staff write an issue from an article, preview, test and send it; the reader reads it and can leave", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const reader = await confirmedReader(page);
  const admin = await (await browser.newContext({ baseURL: siteOrigin(), viewport: viewports.desktop })).newPage();
  const staff = await signUpAdmin(admin);

  await gotoPage(admin, "/admin/newsletter");
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Newsletter");
  await expectNoAxeViolations(admin);
  await admin.getByRole("link", { name: "New issue" }).click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("New issue");

  // Start from an article: the fields fill in from the post.
  const article = admin.getByRole("complementary", { name: "Start from an article" });
  const title = (await article.getByLabel("Article").locator("option").first().textContent())!.trim();
  await article.getByRole("button", { name: "Start from this article" }).click();
  await expect(admin.getByLabel("Subject")).toHaveValue(title.slice(0, 150));
  await expect(admin.getByLabel("Text (Markdown)")).toHaveValue(/\[Read the article on our site\]\(\/blog\//);
  await expectNoAxeViolations(admin);
  const subject = `ADRIG Insights ${Date.now()}`;
  await admin.getByLabel("Subject").fill(subject);
  await admin.getByRole("button", { name: "Create draft" }).click();
  await expect(toast(admin, "Draft saved")).toBeVisible();
  await expect(admin.getByTestId("issue-status")).toHaveText("Draft");

  // The preview beside the editor: the mail as sent, its HTML in a frame and its text part.
  await expect(admin.getByTestId("preview-subject")).toHaveText(subject);
  const mailFrame = admin.frameLocator(MAIL_FRAME);
  await expect(mailFrame.getByRole("link", { name: "View in your browser" })).toBeVisible();
  await expect(mailFrame.getByRole("link", { name: "Read the article on our site" })).toBeVisible();
  await expect(admin.getByTestId("preview-text")).toContainText("unsubscribe?token=sample-not-a-subscriber");
  // The frame holds the mail, a document of its own that allows no scripts, so axe cannot enter it.
  await toastsGone(admin);
  await expectNoAxeViolations(admin, { exclude: [MAIL_FRAME] });

  // A test to the admin alone.
  await admin.getByRole("button", { name: "Send test to me" }).click();
  await expect(toast(admin, "Test sent")).toBeVisible();
  await mailTo(admin, staff.email, `[Test] ${subject}`);

  // Send, confirmed.
  await admin.getByRole("link", { name: /^Send to \d+ subscribers?$/ }).click();
  const confirm = admin.getByRole("group", { name: new RegExp(`Send “${subject}”`) });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Send now" }).click();
  await expect(toast(admin, "Sending")).toBeVisible();
  // The page follows the sending until it is done.
  await expect(admin.getByTestId("issue-status")).toHaveText("Sent", { timeout: 60_000 });
  await expect(admin.getByTestId("issue-counts")).toContainText("Failed 0");
  await toastsGone(admin);
  await expectNoAxeViolations(admin, { exclude: [MAIL_FRAME] });

  // The reader's mail: its browser link opens the issue in the archive.
  const mail = await mailTo(page, reader, subject);
  expect(mail.text).not.toContain("sample-not-a-subscriber");
  const browserLink = /View in your browser: (\S+)/.exec(mail.text)?.[1];
  expect(browserLink).toMatch(/\/newsletter\/issues\/\d{4}-\d{2}-/);
  await gotoPage(page, browserLink!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(subject);
  await expect(page.getByRole("link", { name: "Read the article on our site" })).toBeVisible();
  await expectNoAxeViolations(page);
  await gotoPage(page, "/newsletter/issues");
  await expect(page.getByRole("link", { name: subject })).toBeVisible();
  await expectNoAxeViolations(page);

  // And its own unsubscribe link works.
  const unsubscribe = mail.text.split(/\s+/).find((w) => w.includes("/newsletter/unsubscribe?token="))!;
  await gotoPage(page, unsubscribe);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You have been unsubscribed.");
});
