import type { Browser, Page } from "@playwright/test";
import { siteOrigin } from "./accounts";
import { signUpAdmin } from "./admin";
import { execLocalSql } from "./local-d1";
import {
  allowConsoleError,
  expect,
  expectNoAxeViolations,
  gotoPage,
  test,
  toast,
  toastsGone,
  viewports,
} from "./support";

/**
 * The staff's small seams: a saved reply greets once, a conversation answers the keyboard
 * (`j`/`k`/`e`/`a`, `e` then opening the next, the hint only where a keyboard is likely), the
 * staff header on one row at 1280 px and its tabs fitting at 390 px,
 * and a newsletter subject shows its limit before it is reached while a schedule time that has
 * passed is refused beside its field. One admin for the whole file.
 */
test.describe.configure({ mode: "serial" });
test.use({ viewport: viewports.desktop });

let adminState: Awaited<ReturnType<Awaited<ReturnType<Browser["newContext"]>>["storageState"]>>;
let adminName = "";

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: siteOrigin() });
  adminName = `Seams ${Date.now()}`;
  await signUpAdmin(await context.newPage(), adminName);
  adminState = await context.storageState();
  await context.close();
});

// biome-ignore lint/correctness/noEmptyPattern: Playwright's fixtures name what they need in this pattern; this one needs nothing.
test.use({ storageState: async ({}, use) => use(adminState) });

/** Conversations from `name`s (verified, waiting), each with the unique `tag` in its message; their ids. */
async function seedConversations(tag: string, names: string[]): Promise<string[]> {
  const now = Date.now();
  const ids = names.map((_, i) => `seam-${tag}-${i}`);
  await execLocalSql(
    ...names.map(
      (name, i) =>
        `INSERT INTO contact_messages (id, email, name, service, message, is_verified, last_preview, waiting_since, last_client_at, last_activity_at) VALUES ('${ids[i]}', 'seam${i}@example.com', '${name}', 'chatbot-development', 'About ${tag}: please call me.', 1, 'About ${tag}: please call me.', ${now - i * 1000}, ${now - i * 1000}, ${now - i * 1000});`,
    ),
  );
  return ids;
}

