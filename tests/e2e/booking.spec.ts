import type { Page } from "@playwright/test";
import ICAL from "ical.js";
import { signUpConfirmed, uniqueEmail } from "./accounts";
import { signUpAdmin } from "./admin";
import { linkIn, mailTo, type OutboxMail, visitorPage } from "./booking-visitor";
import { checkAndShoot } from "./screenshot";
import { expect, expectNoAxeViolations, gotoPage, test, toast, viewports } from "./support";

/**
 * Booking a consultation end to end: staff set their availability; a visitor in New York books
 * from /plan, receives the invitation (parsed with ical.js), sees the slot gone for others, moves
 * and cancels from the private link; staff see the booking; a signed-in person books the whole
 * way without JavaScript, and a visitor without JavaScript books by the link mailed to them. A
 * visitor gets the manage link only by mail, and a booking moves at most 3 times.
 */

test.use({ viewport: viewports.desktop });
test.describe.configure({ mode: "serial" });

function invitation(mail: OutboxMail) {
  const calendar = new ICAL.Component(ICAL.parse(mail.attachments![0]!.content));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  return { method: calendar.getFirstPropertyValue("method"), event };
}

const MAILED =
  "We have e-mailed you a private link to reschedule or cancel. For your security it is sent only by e-mail, to the address you gave.";
const MOVE_LIMIT = "This consultation has already been moved 3 times, the most we allow.";

let staff: Page;

