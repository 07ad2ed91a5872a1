import type { Page } from "@playwright/test";
import { mailLink, PASSWORD, uniqueEmail } from "./accounts";
import { signUpAdmin } from "./admin";
import { execLocalSql } from "./local-d1";
import { expect, expectNoAxeViolations, gotoPage, test, viewports } from "./support";

/**
 * /contact without JavaScript: the page says, before sending, that a link will be mailed; the post
 * stores nothing ("Check your inbox"); the mailed link's page sends the message, and only then do
 * staff see it. The copy's "See the conversation" then leads through a new account, still without
 * JavaScript, to the thread: confirming the sign-up adds the conversation at once.
 */

const path = (link: string) => new URL(link).pathname + new URL(link).search;

async function inboxHits(staff: Page, tag: string): Promise<number> {
  await gotoPage(staff, `/admin/messages?view=all&q=${tag}`);
  return staff.getByTestId("inbox-row").count();
}

test("a message sent without JavaScript reaches staff once its mailed link is followed, then its thread through sign-up", async ({
  browser,
}) => {
  // Two accounts (one with two-step verification) and three browsers on a loaded 2-core machine.
  test.slow();
  const staff = await (await browser.newContext({ viewport: viewports.desktop })).newPage();
  await signUpAdmin(staff, "Staff Member");

  const page = await (await browser.newContext({ viewport: viewports.desktop, javaScriptEnabled: false })).newPage();
  const tag = `nojs${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const email = uniqueEmail("nojs");
  const text = `We need stock reports for our three shops, ${tag}.`;
  await page.goto("/contact");
  const form = page.getByRole("region", { name: "Send a Message" });
  // Said before sending: the link, the hour, and that files need JavaScript.
  await expect(form.getByTestId("confirm-by-mail")).toContainText("we will e-mail you a link");
  await expect(form.getByTestId("confirm-by-mail")).toContainText("Files need JavaScript");
  await form.getByLabel("Full Name").fill("Kavitha Menon");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Service Needed").selectOption({ label: "Data Analysis" });
  await form.getByLabel("Your Message").fill(text);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  await expect(page.getByText(`We have e-mailed a link to ${email}.`)).toBeVisible();
  await expect(page.getByText("Please complete the CAPTCHA challenge")).toHaveCount(0);

  // Nothing stored, nothing for staff, until the link is followed.
  expect(await execLocalSql(`SELECT id FROM contact_messages WHERE message = '${text}';`)).toEqual([[]]);
  expect(await inboxHits(staff, tag)).toBe(0);

  const link = await mailLink(page.request, email, "/contact/confirm?token=");
  // With JavaScript the same page, checked with axe; opening it sends nothing.
  const reader = await (await browser.newContext({ viewport: viewports.desktop })).newPage();
  await gotoPage(reader, path(link));
  await expect(reader.getByRole("button", { name: "Send the message" })).toBeVisible();
  await expect(reader.getByText(tag)).toHaveCount(0);
  await expectNoAxeViolations(reader);
  expect(await inboxHits(staff, tag)).toBe(0);

  await page.goto(path(link));
  await page.getByRole("button", { name: "Send the message" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you. We have your message." })).toBeVisible();
  expect(await inboxHits(staff, tag)).toBe(1);
  await expect(staff.getByTestId("inbox-row")).toContainText("Kavitha Menon");

  // The link works once.
  await page.goto(path(link));
  await expect(page.getByText("This link has already been used")).toBeVisible();

  // "See the conversation": a sign-in it asks for, and from there a new account, lands on the thread.
  const copyLink = await mailLink(page.request, email, "/messages/");
  await page.goto(path(copyLink));
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await page.getByRole("main").getByRole("link", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/signup\?redirectTo=/);
  const signup = page.getByRole("main");
  await signup.getByLabel("Full Name").fill("Kavitha Menon");
  await signup.getByLabel("Email").fill(email);
  await signup.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await signup.getByLabel("Confirm Password").fill(PASSWORD);
  await signup.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  await page.goto(path(await mailLink(page.request, email, "/confirm-email?token=")));
  await page.getByRole("main").getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Confirm and log in" }).click();
  await expect(page).toHaveURL(new RegExp(`${new URL(copyLink).pathname}$`));
  await expect(page.getByRole("list", { name: "Conversation" })).toContainText(text);

  // The page after sending, at a phone's width, with JavaScript.
  await reader.setViewportSize(viewports.mobile);
  await gotoPage(reader, `/contact/confirm?sent=${new URL(copyLink).pathname.split("/").at(-1)}`);
  await expect(reader.getByRole("link", { name: "See the conversation" })).toBeVisible();
  await expectNoAxeViolations(reader);
});