async function addSavedReply(page: Page, name: string, text: string) {
  await gotoPage(page, "/admin/saved-replies");
  const form = page.getByRole("region", { name: "New saved reply" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Text").fill(text);
  await form.getByRole("button", { name: "Add saved reply" }).click();
  await expect(toast(page, "Saved reply added")).toBeVisible();
}

async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

test("a saved reply greets once: its own greeting replaces the prefilled one, one without keeps it", async ({
  page,
}) => {
  const tag = `gr${Date.now()}`;
  const [id] = await seedConversations(tag, ["Priya Raman"]);
  await addSavedReply(page, `Booked ${tag}`, "Hello {first_name},\n\nYour call is booked for Monday.");
  await addSavedReply(page, `Dear ${tag}`, "Dear {first_name},\n\nThe quote is attached.");
  await addSavedReply(page, `Plain ${tag}`, "Your call is booked for Monday.");
  await gotoPage(page, `/admin/messages/${id}`);
  await hydrated(page);
  const composer = page.getByRole("textbox", { name: "Reply" });
  await expect(composer).toHaveValue("Hello Priya,\n\n");
  const insert = async (name: string) => {
    await page.getByLabel("Saved reply").selectOption({ label: name });
    await page.getByRole("button", { name: "Insert saved reply" }).click();
  };

  // Words typed after the prefilled greeting, then a saved reply with its own: one greeting.
  await composer.click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type("Thanks for writing. ");
  await insert(`Booked ${tag}`);
  await expect(composer).toHaveValue("Hello Priya,\n\nThanks for writing. Your call is booked for Monday.");

  // A saved reply greeting differently replaces the prefilled greeting.
  await composer.fill("Hello Priya,\n\nThanks for writing. ");
  await page.keyboard.press("ControlOrMeta+End");
  await insert(`Dear ${tag}`);
  await expect(composer).toHaveValue("Dear Priya,\n\nThanks for writing. The quote is attached.");

  // A saved reply without a greeting keeps the prefilled one.
  await composer.fill("Hello Priya,\n\n");
  await insert(`Plain ${tag}`);
  await expect(composer).toHaveValue("Hello Priya,\n\nYour call is booked for Monday.");
});

test("in a conversation j and k follow the list it came from, e closes, a assigns to me, never while typing", async ({
  page,
}) => {
  const tag = `kb${Date.now()}`;
  const ids = await seedConversations(tag, ["Kiran One", "Lakshmi Two", "Meena Three"]);
  await gotoPage(page, `/admin/messages?view=all&q=${tag}`);
  const links = page.locator("[data-inbox-link]");
  await expect(links).toHaveCount(3);
  const order = await links.evaluateAll((all) => all.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(order.map((path) => path.split("/").pop()).sort()).toEqual([...ids].sort());
  await links.first().click();
  await expect(page).toHaveURL(order[0]!);
  await hydrated(page);

  const firstNames = order.map((path) => ["Kiran", "Lakshmi", "Meena"][ids.indexOf(path.split("/").pop()!)]);
  const composer = page.getByRole("textbox", { name: "Reply" });
  await page.keyboard.press("j");
  await expect(page).toHaveURL(order[1]!);
  // Each conversation's composer greets its own client.
  await expect(composer).toHaveValue(`Hello ${firstNames[1]},\n\n`);
  await page.keyboard.press("j");
  await expect(page).toHaveURL(order[2]!);
  // The end of the list: nothing further.
  await page.keyboard.press("j");
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(order[2]!);
  await page.keyboard.press("k");
  await expect(page).toHaveURL(order[1]!);
  // With a modifier held, or typing in a field, a key is not a shortcut.
  await page.keyboard.press("Alt+k");
  await page.getByRole("textbox", { name: "Reply" }).focus();
  await page.keyboard.type("jkea");
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(order[1]!);
  await expect(page.getByRole("textbox", { name: "Reply" })).toHaveValue(/jkea/);
  await page.getByRole("textbox", { name: "Reply" }).blur();

  await page.keyboard.press("a");
  await expect(toast(page, "Assigned")).toBeVisible();
  await expect(page.getByTestId("assignee")).toHaveText(adminName);
  // `e` closes it and opens the next of the list, as archiving does in a mail client.
  await page.keyboard.press("e");
  await expect(toast(page, "Conversation closed")).toBeVisible();
  await expect(page).toHaveURL(order[2]!);
  await expect(page.getByRole("button", { name: "Close conversation" })).toBeVisible();
  await page.keyboard.press("k");
  await expect(page).toHaveURL(order[1]!);
  await expect(page.getByRole("button", { name: "Reopen conversation" })).toBeVisible();
  // The toasts fade before axe looks (a toast mid-fade has no contrast to measure).
  await page.mouse.move(0, 0);
  await toastsGone(page);

  // `?` lists them; the hint shows where a keyboard is likely (a mouse, a wide screen).
  await expect(page.getByTestId("shortcuts-hint")).toBeVisible();
  await page.keyboard.press("?");
  const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(help).toBeVisible();
  for (const [key, what] of [
    ["r", "Reply: go to the composer"],
    ["j", "Next conversation"],
    ["k", "Previous conversation"],
    ["e", "Close it and open the next"],
    ["a", "Assign it to me"],
  ]) {
    await expect(help.getByRole("definition").filter({ hasText: what })).toBeVisible();
    await expect(help.getByRole("term").filter({ hasText: new RegExp(`^${key}$`) })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expectNoAxeViolations(page);
});

test("at 1280 px the staff header is one row", async ({ page }) => {
  await gotoPage(page, "/admin/messages");
  const header = page.locator("header").first();
  // Every link and button of the header (the mark, each section, View site, the name, Sign Out) on one line.
  const middles = await header.evaluate((bar) =>
    [...bar.querySelectorAll("a, button")].map((item) => {
      const box = item.getBoundingClientRect();
      return Math.round(box.top + box.height / 2);
    }),
  );
  expect(middles.length).toBeGreaterThan(9);
  expect(Math.max(...middles) - Math.min(...middles), `middles: ${middles.join(", ")}`).toBeLessThanOrEqual(4);
});

test("an inbox search of emoji alone finds the conversation that holds them, marked", async ({ page }) => {
  const tag = `emo${Date.now()}`;
  const [id] = await seedConversations(tag, [`Rocket ${tag}`, `Plain ${tag}`]);
  const rockets = "🚀🚀";
  await execLocalSql(`UPDATE contact_messages SET message = 'Launch day ${rockets} for ${tag}.' WHERE id = '${id}';`);
  await gotoPage(page, "/admin/messages?view=all");
  await page.getByRole("searchbox", { name: "Search" }).fill(rockets);
  await page.getByRole("searchbox", { name: "Search" }).press("Enter");
  const row = page.getByTestId("inbox-row").filter({ hasText: `Rocket ${tag}` });
  await expect(row).toBeVisible();
  await expect(row.locator("mark")).toHaveText(rockets);
  // Only what holds them: the conversation without is not listed.
  await expect(page.getByTestId("inbox-row").filter({ hasText: `Plain ${tag}` })).toHaveCount(0);
});

test("a booking's card shows its meeting link and keeps the cancel form behind a disclosure", async ({ page }) => {
  const start = Date.now() + 3 * 24 * 60 * 60_000 + Math.floor(Math.random() * 60 * 60_000);
  const client = `Nila ${start}`;
  const link = "https://meet.example.com/adrig-seams";
  await execLocalSql(
    `INSERT INTO bookings (id, staff_id, email, name, topic, time_zone, start_at, end_at, meeting_link)
     SELECT 'seam-booking-${start}', id, 'nila@example.com', '${client}', 'general', 'Asia/Kolkata', ${start}, ${start + 30 * 60_000}, '${link}'
     FROM users WHERE name = '${adminName}';`,
  );
  await gotoPage(page, "/admin/bookings");
  const card = page.getByTestId("staff-booking").filter({ hasText: client });
  await expect(card.getByRole("link", { name: link })).toHaveAttribute("href", link);
  const reason = card.getByLabel("Reason for the client");
  await expect(reason).toBeHidden();
  await card.getByText("Cancel this consultation…").click();
  await expect(reason).toBeVisible();
  await expect(card.getByRole("button", { name: "Cancel and tell the client" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("at 390 px a conversation has no keyboard hint and the staff tabs fit without sideways scrolling", async ({
  page,
}) => {
  const tag = `nar${Date.now()}`;
  const [id] = await seedConversations(tag, ["Narrow Client"]);
  await page.setViewportSize(viewports.mobile);
  for (const path of [`/admin/messages/${id}`, "/admin/messages"]) {
    await gotoPage(page, path);
    await hydrated(page);
    await expect(page.getByTestId("shortcuts-hint")).toBeHidden();
    const fits = await page.evaluate(() => {
      const wide = (el: Element | null) => (el ? el.scrollWidth <= el.clientWidth : true);
      return {
        page: wide(document.documentElement),
        tabs: wide(document.querySelector('nav[aria-label="Staff area"] ul')),
        nav: wide(document.querySelector('nav[aria-label="Staff area"]')),
        views: wide(document.querySelector('nav[aria-label="Views"]')),
      };
    });
    expect(fits, path).toEqual({ page: true, tabs: true, nav: true, views: true });
    await expect(
      page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Availability" }),
    ).toBeInViewport();
    await expectNoAxeViolations(page);
  }
});

test("a newsletter subject shows its limit before it is reached; a schedule time that has passed is refused beside the field", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The preview's sandboxed frame refuses Playwright's own scripts (as in newsletter-editor.spec.ts).
  allowConsoleError(page, /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/);
  await gotoPage(page, "/admin/newsletter/new");
  await hydrated(page);
  const subject = page.getByLabel("Subject");
  const announcement = page.getByTestId("character-count-announcement");
  await expect(subject).toHaveAccessibleDescription("0 of 150 characters");
  await subject.fill("A".repeat(100));
  await expect(subject).toHaveAccessibleDescription("100 of 150 characters");
  await expect(announcement).toHaveText("");
  await expect(announcement).toHaveAttribute("aria-live", "polite");
  // Near the limit it is announced once, not on every key.
  await subject.fill("A".repeat(135));
  await expect(announcement).toHaveText("15 characters left.");
  await subject.press("End");
  await page.keyboard.type("BBBBB");
  await expect(subject).toHaveAccessibleDescription("140 of 150 characters");
  await expect(announcement).toHaveText("15 characters left.");
  await page.keyboard.type("C".repeat(15));
  await expect(subject).toHaveValue(`${"A".repeat(135)}BBBBB${"C".repeat(10)}`);
  await expect(subject).toHaveAccessibleDescription("150 of 150 characters");
  await expect(announcement).toHaveText("Limit reached: at most 150 characters.");
  await expectNoAxeViolations(page);

  await subject.fill(`Seams schedule ${Date.now()}`);
  await page.getByLabel("Text (Markdown)").fill("## Hello\n\nA schedule in the past.");
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByTestId("issue-status")).toHaveText("Draft");
  // The preview says how a reader unsubscribes, not the raw List-Unsubscribe header.
  const preview = page.getByTestId("issue-preview");
  await expect(preview.getByRole("definition").filter({ hasText: "One click" })).toBeVisible();
  await expect(preview).not.toContainText("List-Unsubscribe");
  await expect(preview).not.toContainText("mailto:");
  await page.getByRole("link", { name: "Schedule…" }).click();
  // Yesterday in India.
  const yesterday = new Date(Date.now() + 5.5 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("Date").fill(yesterday);
  await page.getByLabel("Time (IST)").fill("09:00");
  await page.getByRole("button", { name: "Schedule", exact: true }).click();
  const time = page.getByLabel("Time (IST)");
  await expect(time).toHaveAttribute("aria-invalid", "true");
  await expect(time).toHaveAccessibleDescription(
    "That time has already passed. Choose a time in the future (India Standard Time).",
  );
  await expect(time).toBeFocused();
  await expect(page.getByTestId("scheduled-for")).toHaveCount(0);
  // Axe judges the page, not the "Draft created" notice fading out.
  await toastsGone(page);
  await expectNoAxeViolations(page, { exclude: ['iframe[title="The issue\'s HTML part"]'] });
});
