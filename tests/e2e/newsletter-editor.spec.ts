import type { Browser, Page } from "@playwright/test";
import { siteOrigin, uniqueEmail } from "./accounts";
import { signUpAdmin } from "./admin";
import { execLocalSql } from "./local-d1";
import { allowConsoleError, expect, expectNoAxeViolations, gotoPage, test, toast, viewports } from "./support";

/**
 * The newsletter editor as staff use it (docs/decisions/024-newsletter-editor.md): a draft that
 * saves itself and is found again after a reload, a second window's stale save refused, leaving
 * with unsaved text asked about, a test of the subject on screen, an image in the preview, the
 * test mail and the archive; then the same issue scheduled, started by the cron, mailed to each
 * subscriber once, with its report and the archive's feed. One admin for the whole file.
 */
test.describe.configure({ mode: "serial" });
test.use({ viewport: viewports.desktop });

const MAIL_FRAME = 'iframe[title="The issue\'s HTML part"]';
/** A real 120×80 PNG. */
const PNG_120X80 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAHgAAABQCAIAAABd+SbeAAAAqUlEQVR4nO3QQQkAIADAQDsYz/4p/NhCYR4swLgx19aFxvODTwINuhVo0K1Ag24FGnQr0KBbgQbdCjToVqBBtwINuhVo0K1Ag24FGnQr0KBbgQbdCjToVqBBtwINuhVo0K1Ag24FGnQr0KBbgQbdCjToVqBBtwINuhVo0K1Ag24FGnQr0KBbgQbdCjToVqBBtwINuhVo0K1Ag24FGnQr0KBbgQbdCjToVgffNOSNKuRYNwAAAABJRU5ErkJggg==",
  "base64",
);

type OutboxMail = { to: string; subject: string; text: string; html: string };

async function outbox(page: Page): Promise<OutboxMail[]> {
  return ((await (await page.request.get("/api/dev/outbox")).json()) as { mails: OutboxMail[] }).mails;
}

let adminState: Awaited<ReturnType<Awaited<ReturnType<Browser["newContext"]>>["storageState"]>>;
let adminEmail = "";
let issueUrl = "";
const subject = `ADRIG Insights editor ${Date.now()}`;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({
    baseURL: siteOrigin(),
    extraHTTPHeaders: { "CF-Connecting-IP": `198.18.39.${1 + Math.floor(Math.random() * 250)}` },
  });
  const staff = await signUpAdmin(await context.newPage());
  adminEmail = staff.email;
  adminState = await context.storageState();
  await context.close();
});

// biome-ignore lint/correctness/noEmptyPattern: Playwright's fixtures name what they need in this pattern; this one needs nothing.
test.use({ storageState: async ({}, use) => use(adminState) });

/**
 * Each new document of the preview's frame (its HTML follows the text) is entered by Playwright's
 * own instrumentation, whose script the frame's sandbox refuses, as it refuses every script.
 */
const SANDBOX_REFUSAL = /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/;