test("staff set their availability; a New York visitor books from /plan, gets the invitation, moves and cancels it", async ({
  page,
  browser,
}) => {
  staff = page;
  await signUpAdmin(page, "Lakshmi Menon");
  await gotoPage(page, "/admin/availability");
  const form = page.getByTestId("availability-form");
  await form.getByLabel("I take consultation bookings").check();
  for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])
    await form.getByLabel(day, { exact: true }).fill("10:00-13:00");
  await form.getByLabel("Meeting link sent with each booking").fill("https://meet.example.com/adrig-priya");
  await form.getByRole("button", { name: "Save availability" }).click();
  await expect(toast(page, "Availability saved")).toBeVisible();

  const visitor = await visitorPage(browser, { timezoneId: "America/New_York" });
  await gotoPage(visitor, "/plan");
  await visitor.getByRole("main").getByRole("link", { name: "Schedule a Consultation: Build" }).click();
  // The browser's zone replaces the fallback (IST); the engagement is chosen.
  await expect(visitor).toHaveURL(/\/book\?.*tz=America%2FNew_York/);
  await expect(visitor.getByTestId("topic")).toHaveValue("engagement:build");
  await expect(visitor.getByTestId("zone-line")).toContainText(/New York \(E[SD]T\) · America\/New_York/);
  await expect(visitor.getByTestId("zone-line")).toContainText("India Standard Time (IST, UTC+05:30)");
  await expectNoAxeViolations(visitor, { include: "main" });

  const first = visitor.getByTestId("day-slots").getByRole("radio").first();
  const start = (await first.getAttribute("value"))!;
  await first.check();
  const email = uniqueEmail("visitor");
  const book = visitor.getByTestId("book-form");
  await book.getByLabel("Full Name").fill("Deepa Rao");
  await book.getByLabel("Email").fill(email);
  await book.getByLabel("Company (optional)").fill("Rao Foods");
  await book.getByRole("button", { name: "Verify you are human" }).click();
  await book.getByRole("button", { name: "Book the consultation" }).click();
  await expect(visitor).toHaveURL(/\/book\/confirmed\?token=/);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Your consultation is booked");
  await expect(visitor.getByTestId("booking-when")).toContainText(/\(E[SD]T\)/);
  await expect(visitor.getByTestId("booking-ist")).toContainText("(IST)");
  // The visitor has proved nothing about the address: the manage link goes there by mail only.
  await expect(visitor.getByTestId("manage-link-mailed")).toHaveText(MAILED);
  await expect(visitor.getByRole("link", { name: "Reschedule or cancel" })).toHaveCount(0);

  const booked = await mailTo(visitor.request, email, "Your consultation with ADRIG is booked");
  expect(booked.text).toMatch(/When: .* \(E[SD]T\)/);
  expect(booked.text).toContain("Join the meeting: https://meet.example.com/adrig-priya");
  const first_ = invitation(booked);
  expect(first_.method).toBe("REQUEST");
  expect(first_.event.startDate.toJSDate().getTime()).toBe(Number(start));
  expect(first_.event.sequence).toBe(0);

  // The slot is gone for everyone else.
  const other = await visitorPage(browser, { timezoneId: "Europe/London" });
  await gotoPage(other, "/book");
  await expect(other.getByTestId("day-slots").getByRole("radio").first()).toBeVisible();
  await expect(other.locator(`input[name="start"][value="${start}"]`)).toHaveCount(0);

  // Staff see it.
  await gotoPage(staff, "/admin/bookings");
  await expect(staff.getByRole("region", { name: /Upcoming/ })).toContainText("Deepa Rao");

  // Move it from the private link.
  const link = linkIn(booked.text, "/book/manage?token=");
  await gotoPage(visitor, link);
  const was = (await visitor.getByTestId("booking-when").textContent())!;
  await expect(visitor.getByTestId("booking-previously")).toHaveCount(0);
  const move = visitor.getByTestId("reschedule-form");
  const next = move.getByTestId("day-slots").getByRole("radio").first();
  const moveTo = (await next.getAttribute("value"))!;
  await next.check();
  await move.getByRole("button", { name: "Move to this time" }).click();
  await expect(toast(visitor, "Consultation moved")).toBeVisible();
  await expect(visitor).toHaveURL(/\/book\/manage\?token=/);
  await expect(visitor.getByTestId("moves-left")).toHaveText("You can move it 2 more times.");
  // The page and the mail name the new time and the one it replaces.
  await expect(visitor.getByTestId("booking-previously")).toHaveText(was);
  await expect(visitor.getByTestId("booking-when")).not.toHaveText(was);
  const moved = await mailTo(visitor.request, email, "Your consultation with ADRIG has moved");
  expect(moved.text).toContain(`Previously: ${was}`);
  const second = invitation(moved);
  expect(second.event.uid).toBe(first_.event.uid);
  expect(second.event.sequence).toBe(1);
  expect(second.event.startDate.toJSDate().getTime()).toBe(Number(moveTo));

  // Cancel it: the page asks once, then offers another time.
  const manage = linkIn(moved.text, "/book/manage?token=");
  await gotoPage(visitor, manage);
  await expect(visitor.getByTestId("cancel-form")).toHaveCount(0);
  await visitor.getByRole("link", { name: "Cancel the consultation…" }).click();
  const confirm = visitor.getByTestId("cancel-form");
  await expect(confirm).toContainText("Cancel this consultation?");
  await expect(visitor.getByTestId("reschedule-form")).toHaveCount(0);
  await expectNoAxeViolations(visitor, { include: "main" });
  await confirm.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(visitor.getByTestId("booking-cancelled")).toHaveText("This consultation is cancelled.");
  await expect(visitor.getByRole("main").getByRole("link", { name: "Book another time" })).toBeVisible();
  const cancelled = invitation(await mailTo(visitor.request, email, "Your consultation with ADRIG is cancelled"));
  expect(cancelled.method).toBe("CANCEL");
  expect(cancelled.event.uid).toBe(first_.event.uid);
  expect(cancelled.event.sequence).toBe(2);
  await visitor.context().close();
  await other.context().close();
});

