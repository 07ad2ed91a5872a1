import type { Browser, Page } from "@playwright/test";
import { signUpConfirmed } from "./accounts";
import { signUpAdmin } from "./admin";
import { execLocalSql } from "./local-d1";
import { expect, expectNoAxeViolations, gotoPage, test, toast, viewports } from "./support";
import { stubTurnstile } from "./turnstile-stub";

/**
 * The staff inbox end to end: a visitor writes through the contact form (fake Turnstile), an
 * admin finds it under "New" and replies, and the sender sees the reply on /contact.
 */
test.use({ viewport: viewports.desktop });

/** A signed-in admin in a browser context of its own. */
async function adminPage(
  browser: Browser,
  viewport: { width: number; height: number } = viewports.desktop,
  name = "Staff Member",
) {
  const page = await (await browser.newContext({ viewport })).newPage();
  await signUpAdmin(page, name);
  return page;
}

/** A visitor's message through the contact form; returns its unique text. */
async function sendAsVisitor(page: Page, name: string, email: string): Promise<string> {
  const text = `Please quote a chatbot for our clinic, reference ${Date.now()}-${Math.floor(Math.random() * 1e6)}.`;
  await stubTurnstile(page);
  await gotoPage(page, "/contact");
  const form = page.getByRole("region", { name: "Send a Message" });
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Service Needed").selectOption({ label: "Chatbot Development" });
  await form.getByLabel("Your Message").fill(text);
  await form.getByRole("button", { name: "Verify you are human" }).click();
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, "Success!")).toBeVisible();
  return text;
}

type OutboxMail = { to: string; subject: string; text: string; replyTo: string | null };

async function outbox(page: Page): Promise<OutboxMail[]> {
  return ((await (await page.request.get("/api/dev/outbox")).json()) as { mails: OutboxMail[] }).mails;
}

/** The newest mail to `to` with `subject`, once it has arrived (mail is queued). */
async function newestMail(page: Page, to: string, subject: string, count = 1): Promise<OutboxMail> {
  await expect
    .poll(async () => (await outbox(page)).filter((m) => m.to === to && m.subject === subject).length)
    .toBeGreaterThanOrEqual(count);
  return (await outbox(page)).find((m) => m.to === to && m.subject === subject)!;
}