test("a draft saves itself, survives a reload, refuses a stale window, asks before unsaved text is lost, and tests what is shown", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  allowConsoleError(page, SANDBOX_REFUSAL);
  await gotoPage(page, "/admin/newsletter/new");
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Text (Markdown)").fill("## Hello\n\nThe first words.");
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByTestId("issue-status")).toHaveText("Draft");
  issueUrl = new URL(page.url()).pathname;
  expect(issueUrl).toMatch(/^\/admin\/newsletter\/[\w-]+$/);

  // Typing saves by itself: "Saving…", then "Saved at …"; a reload finds the text.
  const status = page.getByTestId("save-status");
  const text = page.getByLabel("Text (Markdown)");
  await text.fill("## Hello\n\nWords that were never saved by hand.");
  await expect(status).toHaveText("Saving…");
  await expect(status).toHaveText(/^Saved at \d{2}:\d{2}$/);
  // The preview follows the unsaved text too.
  await expect(page.frameLocator(MAIL_FRAME).getByText("Words that were never saved by hand.")).toBeVisible();
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(text).toHaveValue("## Hello\n\nWords that were never saved by hand.");

  // Offline: never "Saved" for text the server did not store; it keeps trying, and saves once it can.
  allowConsoleError(page, /net::ERR_FAILED/);
  await page.route("**/draft", (route) => route.abort());
  await text.fill("## Hello\n\nWords typed while offline.");
  await expect(status).toHaveText("Not saved: retrying");
  await page.unroute("**/draft");
  await expect(status).toHaveText(/^Saved at/, { timeout: 15_000 });
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(text).toHaveValue("## Hello\n\nWords typed while offline.");

  // A second window on the same draft, left behind by a save in the first: its save is refused.
  const other = await context.newPage();
  await gotoPage(other, issueUrl);
  await text.fill("## Hello\n\nThe first window's newer text.");
  await expect(status).toHaveText(/^Saved at/);
  const otherText = other.getByLabel("Text (Markdown)");
  await otherText.click();
  await otherText.press("End");
  await otherText.pressSequentially(" Stale words.");
  await expect(other.getByTestId("save-status")).toHaveText(
    "Not saved: This draft changed in another window: reload to see it",
  );
  await page.reload();
  await expect(text).toHaveValue("## Hello\n\nThe first window's newer text.");

  // Leaving that window with its unsaved text asks: a link of the site, then closing the tab.
  await other.getByRole("link", { name: "Back to all issues" }).click();
  const leave = other.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Stay here" }).click();
  await expect(leave).toBeHidden();
  expect(new URL(other.url()).pathname).toBe(issueUrl);
  const asked = other.waitForEvent("dialog");
  await other.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe("beforeunload");
  await dialog.accept();

  // "Send test to me" right after changing the subject: the test has the new subject.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const newSubject = `${subject} (revised)`;
  await page.getByLabel("Subject").fill(newSubject);
  await page.getByRole("button", { name: "Send test to me" }).click();
  await expect(toast(page, "Test sent")).toBeVisible();
  await expect
    .poll(async () => (await outbox(page)).some((m) => m.to === adminEmail && m.subject === `[Test] ${newSubject}`))
    .toBe(true);
  await expect(status).toHaveText(/^Saved at/);

  // An image with its description: into the text at the cursor, the preview, and the test mail, sized.
  await page.getByText("Add image", { exact: true }).click();
  await page.getByLabel(/^Image/).setInputFiles({ name: "chart.png", mimeType: "image/png", buffer: PNG_120X80 });
  await page.getByLabel(/^Description/).fill("Blue chart of replies per day");
  await page.getByRole("button", { name: "Upload and insert" }).click();
  await expect(text).toHaveValue(/!\[Blue chart of replies per day\]\(\/media\/[0-9a-f]{64}\.png\)/);
  await expect(page.frameLocator(MAIL_FRAME).getByRole("img", { name: "Blue chart of replies per day" })).toBeVisible();
  await expect(status).toHaveText(/^Saved at/);
  await page.getByRole("button", { name: "Send test to me" }).click();
  await expect
    .poll(async () =>
      (await outbox(page)).some(
        (m) => m.to === adminEmail && /alt="Blue chart of replies per day" width="120" height="80"/.test(m.html),
      ),
    )
    .toBe(true);
  await page.getByLabel("Subject").fill(subject);
  await expect(status).toHaveText(/^Saved at/);

  // The preview at a phone's width, and on a narrow screen the preview is a tab of its own.
  const frame = page.locator(MAIL_FRAME);
  await page.getByText("Mobile", { exact: true }).click();
  await expect.poll(async () => (await frame.boundingBox())?.width).toBeLessThanOrEqual(375);
  await page.getByText("Desktop", { exact: true }).click();
  await expect.poll(async () => (await frame.boundingBox())?.width).toBeGreaterThan(375);
  await page.setViewportSize(viewports.mobile);
  await expect(text).toBeVisible();
  await expect(frame).toBeHidden();
  await page.getByRole("link", { name: "Preview", exact: true }).click();
  await expect(page.frameLocator(MAIL_FRAME).getByRole("heading", { name: "Hello" })).toBeVisible();
  await expect(text).toBeHidden();
});

