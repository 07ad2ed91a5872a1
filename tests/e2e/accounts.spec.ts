import type { Page } from "@playwright/test";
import { confirmThroughPage, mailLink, PASSWORD, signUpConfirmed, uniqueEmail } from "./accounts";
import { expect, expectNoAxeViolations, gotoPage, test, toast, viewports } from "./support";

test.use({ viewport: viewports.desktop });

// The header's own: a content page's mobile menu (a closed dialog after the header) names the user too.
const headerUser = (page: Page) => page.getByRole("banner").getByTestId("header-user");
const headerLogin = (page: Page) => page.getByRole("banner").getByRole("link", { name: "Login" });

/** How many mails to `email` the dev outbox holds. */
async function mailsTo(page: Page, email: string): Promise<number> {
  const res = await page.request.get("/api/dev/outbox");
  const { mails } = (await res.json()) as { mails: { to: string }[] };
  return mails.filter((m) => m.to === email).length;
}

async function fillSignup(
  scope: ReturnType<Page["getByRole"]>,
  name: string,
  email: string,
  password = PASSWORD,
  confirm = password,
) {
  await scope.getByLabel("Full Name").fill(name);
  await scope.getByLabel("Email").fill(email);
  await scope.getByLabel("Password", { exact: true }).fill(password);
  await scope.getByLabel("Confirm Password").fill(confirm);
}

test("sign up in the dialog, check the inbox, resend, confirm by e-mail, sign out, and log in again", async ({
  page,
}) => {
  const email = uniqueEmail("dialog");
  await gotoPage(page, "/");
  await headerLogin(page).waitFor();
  await page.getByRole("banner").getByRole("link", { name: "Sign Up" }).click();
  const signup = page.getByRole("dialog", { name: "Create an Account" });
  await expect(signup).toBeVisible();
  await expect(signup).toContainText("Join ADRIG to access exclusive features and services");
  await fillSignup(signup, "Kavya Sundaram", email);
  await signup.getByRole("button", { name: "Sign Up" }).click();

  // The dialog stays, with "Check your inbox" and the address in place of the form.
  const inbox = signup.getByRole("heading", { name: "Check your inbox" });
  await expect(inbox).toBeFocused();
  await expect(signup.getByTestId("check-inbox")).toContainText(`We sent an e-mail to ${email}.`);
  await expect(signup.getByLabel("Full Name")).toHaveCount(0);
  await expect.poll(() => mailsTo(page, email)).toBe(1);
  await signup.getByRole("button", { name: "Resend the link" }).click();
  await expect(signup.getByRole("status")).toContainText("a new link is on its way");
  await expect.poll(() => mailsTo(page, email)).toBe(2);
  // "Wrong address? Start again" brings back an empty form.
  await signup.getByRole("link", { name: "Wrong address? Start again" }).click();
  await expect(signup.getByLabel("Email")).toHaveValue("");
  await expect(signup.getByLabel("Full Name")).toHaveValue("");

  // The newest link is the one that works.
  await confirmThroughPage(page, email);
  await expect(headerUser(page)).toHaveText("Kavya Sundaram");
  await expect(toast(page, "Email confirmed")).toContainText("Welcome to ADRIG!");

  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
  await expect(toast(page, "Signed out successfully")).toBeVisible();
  await expect(headerLogin(page)).toBeVisible();

  await headerLogin(page).click();
  const login = page.getByRole("dialog", { name: "Login to ADRIG" });
  await expect(login).toContainText("Enter your credentials to access your account");
  await login.getByLabel("Email").fill(email);
  await login.getByLabel("Password").fill(PASSWORD);
  await login.getByRole("button", { name: "Login" }).click();
  await expect(toast(page, "Login Successful")).toContainText("Welcome back!");
  await expect(login).toBeHidden();
  await expect(headerUser(page)).toHaveText("Kavya Sundaram");
});