test("the picker at 390 px: a month calendar, the day's times right under it, late times marked, zones by name, the host, keys and axe", async ({
  browser,
}) => {
  const visitor = await visitorPage(browser, { timezoneId: "America/New_York" });
  await visitor.setViewportSize(viewports.mobile);
  await gotoPage(visitor, "/book?topic=general");
  await expect(visitor).toHaveURL(/tz=America%2FNew_York/);
  // The zone by its name, every IANA zone behind a search: the list's elements are made when the
  // field is first used, not with the page.
  await expect(visitor.getByLabel("Your time zone")).toHaveValue(/^New York \(E[SD]T\)$/);
  await expect(visitor.locator("datalist")).toHaveCount(0);
  await visitor.getByLabel("Your time zone").focus();
  expect(await visitor.locator("datalist option").count()).toBeGreaterThan(300);
  await expect(visitor.locator('datalist option[value="New York"]')).toHaveCount(1);
  expect(
    await visitor.getByLabel("Your time zone").evaluate((field: HTMLInputElement) => field.list?.options.length),
  ).toBeGreaterThan(300);

  // A month: its weekdays, the free days linked and marked, the chosen one current.
  const calendar = visitor.getByTestId("booking-calendar");
  const table = calendar.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveCount(7);
  await expect(table.locator('a[aria-current="date"]')).toHaveCount(1);
  // The chosen day's times right under the calendar: on a phone's screen with it, however many days are free.
  const firstTime = visitor.getByTestId("day-slots").locator("label").first();
  const calendarTop = (await calendar.boundingBox())!.y;
  const time = (await firstTime.boundingBox())!;
  expect(time.y + time.height - calendarTop).toBeLessThan(560);
  // Staff take bookings from 10:00 to 13:00 IST, past midnight in New York: marked, hosted by name.
  await expect(firstTime).toContainText(/^\d{1,2}:\d\d [AP]M your time/);
  await expect(visitor.getByTestId("off-hours-note")).toBeVisible();
  await expect(visitor.getByTestId("booking-host")).toContainText("Lakshmi Menon");
  // The picture of the picker for the next walk (screenshots.spec.ts's checks: axe, no sideways scrolling).
  await checkAndShoot(visitor, "book-picker");

  // By keyboard: the arrow keys move between free days, Enter opens one, whose times come into view.
  if ((await table.locator("a[data-date]").count()) < 2) await table.getByRole("link", { name: /^Next month/ }).click();
  const days = await table
    .locator("a[data-date]")
    .evaluateAll((links) => links.map((a) => a.getAttribute("data-date")));
  await table.locator(`a[data-date="${days[0]}"]`).focus();
  await visitor.keyboard.press("ArrowRight");
  await expect(table.locator(`a[data-date="${days[1]}"]`)).toBeFocused();
  await visitor.keyboard.press("Enter");
  await expect(visitor).toHaveURL(new RegExp(`day=${days[1]}`));
  await expect(table.locator(`a[data-date="${days[1]}"]`)).toHaveAttribute("aria-current", "date");
  await expect(visitor.getByTestId("day-slots").getByRole("radio").first()).toBeInViewport();

  // Another zone by typing its place; a place that is no zone is refused beside the field.
  await visitor.getByLabel("Your time zone").fill("Tokyo");
  await visitor.getByRole("button", { name: "Show times" }).click();
  await expect(visitor.getByTestId("zone-line")).toContainText("Times below are in Tokyo (GMT+9) · Asia/Tokyo.");
  await expect(visitor.getByLabel("Your time zone")).toHaveValue("Tokyo (GMT+9)");
  await visitor.getByLabel("Your time zone").fill("Atlantis");
  await visitor.getByRole("button", { name: "Show times" }).click();
  await expect(visitor.getByTestId("time-zone-form")).toContainText("Please choose a time zone from the list");
  await expect(visitor.getByLabel("Your time zone")).toHaveValue("Atlantis");

  await visitor.setViewportSize(viewports.desktop);
  await gotoPage(visitor, "/book?topic=general");
  await expect(visitor.getByTestId("day-slots").getByRole("radio").first()).toBeVisible();
  await checkAndShoot(visitor, "book-picker");
  await visitor.context().close();
});

