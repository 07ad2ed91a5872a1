import type { Page } from "@playwright/test";
import { signUpConfirmed, uniqueEmail } from "./accounts";
import { signUpAdmin } from "./admin";
import { linkIn, mailTo, visitorPage } from "./booking-visitor";
import { expect, expectNoAxeViolations, gotoPage, test, toast, viewports } from "./support";

/**
 * The booking pages without the framework (docs/decisions/029-content-pages-without-the-framework.md,
 * docs/bookings.md): /book, /book/confirmed, /book/confirm and /book/manage request no framework
 * script; a visitor in New York sees the times in their zone from the first paint, books with
 * JavaScript (Turnstile, the day opened in place, what was typed kept) and by the mailed link,
 * then moves and cancels from the manage link; axe is clean at 1280 and 390 px.
 */

test.use({ viewport: viewports.desktop });
test.describe.configure({ mode: "serial" });

/** Every script the tab asked for, by path. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Only our own small modules (and Turnstile's stubbed script): no framework, no React. */
function expectNoFramework(scripts: string[]) {
  expect(scripts.length).toBeGreaterThan(0);
  expect(
    scripts.filter(
      (script) => !/^\/assets\/(enhance-|dom-|toast-dom-|visit-|calendar-)/.test(script) && !/turnstile/.test(script),
    ),
  ).toEqual([]);
}

/**
 * What a visitor could see of the zone in each document of the tab, before it was painted: the
 * zone line's text whenever the parser or a script changed the page while it was visible (a
 * mutation observer runs before the browser renders what was inserted), kept across reloads. A
 * document replaced before it finished loading never reaches DOMContentLoaded, so that is too late.
 */
async function recordZonesSeen(page: Page) {
  await page.addInitScript(() => {
    const record = () => {
      const line = document.querySelector('[data-testid="zone-line"]');
      if (!line || getComputedStyle(line).visibility === "hidden") return;
      const seen = JSON.parse(sessionStorage.getItem("first-text") ?? "[]") as string[];
      const text = `${location.pathname}${location.search}: ${line.textContent ?? ""}`;
      if (!seen.includes(text)) sessionStorage.setItem("first-text", JSON.stringify([...seen, text]));
    };
    new MutationObserver(record).observe(document, { childList: true, subtree: true, attributes: true });
  });
}

const zonesSeen = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem("first-text") ?? "[]") as string[]);

async function axeAtBothWidths(page: Page) {
  await expectNoAxeViolations(page, { include: "main" });
  await page.setViewportSize(viewports.mobile);
  await expectNoAxeViolations(page, { include: "main" });
  await page.setViewportSize(viewports.desktop);
}

// Run after booking.spec.ts (playwright.config.ts: a project of its own), whose tests expect one
// host; this spec's tests read whichever host a time falls to.
test("staff take bookings", async ({ page }) => {
  await signUpAdmin(page, "Kavya Pillai");
  await gotoPage(page, "/admin/availability");
  const form = page.getByTestId("availability-form");
  await form.getByLabel("I take consultation bookings").check();
  for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])
    await form.getByLabel(day, { exact: true }).fill("14:00-17:00");
  await form.getByLabel("Meeting link sent with each booking").fill("https://meet.example.com/adrig-kavya");
  await form.getByRole("button", { name: "Save availability" }).click();
  await expect(toast(page, "Availability saved")).toBeVisible();
});

