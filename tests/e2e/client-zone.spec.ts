import { mailLink, PASSWORD, siteOrigin, uniqueEmail } from "./accounts";
import { execLocalSql } from "./local-d1";
import { expect, gotoPage, test, toast, viewports } from "./support";

/**
 * A client outside India: the browser that confirms the sign-up gives the account its zone, and
 * their conversations (with IST beside them, staff take part) and security log show times in it,
 * from the server's first HTML on, so nothing changes when the page hydrates. /account changes it.
 */
test.use({ viewport: viewports.desktop, timezoneId: "America/New_York" });

/** 15 January 2026, 14:30 UTC and 1 July 2026, 13:00 UTC: winter and summer in New York. */
const SENT = Date.parse("2026-01-15T14:30:00Z");
const REPLIED = Date.parse("2026-07-01T13:00:00Z");

test("a client in New York sees their conversation's times in EST/EDT with IST beside them, the security log in their zone, and can choose another", async ({
  page,
}) => {
  const email = uniqueEmail("newyork");
  const res = await page.request.post("/api/auth/signup", {
    headers: { Origin: siteOrigin() },
    data: { name: "Nadia Khan", email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(res.status()).toBe(202);
  // The confirmation page, as the person opens it: its form sends the browser's zone.
  await gotoPage(page, await mailLink(page.request, email, "/confirm-email?token="));
  const main = page.getByRole("main");
  await main.getByLabel("Password").fill(PASSWORD);
  await main.getByRole("button", { name: "Confirm and log in" }).click();
  await expect(page.getByTestId("header-user").first()).toHaveText("Nadia Khan");

  const id = `zone-${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  await execLocalSql(
    `INSERT INTO contact_messages (id, user_id, email, name, service, message, is_verified, status, created_at, last_activity_at, last_preview, last_staff_at)
     SELECT '${id}', id, email, name, 'chatbot-development', 'A bot for our stores.', 1, 'replied', ${SENT}, ${REPLIED}, 'Monday suits us.', ${REPLIED}
     FROM users WHERE email = '${email}';`,
    `INSERT INTO conversation_entries (id, message_id, author, staff_name, body, created_at)
     VALUES ('${id}-reply', '${id}', 'staff', 'Priya', 'Monday suits us.', ${REPLIED});`,
  );
  const sent = "15 Jan 2026, 9:30 am EST (8:00 pm IST)";
  const replied = "1 Jul 2026, 9:00 am EDT (6:30 pm IST)";

  // The server's HTML holds the client's times already: hydration has nothing to change.
  for (const path of ["/messages", `/messages/${id}`]) {
    expect(await (await page.request.get(path)).text()).toContain(replied);
  }
  await gotoPage(page, "/messages");
  await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: "A bot for our stores." })).toContainText(
    `Last activity ${replied}`,
  );
  await gotoPage(page, `/messages/${id}`);
  const thread = page.getByRole("region", { name: "Conversation" });
  await expect(thread).toContainText(sent);
  await expect(thread).toContainText(replied);

  // The security log: the sign-in, in New York's zone, no IST.
  await gotoPage(page, "/account");
  const log = page.getByRole("region", { name: "Security log" });
  await expect(log).toContainText(/\d{1,2}:\d{2} [ap]m E[SD]T/);
  await expect(log).not.toContainText(" IST");
  const zone = page.getByRole("region", { name: "Profile" }).getByLabel("Time zone");
  await expect(zone).toHaveValue("America/New_York");

  // Another zone, chosen on /account: every time follows.
  await zone.selectOption("Europe/London");
  await page.getByRole("button", { name: "Save time zone" }).click();
  await expect(toast(page, "Time zone saved")).toBeVisible();
  await expect(log).toContainText(/\d{1,2}:\d{2} [ap]m (GMT|BST|GMT\+1)/);
  await gotoPage(page, `/messages/${id}`);
  await expect(page.getByRole("region", { name: "Conversation" })).toContainText(
    "15 Jan 2026, 2:30 pm GMT (8:00 pm IST)",
  );
});