/** Answers by e-mail the way Email Routing delivers it: the local wrangler endpoint runs email(). */
async function answerByMail(page: Page, from: string, to: string, text: string) {
  const raw = [
    `From: <${from}>`,
    `To: <${to}>`,
    "Subject: Re: your message to ADRIG",
    `Message-ID: <${Date.now()}-${Math.floor(Math.random() * 1e6)}@mail.example.com>`,
    "Content-Type: text/plain; charset=utf-8",
    "",
    text,
    "",
    "On Tue, 24 Nov 2026 at 09:12, ADRIG Technologies wrote:",
    "> An earlier reply of ours.",
  ].join("\r\n");
  const url = `/cdn-cgi/handler/email?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
  const res = await page.request.post(url, { data: raw, headers: { "Content-Type": "text/plain" } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** A signed-in admin named `name`, in a browser context of its own, with their e-mail address. */
async function staffMember(browser: Browser, name: string) {
  const page = await (await browser.newContext({ viewport: viewports.desktop })).newPage();
  const { email } = await signUpAdmin(page, name);
  return { page, email };
}

test("two staff and a client: needs reply, assignment, a mailed answer, a note, a saved reply sent once, search", async ({
  page,
  browser,
}) => {
  // Three accounts (scrypt, two-step for both staff) and four pages on a loaded 2-core machine.
  test.slow();
  const tag = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const arun = await staffMember(browser, `Arun ${tag}`);
  const priya = await staffMember(browser, `Priya ${tag}`);
  const clientPage = await (await browser.newContext({ viewport: viewports.desktop })).newPage();
  const client = await signUpConfirmed(clientPage, `Meena Ramesh ${tag}`);

  // Priya keeps a saved reply (managed on its own page).
  await gotoPage(priya.page, "/admin/saved-replies");
  const newForm = priya.page.getByRole("region", { name: "New saved reply" });
  await newForm.getByLabel("Name").fill(`Call scheduled ${tag}`);
  await newForm.getByLabel("Text").fill("Hello {first_name},\n\nYour call about {service} is booked for Monday at 11.");
  await newForm.getByRole("button", { name: "Add saved reply" }).click();
  await expect(toast(priya.page, "Saved reply added")).toBeVisible();

  // The client writes, signed in.
  await gotoPage(clientPage, "/contact");
  const form = clientPage.getByRole("region", { name: "Send a Message" });
  await form.getByLabel("Service Needed").selectOption({ label: "Chatbot Development" });
  const text = `We need a clinic chatbot, reference ${tag}.`;
  await form.getByLabel("Your Message").fill(text);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(clientPage, "Success!")).toBeVisible();

  // It is under Needs reply (the view the inbox opens on), unread for both staff members.
  for (const member of [arun, priya]) {
    await gotoPage(member.page, `/admin/messages?q=${encodeURIComponent(tag)}`);
    await expect(member.page.getByRole("link", { name: /^Needs reply \d+$/ })).toHaveAttribute("aria-current", "page");
    const row = member.page.getByTestId("inbox-row").first();
    await expect(row).toContainText(client.name);
    await expect(row.getByTestId("unread")).toBeVisible();
    await expect(row).toContainText("waiting");
  }
  // Arun opens it and assigns it to Priya; the thread says so.
  await arun.page.getByTestId("inbox-row").first().getByRole("link", { name: client.name }).click();
  await expect(arun.page.getByRole("heading", { level: 1, name: `Conversation with ${client.name}` })).toBeVisible();
  await arun.page.getByLabel("Assign to").selectOption({ label: `Priya ${tag}` });
  await arun.page.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(toast(arun.page, "Assigned")).toBeVisible();
  await expect(arun.page.getByTestId("conversation-event")).toContainText(`Arun ${tag} assigned this to Priya ${tag}`);

  // Priya replies first (the composer starts with the greeting); the client gets a reply address.
  await gotoPage(priya.page, "/admin/messages?view=mine");
  await priya.page
    .getByTestId("inbox-row")
    .filter({ hasText: client.name })
    .getByRole("link", { name: client.name })
    .click();
  const composer = priya.page.getByRole("textbox", { name: "Reply" });
  await expect(composer).toHaveValue(/^Hello Meena,/);
  await composer.fill(
    "Hello Meena,\n\nThank you. Could you tell us your opening hours? Our plans: https://adrig.co.in/plan.",
  );
  await priya.page.getByRole("button", { name: "Send Reply" }).click();
  await expect(toast(priya.page, "Reply sent")).toBeVisible();
  const first = await newestMail(page, client.email, "Re: your Chatbot Development enquiry");

  // The client answers by e-mail: only Priya, the assignee, is told.
  const emailed = `We open at nine, marmalade ${tag}. Our hours: https://clinic.example/hours`;
  await answerByMail(page, client.email, first.replyTo!, emailed);
  await newestMail(page, priya.email, `New reply from ${client.name}`);
  expect(
    (await outbox(page)).filter((m) => m.subject === `New reply from ${client.name}` && m.to !== priya.email),
  ).toEqual([]);

  // Priya adds a note, inserts the saved reply and double-clicks Send Reply: one entry, one mail.
  await priya.page.reload();
  // An address in a reply is a link, in the staff's thread as on the client's page.
  const hours = priya.page
    .getByRole("list", { name: "Conversation" })
    .getByRole("link", { name: "https://clinic.example/hours" });
  await expect(hours).toHaveAttribute("href", "https://clinic.example/hours");
  await expect(hours).toHaveAttribute("rel", "noopener noreferrer nofollow");
  await priya.page.getByText("Add note").first().click();
  const note = `Internal: budget is tight, quince ${tag}.`;
  await priya.page.getByRole("textbox", { name: "Note" }).fill(note);
  await priya.page.getByRole("button", { name: "Add note" }).click();
  await expect(toast(priya.page, "Note added")).toBeVisible();
  await expect(priya.page.getByTestId("conversation-note")).toContainText("Note: only staff see this");
  await priya.page.getByLabel("Saved reply").selectOption({ label: `Call scheduled ${tag}` });
  await priya.page.getByRole("button", { name: "Insert saved reply" }).click();
  await expect(composer).toHaveValue("Hello Meena,\n\nYour call about Chatbot Development is booked for Monday at 11.");
  await priya.page.getByRole("button", { name: "Send Reply" }).dblclick();
  await expect(toast(priya.page, "Reply sent").first()).toBeVisible();
  const thread = priya.page.getByRole("list", { name: "Conversation" });
  await expect(thread.getByTestId("conversation-entry").filter({ hasText: "booked for Monday at 11" })).toHaveCount(1);
  // Sent: the composer starts afresh.
  await expect(composer).toHaveValue("Hello Meena,\n\n");
  await newestMail(page, client.email, "Re: your Chatbot Development enquiry", 2);
  await priya.page.waitForTimeout(1500);
  const replies = (await outbox(page)).filter(
    (m) => m.to === client.email && m.subject === "Re: your Chatbot Development enquiry",
  );
  expect(replies).toHaveLength(2);
  expect(replies.every((m) => !m.text.includes("quince"))).toBe(true);

  // The client sees Priya's name from ADRIG, never the note: not on the page, not in the data.
  await gotoPage(clientPage, "/messages");
  await clientPage.getByTestId("conversation-row").first().getByRole("link").click();
  const mine = clientPage.getByRole("list", { name: "Conversation" });
  await expect(mine).toContainText(`Priya ${tag} from ADRIG`);
  await expect(mine.getByRole("link", { name: "https://adrig.co.in/plan", exact: true })).toHaveAttribute(
    "href",
    "https://adrig.co.in/plan",
  );
  await expect(mine).not.toContainText("quince");
  // "Download my data" is a POST from the site's own page (a GET downloads nothing).
  const data = await (
    await clientPage.request.post("/account/data", { headers: { Origin: new URL(clientPage.url()).origin }, form: {} })
  ).text();
  expect(data).toContain("booked for Monday at 11");
  expect(data).not.toContain("quince");

  // Search finds the client's e-mailed answer and the note, the words marked.
  for (const word of ["marmalade", "quince"]) {
    await gotoPage(arun.page, `/admin/messages?view=all&q=${word}`);
    const hit = arun.page.getByTestId("inbox-row");
    await expect(hit).toHaveCount(1);
    await expect(hit.locator("mark")).toHaveText(new RegExp(word, "i"));
  }

  // The staff pages have their own frame: no marketing header, menus or footer.
  await expect(arun.page.getByRole("navigation", { name: "Staff area" })).toBeVisible();
  await expect(arun.page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(arun.page.getByRole("contentinfo")).toHaveCount(0);
});