test("without JavaScript, a signed-in person chooses a zone, a day and a time and books", async ({ browser }) => {
  const page = await visitorPage(browser, { javaScriptEnabled: false });
  const { email } = await signUpConfirmed(page, "Arun Kumar");
  await page.goto("/book?service=ai-consulting");
  await expect(page.getByTestId("topic")).toHaveValue("service:ai-consulting");
  // Without JavaScript a typed place is enough; one that names no zone is answered with the list.
  await page.getByTestId("time-zone").fill("Londn");
  await page.getByRole("button", { name: "Show times" }).click();
  await expect(page.getByTestId("time-zone-form")).toContainText("Please choose a time zone from the list");
  expect(await page.locator('datalist option[value="London"]').count()).toBe(1);
  await page.getByTestId("time-zone").fill("London");
  await page.getByRole("button", { name: "Show times" }).click();
  await expect(page).toHaveURL(/zone=London/);
  await expect(page.getByTestId("zone-line")).toContainText("· Europe/London.");
  await page
    .getByTestId("booking-calendar")
    .getByRole("link", { name: /free time/ })
    .last()
    .click();
  await expect(page).toHaveURL(/tz=Europe%2FLondon&day=/);
  await page.getByTestId("day-slots").getByRole("radio").first().check();
  await expect(page.getByTestId("booking-as")).toContainText(email);
  await page.getByRole("button", { name: "Book the consultation" }).click();
  await expect(page).toHaveURL(/\/book\/confirmed\?token=/);
  await expect(page.getByTestId("booking-when")).toContainText(/\((GMT|BST)\)/);
  await mailTo(page.request, email, "Your consultation with ADRIG is booked");
  await page.context().close();
});

