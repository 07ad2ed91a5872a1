import { readFile } from "node:fs/promises";
import type { Browser, Page } from "@playwright/test";
import { signUpConfirmed } from "./accounts";
import { signUpAdmin } from "./admin";
import { execLocalSql } from "./local-d1";
import { expect, expectNoAxeViolations, gotoPage, test, toast, viewports } from "./support";
import { stubTurnstile } from "./turnstile-stub";

/**
 * /admin/reports end to end (docs/reports.md): staff read seeded daily roll-ups for a range they
 * choose, in the tables and the charts, and download a table as CSV; visitors and clients are
 * kept out; and a message sent after a campaign link shows its campaign and the page it was sent
 * from on the conversation, without a cookie. The roll-ups are seeded as SQL on days long past
 * (March 2025), which no other test writes to.
 */
test.use({ viewport: viewports.desktop });

const FROM = "2025-03-03";
const TO = "2025-03-09";

/** A week of roll-ups: 5 conversations (4 from the form, 1 with a booking), their pages and campaigns. */
async function seedWeek(staffEmail: string) {
  const staff = `(select id from users where email = '${staffEmail}')`;
  await execLocalSql(
    `insert or replace into report_days (day, channels, services, from_pages, landing_pages, referrers, campaigns, hours, first_reply_seconds, first_reply_office_seconds, close_seconds, replies_at_close, bookings_made, meetings)
     values ('2025-03-04', '{"form":3,"booking":1}', '{"ai-automation":3,"":1}', '{"/services/ai-automation":2,"":2}', '{"/blog/ai-in-retail":2,"":2}', '{"www.linkedin.com":2,"":2}', '{"spring-launch":2,"":2}',
             '[0,0,0,0,0,0,0,0,0,0,2,1,0,0,0,0,0,0,0,0,0,0,0,1]', '[3600,7200,10800]', '[1800,3600,5400]', '[86400]', 2, 1, 1),
            ('2025-03-06', '{"form":1}', '{"data-analysis":1}', '{"/plan":1}', '{"/plan":1}', '{"":1}', '{"":1}',
             '[0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0]', '[14400]', '[14400]', '[]', 0, 0, 0)`,
    `insert or replace into report_staff_days (day, staff_id, replies, closed, first_reply_seconds)
     select '2025-03-04', id, 3, 1, '[3600,7200,10800]' from users where email = '${staffEmail}'`,
  );
  return staff;
}

/** Each row of a report's table as its cells' text, the header first. */
async function tableText(page: Page, id: string): Promise<string[][]> {
  return page
    .locator(`table[data-table="${id}"] tr`)
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent?.trim() ?? "")),
    );
}

async function adminPage(browser: Browser) {
  const page = await (await browser.newContext({ viewport: viewports.desktop })).newPage();
  const admin = await signUpAdmin(page, "Ishaan Varadarajan");
  return { page, admin };
}