test("keyboard: j and k move through the inbox, Enter opens, r goes to the composer, ? lists the keys", async ({
  browser,
}) => {
  const { page: admin } = await staffMember(browser, `Keys ${Date.now()}`);
  await execLocalSql(
    `INSERT INTO contact_messages (id, email, name, message, is_verified, last_preview, waiting_since, last_client_at) VALUES ('keys-${Date.now()}', 'k@example.com', 'Keyboard Client', 'Please call me about a chatbot.', 1, 'Please call me about a chatbot.', ${Date.now()}, ${Date.now()});`,
  );
  await gotoPage(admin, "/admin/messages");
  await admin.keyboard.press("j");
  await expect(admin.locator("[data-inbox-link]").first()).toBeFocused();
  await admin.keyboard.press("?");
  await expect(admin.getByRole("dialog", { name: "Keyboard shortcuts" })).toBeVisible();
  await admin.keyboard.press("Escape");
  await admin.keyboard.press("Enter");
  await expect(admin).toHaveURL(/\/admin\/messages\/.+/);
  // A navigation inside the app: the page is already marked hydrated, and its keys are listened
  // for once the conversation has rendered. A key pressed before then is lost, so it is pressed
  // again until the composer has focus, which nothing else gives it.
  const reply = admin.getByRole("textbox", { name: "Reply" });
  await expect(reply).toBeVisible();
  await expect(reply).not.toBeFocused();
  await expect(async () => {
    await admin.keyboard.press("r");
    await expect(reply).toBeFocused({ timeout: 1_000 });
  }).toPass();
  // Typing in a field is never a shortcut.
  await admin.keyboard.type("r");
  await expect(admin.getByRole("textbox", { name: "Reply" })).toHaveValue(/r$/);
});