test("a New York visitor with JavaScript: no framework, no IST first, a day in place, booked, moved and cancelled", async ({
  browser,
}) => {
  const visitor = await visitorPage(browser, { timezoneId: "America/New_York" });
  const scripts = recordScripts(visitor);
  await recordZonesSeen(visitor);
  await gotoPage(visitor, "/book?topic=general");
  await expect(visitor).toHaveURL(/tz=America%2FNew_York/);
  await expect(visitor.getByTestId("zone-line")).toContainText(/New York \(E[SD]T\) · America\/New_York/);
  // Every document of the tab, before each paint: never the times in IST as the visitor's own.
  const first = await zonesSeen(visitor);
  expect(first.length).toBeGreaterThan(0);
  for (const text of first) {
    expect(text).not.toContain("Asia/Kolkata");
    expect(text).not.toMatch(/Times below are in India/);
  }
  expect(first.at(-1)).toMatch(/Times below are in New York/);
  // The zone is remembered: the next visit's very HTML is in New York, with no reload.
  const again = await (await visitor.request.get("/book?topic=general")).text();
  expect(again).toMatch(/Times below are in New York \(E[SD]T\) · America\/New_York/);
  expect(again).not.toContain("Times below are in India");
  await axeAtBothWidths(visitor);

  // What is typed stays while another day is opened in place.
  const book = visitor.getByTestId("book-form");
  await book.getByLabel("Full Name").fill("Rahul Verma");
  const email = uniqueEmail("light");
  await book.getByLabel("Email").fill(email);
  const table = visitor.getByTestId("booking-calendar").getByRole("table");
  const chosen = await table.locator('a[aria-current="date"]').getAttribute("data-date");
  let other = await table.locator(`a[data-date]:not([data-date="${chosen}"])`).first().getAttribute("data-date");
  if (!other) {
    await table.getByRole("link", { name: /^Next month/ }).click();
    other = await table.locator(`a[data-date]:not([aria-current])`).first().getAttribute("data-date");
  }
  const loads = scripts.length;
  await table.locator(`a[data-date="${other}"]`).click();
  await expect(visitor).toHaveURL(new RegExp(`day=${other}`));
  await expect(table.locator(`a[data-date="${other}"]`)).toHaveAttribute("aria-current", "date");
  await expect(book.getByLabel("Full Name")).toHaveValue("Rahul Verma");
  expect(scripts.length, "the day opened without loading the page again").toBe(loads);
  await expect(book).toHaveAttribute("action", new RegExp(`day=${other}`));

  const slot = visitor.getByTestId("day-slots").getByRole("radio").first();
  await slot.check();
  await book.getByRole("button", { name: "Verify you are human" }).click();
  await book.getByRole("button", { name: "Book the consultation" }).click();
  await expect(visitor).toHaveURL(/\/book\/confirmed\?token=/);
  await expect(visitor.getByTestId("booking-when")).toContainText(/\(E[SD]T\)/);
  await expect(visitor.getByTestId("booking-ist")).toContainText("(IST)");
  await axeAtBothWidths(visitor);

  // The mailed link: move, then cancel.
  const booked = await mailTo(visitor.request, email, "Your consultation with ADRIG is booked");
  await gotoPage(visitor, linkIn(booked.text, "/book/manage?token="));
  await expect(visitor.getByTestId("booking-when")).toContainText(/\(E[SD]T\)/);
  await axeAtBothWidths(visitor);
  const move = visitor.getByTestId("reschedule-form");
  await move.getByTestId("day-slots").getByRole("radio").last().check();
  await move.getByRole("button", { name: "Move to this time" }).click();
  await expect(toast(visitor, "Consultation moved")).toBeVisible();
  await expect(visitor.getByTestId("moves-left")).toHaveText("You can move it 2 more times.");
  await expect(visitor.getByTestId("booking-previously")).toBeVisible();
  await visitor.getByRole("link", { name: "Cancel the consultation…" }).click();
  await expect(visitor).toHaveURL(/step=cancel/);
  await axeAtBothWidths(visitor);
  await visitor.getByTestId("cancel-form").getByLabel("Reason (optional)").fill("Plans changed");
  await visitor.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(toast(visitor, "Consultation cancelled")).toBeVisible();
  await expect(visitor.getByTestId("booking-cancelled")).toHaveText("This consultation is cancelled.");

  expectNoFramework(scripts);
  expect(await visitor.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  await visitor.context().close();
});

test("signed in, with JavaScript: booked as the account, no Turnstile, and the confirmation offers the manage link", async ({
  browser,
}) => {
  const page = await visitorPage(browser, { timezoneId: "Europe/London" });
  const { email } = await signUpConfirmed(page, "Tara Singh");
  const scripts = recordScripts(page);
  await gotoPage(page, "/book?topic=general");
  await expect(page).toHaveURL(/tz=Europe%2FLondon/);
  await expect(page.getByTestId("booking-as")).toContainText(email);
  await expect(page.getByRole("button", { name: "Verify you are human" })).toHaveCount(0);
  await page.getByTestId("day-slots").getByRole("radio").first().check();
  await page.getByRole("button", { name: "Book the consultation" }).click();
  await expect(page).toHaveURL(/\/book\/confirmed\?token=/);
  await expect(page.getByTestId("booking-when")).toContainText(/\((GMT|BST)\)/);
  await page.getByRole("link", { name: "Reschedule or cancel" }).click();
  await expect(page).toHaveURL(/\/book\/manage\?token=/);
  await expect(page.getByTestId("moves-left")).toHaveText("You can move it 3 more times.");
  expectNoFramework(scripts);
  await page.context().close();
});

test("a visitor in India sees the times in IST at once: one document, no reload for the zone's older name", async ({
  browser,
}) => {
  // Chromium names India's zone Asia/Calcutta; the page shows it as Asia/Kolkata.
  const page = await visitorPage(browser, { timezoneId: "Asia/Kolkata" });
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  await gotoPage(page, "/book?topic=general");
  await expect(page.getByTestId("zone-line")).toContainText("Kolkata (IST)");
  expect(documents).toHaveLength(1);
  expect(new URL(page.url()).searchParams.get("tz")).toBeNull();
  // The zone remembered is the page's name for it.
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === "book_tz")?.value).toBe(encodeURIComponent("Asia/Kolkata"));
  await page.context().close();
});