test("staff choose a range, read the seeded figures in the tables and charts, and download a table as CSV that matches it", async ({
  browser,
}) => {
  const { page, admin } = await adminPage(browser);
  await seedWeek(admin.email);
  await gotoPage(page, "/admin/reports");
  await expect(
    page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Reports" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("report-range")).toContainText("30 days");

  // Change the range with the form (a GET: the address names it).
  const form = page.getByTestId("range-form");
  await form.getByLabel("Between two dates").check();
  await form.getByLabel("From").fill(FROM);
  await form.getByLabel("To").fill(TO);
  await form.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/range=dates&month=&from=2025-03-03&to=2025-03-09/);
  await expect(page.getByTestId("report-range")).toContainText("March 3, 2025 to March 9, 2025 (7 days, IST)");

  const figure = (id: string) => page.locator(`[data-figure="${id}"]`);
  await expect(figure("conversations").locator("[data-value]")).toHaveText("5");
  await expect(figure("conversations").locator("[data-previous]")).toHaveText("0");
  await expect(figure("bookingsMade").locator("[data-value]")).toHaveText("1");

  const channels = await tableText(page, "leads-by-channel");
  expect(channels[0]).toEqual(["Day", "Contact form", "E-mail", "Booking", "Total"]);
  expect(channels).toContainEqual(["2025-03-04", "3", "0", "1", "4"]);
  expect(channels).toContainEqual(["2025-03-06", "1", "0", "0", "1"]);
  expect(await tableText(page, "leads-campaigns")).toEqual([
    ["Campaign", "Conversations", "Previous range"],
    ["No campaign", "3", "0"],
    ["spring-launch", "2", "0"],
  ]);

  // The charts: server-drawn SVG, each a named, described image the keyboard reaches.
  const chart = page.locator('svg[data-chart="leads-by-channel"]');
  await expect(chart).toHaveAttribute("role", "img");
  await expect(chart).toHaveAttribute("tabindex", "0");
  await expect(chart).toHaveAccessibleName(/New conversations by channel/);
  await expect(chart).toHaveAccessibleDescription("Total 5; highest: 2025-03-04, 4.");
  await expect(chart.locator("rect")).toHaveCount(3);
  await expect(page.locator('svg[data-chart="leads-campaigns"] text', { hasText: "spring-launch" })).toBeVisible();
  await chart.focus();
  await expect(chart).toBeFocused();

  // The CSV download holds the table's cells.
  const download = page.waitForEvent("download");
  await page.locator('a[data-csv="leads-by-channel"]').click();
  const file = await readFile(await (await download).path());
  const csv = file
    .toString("utf8")
    .trimEnd()
    .split("\r\n")
    .map((line) => line.split(","));
  expect(csv).toEqual(channels);

  await expectNoAxeViolations(page);

  // Speed, for the same range: first replies 1, 2, 3 and 4 hours (median 2 h 30 min, 90th
  // percentile 4 h), and the staff member's replies, closings and median first reply.
  await page.getByRole("navigation", { name: "Report sections" }).getByRole("link", { name: "Speed" }).click();
  await expect(page).toHaveURL(/from=2025-03-03&to=2025-03-09&section=speed/);
  await expect(figure("firstReplyMedian").locator("[data-value]")).toHaveText("2 h 30 min");
  await expect(figure("firstReplyP90").locator("[data-value]")).toHaveText("4 h");
  expect(await tableText(page, "staff")).toContainEqual(["Ishaan Varadarajan", "3", "1", "2.0", "0"]);
  await expectNoAxeViolations(page);
  await page.setViewportSize(viewports.mobile);
  await expectNoAxeViolations(page);
  // Nothing scrolls sideways at 390 px but the tables' own regions.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole("navigation", { name: "Report sections" }).getByRole("link", { name: "When" }).click();
  await expect(page.locator('svg[data-chart="weekday-hours"]')).toHaveAccessibleDescription(/highest: Tuesday, 4/);
  await expectNoAxeViolations(page);
});

test("a visitor is sent to sign in, and a signed-in client gets the 404", async ({ page }) => {
  await page.goto("/admin/reports");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Freports$/);
  await signUpConfirmed(page, "Kavya Menon");
  await gotoPage(page, "/admin/reports", { status: 404 });
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Page not found");
  const csv = await page.request.get("/admin/reports.csv?table=staff&range=7");
  expect(csv.status()).toBe(404);
});

test("a message sent after a campaign link shows its campaign and the page it was sent from, and no cookie was set for it", async ({
  page,
  context,
  browser,
}) => {
  const campaign = `spring-e2e-${Date.now()}`;
  const email = `lead-${Date.now()}@example.com`;
  await stubTurnstile(page);
  // The campaign link opens a content page; the visitor then presses the header's "Contact".
  await page.goto(`/services/ai-automation?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`);
  await page.waitForFunction(() => document.documentElement.dataset.visit === "kept");
  expect(await context.cookies()).toEqual([]);
  await page.getByRole("banner").getByRole("link", { name: "Contact", exact: true }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.waitForFunction(
    () => document.documentElement.dataset.visit === "kept" && document.documentElement.dataset.hydrated === "true",
  );
  const form = page.getByRole("region", { name: "Send a Message" });
  await form.getByLabel("Full Name").fill("Nandini Rao");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Service Needed").selectOption({ label: "AI Automation" });
  await form.getByLabel("Your Message").fill("We would like to automate our purchase orders across 12 stores.");
  await form.getByRole("button", { name: "Verify you are human" }).click();
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, "Success!")).toBeVisible();
  // Nothing the site keeps in the browser names the campaign or the visit: it travelled in the form only.
  for (const cookie of await context.cookies()) {
    expect(`${cookie.name}=${cookie.value}`).not.toMatch(new RegExp(`${campaign}|visit|utm`, "i"));
  }

  const [[row]] = await execLocalSql(`select id from contact_messages where email = '${email}'`);
  const staff = await adminPage(browser);
  await gotoPage(staff.page, `/admin/messages/${String(row?.id)}`);
  const source = staff.page.getByTestId("visit-facts");
  await expect(source).toContainText(`Campaign${campaign}`);
  await expect(source).toContainText("Sent from/services/ai-automation");
  await expect(source).toContainText("First page of the visit/services/ai-automation");
  await expect(source).toContainText("Source / mediumnewsletter / email");
  await expect(source).toContainText("ChannelContact form");
});
