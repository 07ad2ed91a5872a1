import { mailLink, PASSWORD, signUpConfirmed, siteOrigin, uniqueEmail } from "./accounts";
import { signUpAdmin } from "./admin";
import { execLocalSql } from "./local-d1";
import { expect, expectNoAxeViolations, gotoPage, test, toast, viewports } from "./support";
import { confirmItsYou } from "./two-step";

test.use({ viewport: viewports.desktop });

/**
 * Changing the e-mail address, as a person does it: "Confirm it's you", the new
 * address on /account, the link from the new address's mail (the page first, then its button),
 * and the account now signs in with the new address. The old address was told, with an undo link.
 */
test("a new e-mail address is asked for on /account and made by the link mailed to it", async ({ page }) => {
  const { email, name } = await signUpConfirmed(page, "Kavya Menon");
  const newEmail = uniqueEmail("moved");
  await confirmItsYou(page);

  const section = page.getByRole("region", { name: "E-mail address" });
  await expect(section.getByTestId("current-email")).toHaveText(email);
  await expectNoAxeViolations(page, { include: "#email" });
  await section.getByLabel("New e-mail address").fill(newEmail);
  await section.getByRole("button", { name: "Change e-mail address" }).click();
  await expect(toast(page, "Check your new address")).toBeVisible();
  await expect(section.getByTestId("pending-email")).toContainText(newEmail);
  // Nothing changed yet; the old address was told at once, with a way to undo.
  await expect(section.getByTestId("current-email")).toHaveText(email);
  await mailLink(page.request, email, "/account/email/undo?token=");

  // Opening the link shows a page; only its button makes the change.
  await page.goto(await mailLink(page.request, newEmail, "/account/email/confirm?token="));
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Confirm your new e-mail address" })).toBeVisible();
  await expect(main).toContainText(newEmail);
  await expectNoAxeViolations(page);
  await main.getByRole("button", { name: "Use this address" }).click();
  await expect(main.getByRole("heading", { level: 1, name: "Your e-mail address was changed" })).toBeVisible();

  // This browser asked for the change, so it stays signed in, and the account shows the new address.
  await gotoPage(page, "/account");
  await expect(page.getByRole("region", { name: "E-mail address" }).getByTestId("current-email")).toHaveText(newEmail);

  // Signed out, the new address signs in.
  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
  await expect(toast(page, "Signed out successfully")).toBeVisible();
  await gotoPage(page, "/login");
  await main.getByLabel("Email").fill(newEmail);
  await main.getByLabel("Password").fill(PASSWORD);
  await main.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("banner").getByTestId("header-user")).toHaveText(name);
});

/**
 * The link opened in another browser where the account is signed in too (a phone, say): that
 * session ends with the others, so the page says this browser is signed out and leads to the
 * login with the new address, not to an account page it can no longer open.
 */
test("confirmed from another signed-in browser, the page says that browser was signed out and leads to the login", async ({
  page,
  browser,
}) => {
  const { email, name } = await signUpConfirmed(page, "Ravi Shankar");
  const newEmail = uniqueEmail("phone");
  await confirmItsYou(page);
  const section = page.getByRole("region", { name: "E-mail address" });
  await section.getByLabel("New e-mail address").fill(newEmail);
  await section.getByRole("button", { name: "Change e-mail address" }).click();
  await expect(toast(page, "Check your new address")).toBeVisible();

  const phone = await (await browser.newContext({ viewport: viewports.mobile })).newPage();
  const login = await phone.request.post("/api/auth/login", {
    headers: { Origin: siteOrigin() },
    data: { email, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  await gotoPage(phone, await mailLink(phone.request, newEmail, "/account/email/confirm?token="));
  await expect(phone.getByTestId("header-user").first()).toHaveText(name);
  const main = phone.getByRole("main");
  await main.getByRole("button", { name: "Use this address" }).click();
  await expect(main.getByRole("heading", { level: 1, name: "Your e-mail address was changed" })).toBeVisible();
  await expect(main).toContainText(`From now on, sign in with ${newEmail}.`);
  await expect(main).toContainText("this browser is signed out, so log in here with your new address");
  await expect(main.getByRole("link", { name: "Go to your account" })).toHaveCount(0);
  // The header agrees: signed out.
  await expect(phone.getByTestId("header-user")).toHaveCount(0);
  await main.getByRole("link", { name: "Log in with your new address" }).click();
  await expect(phone).toHaveURL(/\/login/);
  await phone.context().close();

  // The browser that asked stays signed in.
  await gotoPage(page, "/account");
  await expect(page.getByRole("region", { name: "E-mail address" }).getByTestId("current-email")).toHaveText(newEmail);
});

/**
 * A conversation follows its account's address (docs/accounts-and-security.md): after the client's address
 * changed, staff see the current address with the one it was first written from, the panel says
 * it is the account's (never also "No account with this e-mail"), and a reply goes to the new one.
 */
test("after a client's change of address, staff see it in the conversation and reply to the new one", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const client = await signUpConfirmed(page, "Hema Sundaram");
  const id = `follow-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const newAddress = uniqueEmail("hema-new");
  await execLocalSql(
    `INSERT INTO contact_messages (id, user_id, email, name, message, is_verified) SELECT '${id}', id, email, name, 'Our billing sync fails every night; could you look at it?', 1 FROM users WHERE email = '${client.email}';`,
    `UPDATE users SET email = '${newAddress}' WHERE email = '${client.email}';`,
  );

  const staff = await (await browser.newContext({ viewport: viewports.desktop })).newPage();
  await signUpAdmin(staff, "Follow Staff");
  await gotoPage(staff, `/admin/messages/${id}`);
  await expect(staff.getByText(newAddress).first()).toBeVisible();
  await expect(staff.getByText("First written from")).toBeVisible();
  await expect(staff.getByText("Yes, from their account")).toBeVisible();
  await expect(staff.getByText("Theirs: replies go to the account's address")).toBeVisible();
  await expect(staff.getByText("No account with this e-mail")).toHaveCount(0);

  await staff
    .getByRole("textbox", { name: "Reply" })
    .fill("Hello Hema,\n\nWe found the cause and will fix it tonight.");
  await staff.getByRole("button", { name: "Send Reply" }).click();
  await expect(toast(staff, "Reply sent")).toBeVisible();
  const replies = async (to: string) =>
    (
      (await (await page.request.get("/api/dev/outbox")).json()) as { mails: { to: string; text: string }[] }
    ).mails.filter((mail) => mail.to === to && mail.text.includes("We found the cause")).length;
  await expect.poll(() => replies(newAddress)).toBe(1);
  expect(await replies(client.email)).toBe(0);
});