test("without JavaScript, a visitor books by the link mailed to them", async ({ browser }) => {
  const page = await visitorPage(browser, { javaScriptEnabled: false });
  await page.goto("/book?tz=Europe%2FLondon&topic=general");
  await expect(page.getByTestId("confirm-by-mail")).toBeVisible();
  const slot = page.getByTestId("day-slots").getByRole("radio").first();
  const start = (await slot.getAttribute("value"))!;
  await slot.check();
  const email = uniqueEmail("nojs");
  const form = page.getByTestId("book-form");
  await form.getByLabel("Full Name").fill("Farah Khan");
  await form.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Book the consultation" }).click();
  await expect(page).toHaveURL(/\/book\/confirm\?sent/);
  await expect(page.getByTestId("booking-mailed")).toBeVisible();
  // Nothing is booked yet: the slot is still offered.
  await page.goto("/book?tz=Europe%2FLondon&topic=general");
  await expect(page.locator(`input[name="start"][value="${start}"]`)).toHaveCount(1);

  const mail = await mailTo(page.request, email, "Confirm your consultation with ADRIG");
  expect(mail.text).toMatch(/When: .* \((GMT|BST)\)/);
  const link = linkIn(mail.text, "/book/confirm?token=");
  await page.goto(link);
  await expect(page.getByTestId("request-when")).toContainText(/\((GMT|BST)\)/);
  await page.getByRole("button", { name: "Confirm the booking" }).click();
  // Following the mailed link proved the address: the booking's own page, to move or cancel it.
  await expect(page).toHaveURL(/\/book\/manage\?token=/);
  await expect(page.getByRole("status").filter({ hasText: "Consultation booked" })).toBeVisible();
  await expect(page.getByTestId("reschedule-form")).toBeVisible();
  const booked = invitation(await mailTo(page.request, email, "Your consultation with ADRIG is booked"));
  expect(booked.event.startDate.toJSDate().getTime()).toBe(Number(start));
  const manage = page.url();
  // The link books once.
  await page.goto(link);
  await expect(page.getByRole("alert")).toContainText("This link has already been used");
  // Cancelling asks once, on a page of its own, and "Keep it" leads back.
  await page.goto(manage);
  await page.getByRole("link", { name: "Cancel the consultation…" }).click();
  await expect(page).toHaveURL(/step=cancel/);
  await page.getByRole("link", { name: "Keep it" }).click();
  await expect(page.getByTestId("reschedule-form")).toBeVisible();
  await page.getByRole("link", { name: "Cancel the consultation…" }).click();
  await page.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(page.getByTestId("booking-cancelled")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Book another time" })).toBeVisible();
  await page.context().close();
});

test("a visitor's manage link comes only by mail, and the fourth move is refused on the page", async ({ browser }) => {
  const visitor = await visitorPage(browser, { timezoneId: "Asia/Kolkata" });
  await gotoPage(visitor, "/book?topic=general");
  await visitor.getByTestId("day-slots").getByRole("radio").first().check();
  const email = uniqueEmail("mover");
  const book = visitor.getByTestId("book-form");
  await book.getByLabel("Full Name").fill("Nila Suresh");
  await book.getByLabel("Email").fill(email);
  await book.getByRole("button", { name: "Verify you are human" }).click();
  await book.getByRole("button", { name: "Book the consultation" }).click();
  await expect(visitor).toHaveURL(/\/book\/confirmed\?token=/);
  await expect(visitor.getByTestId("manage-link-mailed")).toHaveText(MAILED);
  await expect(visitor.getByRole("link", { name: "Reschedule or cancel" })).toHaveCount(0);
  // The page's own token only reads: it opens no manage page.
  const pageToken = new URL(visitor.url()).searchParams.get("token")!;
  const asManage = await visitor.request.get(`/book/manage?token=${encodeURIComponent(pageToken)}`);
  expect(asManage.status()).toBe(404);

  // The mailed link opens the manage page.
  const booked = await mailTo(visitor.request, email, "Your consultation with ADRIG is booked");
  const link = linkIn(booked.text, "/book/manage?token=");
  await gotoPage(visitor, link);
  await expect(visitor.getByTestId("moves-left")).toHaveText("You can move it 3 more times.");
  // A second tab keeps the page as it was, with its form.
  const stale = await visitor.context().newPage();
  await gotoPage(stale, link);

  for (const left of ["You can move it 2 more times.", "You can move it once more.", null]) {
    const move = visitor.getByTestId("reschedule-form");
    await move.getByTestId("day-slots").getByRole("radio").first().check();
    await move.getByRole("button", { name: "Move to this time" }).click();
    await expect(left ? visitor.getByTestId("moves-left") : visitor.getByTestId("move-limit")).toHaveText(
      left ?? new RegExp(MOVE_LIMIT),
    );
  }
  // Three moves: the page now offers only cancel (and booking another time).
  await expect(visitor.getByTestId("reschedule-form")).toHaveCount(0);
  await expect(visitor.getByTestId("move-limit")).toContainText(MOVE_LIMIT);
  await expect(visitor.getByTestId("move-limit").getByRole("link", { name: "Book another time" })).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Cancel the consultation…" })).toBeVisible();
  const when = (await visitor.getByTestId("booking-when").textContent())!;

  // The fourth, from the tab that still shows the form: refused on the page, nothing changed.
  const staleMove = stale.getByTestId("reschedule-form");
  await staleMove.getByTestId("day-slots").getByRole("radio").last().check();
  await staleMove.getByRole("button", { name: "Move to this time" }).click();
  await expect(stale.getByTestId("move-limit")).toContainText(MOVE_LIMIT);
  await expect(stale.getByTestId("reschedule-form")).toHaveCount(0);
  await expect(stale.getByTestId("booking-when")).toHaveText(when);
  await expect(stale.getByRole("link", { name: "Cancel the consultation…" })).toBeVisible();
  // Three "has moved" mails, no fourth.
  await mailTo(visitor.request, email, "Your consultation with ADRIG has moved");
  const { mails } = (await (await visitor.request.get("/api/dev/outbox")).json()) as { mails: OutboxMail[] };
  expect(mails.filter((m) => m.to === email && m.subject === "Your consultation with ADRIG has moved")).toHaveLength(3);
  await visitor.context().close();
});

test("a visitor in Tokyo never sees the times in IST, not even before the page knows their zone", async ({
  browser,
}) => {
  const page = await visitorPage(browser, { timezoneId: "Asia/Tokyo" });
  // Every state of the zone line that was visible, in every document of the tab (before paint:
  // mutation observers run before the browser renders what the parser inserted).
  await page.addInitScript(() => {
    const seen = () => JSON.parse(sessionStorage.getItem("zones-seen") ?? "[]") as string[];
    const record = () => {
      const line = document.querySelector('[data-testid="zone-line"]');
      if (!line || getComputedStyle(line).visibility === "hidden") return;
      const text = line.textContent ?? "";
      if (!seen().includes(text)) sessionStorage.setItem("zones-seen", JSON.stringify([...seen(), text]));
    };
    new MutationObserver(record).observe(document, { childList: true, subtree: true, attributes: true });
  });
  await page.goto("/book?topic=general");
  await expect(page).toHaveURL(/tz=Asia%2FTokyo/);
  await expect(page.getByTestId("zone-line")).toContainText("Times below are in Tokyo (GMT+9) · Asia/Tokyo.");
  const seen = await page.evaluate(() => JSON.parse(sessionStorage.getItem("zones-seen") ?? "[]") as string[]);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.filter((text) => text.includes("Asia/Kolkata"))).toEqual([]);
  // The zone is remembered: the next visit is rendered in it by the server, without a reload.
  const html = await (await page.request.get("/book", { headers: { Cookie: "book_tz=Asia%2FTokyo" } })).text();
  expect(html).toMatch(/Times below are in Tokyo \(GMT\+9\) · Asia\/Tokyo/);
  await page.context().close();
});