test("without JavaScript, a client's reply goes in and a refused one shows its reason in place", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: viewports.desktop, javaScriptEnabled: false });
  const page = await context.newPage();
  const client = await signUpConfirmed(page, "Nikhil Menon");
  const text = `No-JS conversation ${Date.now()}-${Math.floor(Math.random() * 1e6)}: please call me back.`;
  await execLocalSql(
    `INSERT INTO contact_messages (id, user_id, email, name, message, is_verified) SELECT 'nojs-' || lower(hex(randomblob(8))), id, email, name, '${text}', 1 FROM users WHERE email = '${client.email}';`,
    `INSERT INTO conversation_entries (id, message_id, author, staff_name, body) SELECT lower(hex(randomblob(16))), id, 'staff', 'Staff Member', 'We will call you this afternoon.' FROM contact_messages WHERE message = '${text}';`,
    `UPDATE contact_messages SET status = 'replied', last_author = 'staff' WHERE message = '${text}';`,
  );
  await page.goto("/messages");
  await page
    .getByTestId("conversation-row")
    .filter({ hasText: text.slice(0, 40) })
    .getByRole("link")
    .click();
  await page.getByLabel("Your reply").fill("Too short");
  await page.getByRole("button", { name: "Send Reply" }).click();
  await expect(page.getByLabel("Your reply")).toHaveAccessibleDescription("Message must be at least 10 characters");
  await expect(page.getByLabel("Your reply")).toHaveValue("Too short");
  await page.getByLabel("Your reply").fill("After 3 pm suits me best, thank you.");
  await page.getByRole("button", { name: "Send Reply" }).click();
  await expect(page).toHaveURL(/\/messages\/nojs-/);
  await expect(page.getByTestId("conversation-entry").filter({ hasText: "After 3 pm suits me best" })).toContainText(
    "You",
  );
  await context.close();
});

test("the Admin link is in the mobile menu for admins", async ({ browser }) => {
  const admin = await adminPage(browser, viewports.mobile);
  await gotoPage(admin, "/");
  await admin.getByRole("button", { name: /menu/i }).first().click();
  await admin.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Admin", exact: true }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
});

// One test per width (each signs in an admin and walks seven pages with axe): together they
// outran a slow test's time on a loaded machine.
for (const [label, viewport] of Object.entries(viewports)) {
  test(`axe finds nothing on each staff page at ${viewport.width} px`, async ({ page, browser }) => {
    test.slow();
    const email = `axe-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const text = await sendAsVisitor(page, "Axe Visitor", email);
    // Unverified, so the conversation page also shows "Mark as verified" and "Delete".
    await execLocalSql(`UPDATE contact_messages SET is_verified = 0 WHERE message = '${text}';`);
    const admin = await adminPage(browser);
    await admin.setViewportSize(viewport);
    await gotoPage(admin, `/admin/messages?view=unverified&q=${encodeURIComponent(email)}`);
    await expect(admin.getByTestId("inbox-row")).toHaveCount(1);
    await expect(admin.getByTestId("inbox-row")).toContainText("Unverified");
    await expectNoAxeViolations(admin);
    await admin.getByTestId("inbox-row").getByRole("link", { name: "Axe Visitor" }).click();
    await expect(admin.getByRole("button", { name: "Mark as verified" })).toBeVisible();
    await admin.getByText("Add note").first().click();
    await expectNoAxeViolations(admin);
    await admin.getByRole("link", { name: "Delete" }).click();
    await expect(admin.getByText("Delete this message for good?")).toBeVisible();
    await expectNoAxeViolations(admin);
    await admin.getByRole("button", { name: "Yes, delete" }).click();
    await expect(toast(admin, "Message deleted")).toBeVisible();
    await expect(admin).toHaveURL(/view=unverified/);
    // Other tests' unverified messages may be listed too: this one is gone.
    await expect(admin.getByTestId("inbox-row").filter({ hasText: email })).toHaveCount(0);
    for (const path of ["/admin/team", "/admin/saved-replies", "/admin/subscribers", "/admin/newsletter"]) {
      await gotoPage(admin, path);
      await expect(admin.getByRole("navigation", { name: "Staff area" })).toBeVisible();
      await expectNoAxeViolations(admin);
    }
  });
}