test("scheduled two minutes ahead and started by the cron, it reaches each subscriber once, reports what it did, and joins the archive and its feed", async ({
  page,
}) => {
  test.setTimeout(120_000);
  allowConsoleError(page, SANDBOX_REFUSAL);
  const readers = [uniqueEmail("scheduled"), uniqueEmail("scheduled"), uniqueEmail("scheduled")];
  await execLocalSql(
    ...readers.map(
      (email, i) =>
        `INSERT INTO newsletter_subscribers (id, email, status, source, requested_at, confirmed_at) VALUES ('${crypto.randomUUID()}', '${email}', 'confirmed', 'page', ${Date.now()}, ${Date.now() + i})`,
    ),
  );
  await gotoPage(page, issueUrl);
  await page.getByRole("link", { name: "Schedule…" }).click();
  await expect(page.getByRole("group", { name: /When should it go out\?/ })).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [MAIL_FRAME] });
  // Two minutes ahead, in India Standard Time as the form asks.
  const ist = new Date(Date.now() + 2 * 60_000 + 5.5 * 60 * 60_000).toISOString();
  await page.getByLabel("Date").fill(ist.slice(0, 10));
  await page.getByLabel("Time (IST)").fill(ist.slice(11, 16));
  await page.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(toast(page, "Scheduled")).toBeVisible();
  await expect(page.getByTestId("scheduled-for")).toContainText(`${ist.slice(11, 16)} IST`);
  await gotoPage(page, "/admin/newsletter");
  const row = page.getByTestId("issue-row").filter({ hasText: subject });
  await expect(row.getByTestId("issue-scheduled")).toContainText(
    /^Scheduled for \w{3} \d{1,2} \w{3}, \d{2}:\d{2} IST$/,
  );

  // Its time comes (the row is moved to the past rather than waiting), and the cron runs twice at once.
  const id = issueUrl.split("/").at(-1)!;
  await execLocalSql(`UPDATE newsletter_issues SET scheduled_at = ${Date.now() - 1000} WHERE id = '${id}'`);
  const cron = () => page.request.get("/cdn-cgi/handler/scheduled?cron=*+*+*+*+*");
  expect((await Promise.all([cron(), cron()])).map((r) => r.status())).toEqual([200, 200]);

  await expect
    .poll(async () => (await outbox(page)).filter((m) => readers.includes(m.to) && m.subject === subject).length, {
      timeout: 30_000,
    })
    .toBe(3);
  await cron();
  const mails = (await outbox(page)).filter((m) => readers.includes(m.to) && m.subject === subject);
  expect(mails.map((m) => m.to).sort()).toEqual([...readers].sort());

  // The issue's page: sent, with what it did.
  await gotoPage(page, issueUrl);
  await expect(page.getByTestId("issue-status")).toHaveText("Sent", { timeout: 30_000 });
  // Other tests' readers may be on the list too (and one may leave while it goes out): ours are delivered.
  expect(Number(await page.getByTestId("report-recipients").textContent())).toBeGreaterThanOrEqual(3);
  expect(Number(await page.getByTestId("report-delivered").textContent())).toBeGreaterThanOrEqual(3);
  await expect(page.getByTestId("report-failed")).toHaveText("0");
  await expect(page.getByText("We do not track opens or clicks")).toBeVisible();
  await expect(page.frameLocator(MAIL_FRAME).getByRole("heading", { name: "Hello" })).toBeVisible();
  await expectNoAxeViolations(page, { exclude: [MAIL_FRAME] });

  // The archive shows the image with its size, and its feed lists the issue.
  const browserLink = /View in your browser: (\S+)/.exec(mails[0]!.text)![1]!;
  await gotoPage(page, new URL(browserLink).pathname);
  const image = page.getByRole("img", { name: "Blue chart of replies per day" });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute("width", "120");
  await expect(image).toHaveAttribute("height", "80");
  const feed = await (await page.request.get("/newsletter/issues/rss.xml")).text();
  expect(feed).toContain(`<title>${subject}</title>`);
});