test("two visitors choose the same time: the second is told it was just taken, keeps what they typed, and books a nearest one", async ({
  browser,
}) => {
  const [first, second] = [
    await visitorPage(browser, { timezoneId: "UTC" }),
    await visitorPage(browser, { timezoneId: "UTC" }),
  ];
  for (const page of [first, second]) await gotoPage(page, "/book?tz=UTC&topic=general");
  const start = (await first.getByTestId("day-slots").getByRole("radio").first().getAttribute("value"))!;
  const fill = async (page: Page, name: string) => {
    const form = page.getByTestId("book-form");
    await form.locator(`input[name="start"][value="${start}"]`).check();
    await form.getByLabel("Full Name").fill(name);
    await form.getByLabel("Email").fill(uniqueEmail(name.split(" ")[0]!.toLowerCase()));
    await form.getByLabel("Company (optional)").fill(`${name} Ltd`);
    await form.getByRole("button", { name: "Verify you are human" }).click();
  };
  await fill(first, "Meena Iyer");
  await fill(second, "Karthik Raj");
  await first.getByRole("button", { name: "Book the consultation" }).click();
  await expect(first).toHaveURL(/\/book\/confirmed\?token=/);
  await second.getByRole("button", { name: "Book the consultation" }).click();
  await expect(second.getByTestId("slot-error")).toHaveText("That time was just taken; here are the nearest free ones");
  const nearest = second.getByTestId("nearest-slots").getByRole("radio");
  await expect(nearest.first()).toBeVisible();
  await expect(second.locator(`input[name="start"][value="${start}"]`)).toHaveCount(0);
  await expect(second.getByLabel("Company (optional)")).toHaveValue("Karthik Raj Ltd");
  await nearest.first().check();
  await second.getByTestId("book-form").getByRole("button", { name: "Verify you are human" }).click();
  await second.getByRole("button", { name: "Book the consultation" }).click();
  await expect(second).toHaveURL(/\/book\/confirmed\?token=/);
  for (const page of [first, second]) await page.context().close();
});