test("the login and signup dialogs switch both ways", async ({ page }) => {
  await gotoPage(page, "/");
  await headerLogin(page).click();
  const login = page.getByRole("dialog", { name: "Login to ADRIG" });
  await login.getByRole("button", { name: "Sign Up" }).click();
  const signup = page.getByRole("dialog", { name: "Create an Account" });
  await expect(signup).toBeVisible();
  await expect(login).toBeHidden();
  await signup.getByRole("button", { name: "Login" }).click();
  await expect(login).toBeVisible();
  await expect(signup).toBeHidden();
  await page.keyboard.press("Escape");
  await expect(login).toBeHidden();
});

test("the dialogs show the spec's validation messages on their fields", async ({ page }) => {
  await gotoPage(page, "/");
  await headerLogin(page).click();
  const login = page.getByRole("dialog", { name: "Login to ADRIG" });
  await login.getByRole("button", { name: "Login" }).click();
  await expect(login.getByText("Email is required")).toBeVisible();
  await expect(login.getByText("Password must be at least 6 characters")).toBeVisible();
  await expect(login.getByLabel("Email")).toBeFocused();
  await login.getByLabel("Email").fill("not-an-email");
  await login.getByRole("button", { name: "Login" }).click();
  await expect(login.getByText("Invalid email address")).toBeVisible();

  // After the server's answer the form is the one /login renders, whose switch is a link to /signup.
  await login
    .getByRole("button", { name: "Sign Up" })
    .or(login.getByRole("link", { name: "Sign Up" }))
    .click();
  const signup = page.getByRole("dialog", { name: "Create an Account" });
  // A new password of 7 characters is refused in the browser (the login form's check stays at 6).
  await fillSignup(signup, "K", "k@example.com", "secret1", "secret2");
  await signup.getByRole("button", { name: "Sign Up" }).click();
  await expect(signup.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(signup.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(signup.getByText("Passwords don't match")).toBeVisible();
  await signup.getByLabel("Confirm Password").fill("");
  await signup.getByRole("button", { name: "Sign Up" }).click();
  await expect(signup.getByText("Please confirm your password")).toBeVisible();
});

test("a wrong password shows 'Login Failed' with the reason", async ({ page }) => {
  const { email } = await signUpConfirmed(page);
  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
  await headerLogin(page).click();
  const login = page.getByRole("dialog", { name: "Login to ADRIG" });
  await login.getByLabel("Email").fill(email);
  await login.getByLabel("Password").fill("not the password");
  await login.getByRole("button", { name: "Login" }).click();
  await expect(toast(page, "Login Failed")).toContainText("Invalid email or password.");
  await expect(login).toBeVisible();
});

test("an unconfirmed account is told to confirm and can have the link re-sent", async ({ page }) => {
  const email = uniqueEmail("unconfirmed");
  await gotoPage(page, "/");
  const res = await page.request.post("/api/auth/signup", {
    headers: { Origin: new URL(page.url()).origin },
    data: { name: "Ravi Kumar", email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(res.status()).toBe(202);
  await headerLogin(page).click();
  const login = page.getByRole("dialog", { name: "Login to ADRIG" });
  await login.getByLabel("Email").fill(email);
  await login.getByLabel("Password").fill(PASSWORD);
  await login.getByRole("button", { name: "Login" }).click();
  await expect(toast(page, "Login Failed")).toContainText("Please confirm your email address before logging in.");
  const box = login.getByTestId("not-confirmed");
  await expect(box).toContainText("Your email address is not confirmed yet.");
  await box.getByRole("button", { name: "Resend the link" }).click();
  await expect(box.getByRole("status")).toContainText("a new link is on its way");
  await expect.poll(() => mailsTo(page, email)).toBe(2);
});

test("Forgot Password? leads to a mailed link, a new password, and a working login", async ({ page }) => {
  const { email, name } = await signUpConfirmed(page);
  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
  await expect(headerLogin(page)).toBeVisible();
  await headerLogin(page).click();
  await page.getByRole("dialog", { name: "Login to ADRIG" }).getByRole("button", { name: "Forgot Password?" }).click();
  const forgot = page.getByRole("dialog", { name: "Reset your password" });
  await forgot.getByLabel("Email").fill(email);
  await forgot.getByRole("button", { name: "Send reset link" }).click();
  await expect(toast(page, "Check your email")).toBeVisible();

  await page.goto(await mailLink(page.request, email, "/reset-password?token="));
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const newPassword = "my new passphrase 2";
  await page.getByLabel("New Password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm Password").fill(newPassword);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(toast(page, "Password updated")).toBeVisible();
  await expect(page).toHaveURL("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(newPassword);
  await page.getByRole("main").getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL("/");
  await expect(headerUser(page)).toHaveText(name);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sign up, confirm, sign out and log in on the page routes", async ({ page }) => {
    const email = uniqueEmail("nojs");
    await page.goto("/signup");
    await fillSignup(page.getByRole("main"), "Arjun Mehta", email);
    await page.getByRole("main").getByRole("button", { name: "Sign Up" }).click();
    const main = page.getByRole("main");
    await expect(page).toHaveURL("/signup");
    await expect(main.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
    await expect(main.getByTestId("check-inbox")).toContainText(`We sent an e-mail to ${email}.`);
    await main.getByRole("button", { name: "Resend the link" }).click();
    await expect(main.getByRole("status")).toContainText("a new link is on its way");
    await expect.poll(() => mailsTo(page, email)).toBe(2);
    await main.getByRole("link", { name: "Wrong address? Start again" }).click();
    await expect(page).toHaveURL("/signup");
    await expect(main.getByLabel("Email")).toHaveValue("");

    await confirmThroughPage(page, email);
    await expect(headerUser(page)).toHaveText("Arjun Mehta");

    await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("status")).toContainText("Signed out successfully");
    await expect(headerLogin(page)).toBeVisible();

    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("main").getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL("/");
    await expect(headerUser(page)).toHaveText("Arjun Mehta");
  });

  test("reset the password on the page routes", async ({ page, browser }) => {
    // Create the account with JavaScript on, in a separate context.
    const setupContext = await browser.newContext({ javaScriptEnabled: true });
    const setupPage = await setupContext.newPage();
    const { email } = await signUpConfirmed(setupPage, "Lakshmi Iyer");
    await setupContext.close();

    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page).toHaveURL("/login");
    await expect(page.getByRole("status")).toContainText("Check your email");

    await page.goto(await mailLink(page.request, email, "/reset-password?token="));
    await page.getByLabel("New Password", { exact: true }).fill("nojs new passphrase");
    await page.getByLabel("Confirm Password", { exact: true }).fill("nojs new passphrase");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page).toHaveURL("/login");
    await expect(page.getByRole("status")).toContainText("Password updated");

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("nojs new passphrase");
    await page.getByRole("main").getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL("/");
    await expect(headerUser(page)).toHaveText("Lakshmi Iyer");
  });
});

test.describe("accessibility", () => {
  test("axe finds nothing with the login, signup and forgot password dialogs open", async ({ page }) => {
    // The dialogs are the same on every page: a short page keeps the axe runs quick. The first
    // run judges the login dialog together with the page it covers (hidden from assistive
    // technology while the dialog is open); the page behind is the same for every dialog, so
    // the other two runs judge the dialog itself.
    await gotoPage(page, "/search");
    const dialog = page.getByRole("dialog");
    await headerLogin(page).click();
    await expect(dialog).toHaveAccessibleName("Login to ADRIG");
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);

    await page.getByRole("banner").getByRole("link", { name: "Sign Up" }).click();
    await expect(dialog).toHaveAccessibleName("Create an Account");
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
    // And once sent: "Check your inbox" in the dialog.
    await fillSignup(dialog, "Axe Person", uniqueEmail("axe-dialog"));
    await dialog.getByRole("button", { name: "Sign Up" }).click();
    await expect(dialog.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);

    await headerLogin(page).click();
    await page.getByRole("button", { name: "Forgot Password?" }).click();
    await expect(dialog).toHaveAccessibleName("Reset your password");
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  });

  for (const path of ["/login", "/signup", "/forgot-password", "/reset-password?token=expired"]) {
    test(`axe finds nothing on ${path}`, async ({ page }) => {
      await gotoPage(page, path);
      await expectNoAxeViolations(page);
    });
  }
});