test("a New York visitor without JavaScript books by the mailed link, and one with JavaScript confirms it", async ({
  browser,
}) => {
  const page = await visitorPage(browser, { timezoneId: "America/New_York", javaScriptEnabled: false });
  // Without JavaScript the zone is named once: IST until then, as before.
  await page.goto("/book?topic=general");
  await expect(page.getByTestId("confirm-by-mail")).toBeVisible();
  await page.getByTestId("time-zone").fill("New York");
  await page.getByRole("button", { name: "Show times" }).click();
  await expect(page.getByTestId("zone-line")).toContainText("· America/New_York.");
  await page
    .getByTestId("booking-calendar")
    .getByRole("link", { name: /free time/ })
    .last()
    .click();
  await expect(page).toHaveURL(/tz=America%2FNew_York&day=/);
  const slot = page.getByTestId("day-slots").getByRole("radio").first();
  await slot.check();
  const email = uniqueEmail("light-nojs");
  const form = page.getByTestId("book-form");
  await form.getByLabel("Full Name").fill("Ines Moreau");
  await form.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Book the consultation" }).click();
  await expect(page).toHaveURL(/\/book\/confirm\?sent/);
  await expect(page.getByTestId("booking-mailed")).toBeVisible();
  const mail = await mailTo(page.request, email, "Confirm your consultation with ADRIG");
  const link = linkIn(mail.text, "/book/confirm?token=");

  // The link opened where JavaScript runs: the page has no framework, its post answers in place.
  const withJs = await visitorPage(browser, { timezoneId: "America/New_York" });
  const scripts = recordScripts(withJs);
  await gotoPage(withJs, link);
  await expect(withJs.getByTestId("request-when")).toContainText(/\(E[SD]T\)/);
  await axeAtBothWidths(withJs);
  await withJs.getByRole("button", { name: "Confirm the booking" }).click();
  await expect(withJs).toHaveURL(/\/book\/manage\?token=/);
  await expect(toast(withJs, "Consultation booked")).toBeVisible();
  await expect(withJs.getByTestId("reschedule-form")).toBeVisible();
  expectNoFramework(scripts);
  await mailTo(withJs.request, email, "Your consultation with ADRIG is booked");

  // Without JavaScript, the manage page moves and cancels as plain posts.
  await page.goto(withJs.url());
  const move = page.getByTestId("reschedule-form");
  await move.getByTestId("day-slots").getByRole("radio").last().check();
  await move.getByRole("button", { name: "Move to this time" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Consultation moved" })).toBeVisible();
  await page.getByRole("link", { name: "Cancel the consultation…" }).click();
  await page.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(page.getByTestId("booking-cancelled")).toBeVisible();
  for (const p of [page, withJs]) await p.context().close();
});

test("the slot taken meanwhile: the answer comes back in place, with the nearest free times and what was typed", async ({
  browser,
}) => {
  const [first, second] = [
    await visitorPage(browser, { timezoneId: "America/New_York" }),
    await visitorPage(browser, { timezoneId: "America/New_York" }),
  ];
  for (const page of [first, second]) await gotoPage(page, "/book?tz=America%2FNew_York&topic=general");
  const start = (await first.getByTestId("day-slots").getByRole("radio").first().getAttribute("value"))!;
  for (const [page, name] of [
    [first, "Olu Ade"],
    [second, "Mina Park"],
  ] as const) {
    const form = page.getByTestId("book-form");
    await form.locator(`input[name="start"][value="${start}"]`).check();
    await form.getByLabel("Full Name").fill(name);
    await form.getByLabel("Email").fill(uniqueEmail("taken"));
    await form.getByLabel("Anything we should know before the call? (optional)").fill(`${name}'s note`);
    await form.getByRole("button", { name: "Verify you are human" }).click();
  }
  await first.getByRole("button", { name: "Book the consultation" }).click();
  await expect(first).toHaveURL(/\/book\/confirmed\?token=/);
  const scripts = recordScripts(second);
  const url = second.url();
  await second.getByRole("button", { name: "Book the consultation" }).click();
  await expect(second.getByTestId("slot-error")).toHaveText("That time was just taken; here are the nearest free ones");
  // Focus moves to the answer, as the button that was pressed went with the old form.
  await expect(second.getByTestId("slot-error")).toBeFocused();
  // In place: the same document, no page loaded again.
  expect(second.url()).toBe(url);
  expect(scripts).toEqual([]);
  await expect(second.getByTestId("nearest-slots").getByRole("radio").first()).toBeVisible();
  await expect(second.getByLabel("Anything we should know before the call? (optional)")).toHaveValue(
    "Mina Park's note",
  );
  await expectNoAxeViolations(second, { include: "main" });
  for (const page of [first, second]) await page.context().close();
});
