import type { Locator, Page } from "@playwright/test";
import { confirmThroughPage, mailLink, PASSWORD, signUpConfirmed, uniqueEmail } from "./accounts";
import { expect, expectNoAxeViolations, gotoPage, test, toast, viewports } from "./support";
import { totpCode, turnOnTwoStep } from "./two-step";

/**
 * The sign-in and newsletter pages are content pages (docs/decisions/029-content-pages-without-the-framework.md):
 * no framework script is requested on them, and each flow works on the page itself with
 * JavaScript (the answer shown in place by forms.enhance.ts) and without it. The no-JavaScript
 * flows of the sign-in pages are in accounts.spec.ts, forms.spec.ts and sign-in-target.spec.ts.
 */
test.use({ viewport: viewports.desktop });

const THANKS = "Thanks! Please check your inbox to confirm your subscription.";

/** Every script the page asks for from now on, by path. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** React Router's own chunks: none may be requested on these pages. */
const framework = (scripts: string[]) =>
  scripts.filter((script) => /\/assets\/(framework|entry\.client|root|sonner-toaster)-/.test(script));

async function expectNoFramework(page: Page, scripts: string[]) {
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  expect(framework(scripts)).toEqual([]);
}

const headerUser = (page: Page) => page.getByRole("banner").getByTestId("header-user");

async function fillSignup(main: Locator, name: string, email: string, confirm = PASSWORD) {
  await main.getByLabel("Full Name").fill(name);
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await main.getByLabel("Confirm Password").fill(confirm);
}

test("sign up on /signup, confirm, and sign in with a password on /login: answers in place, no framework", async ({
  page,
}) => {
  const scripts = recordScripts(page);
  const email = uniqueEmail("page-js");
  await gotoPage(page, "/signup");
  const main = page.getByRole("main");
  await fillSignup(main, "Tamizh Selvan", email, "not the same passphrase");
  await main.getByRole("button", { name: "Sign Up" }).click();
  await expect(main.getByLabel("Confirm Password")).toHaveAccessibleDescription("Passwords don't match");
  await expect(main.getByLabel("Confirm Password")).toBeFocused();
  await expect(main.getByLabel("Full Name")).toHaveValue("Tamizh Selvan");
  await main.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await main.getByLabel("Confirm Password").fill(PASSWORD);
  await main.getByRole("button", { name: "Sign Up" }).click();
  // "Check your inbox" in place of the form, its heading focused; the page did not change.
  await expect(main.getByRole("heading", { name: "Check your inbox" })).toBeFocused();
  await expect(main.getByTestId("check-inbox")).toContainText(`We sent an e-mail to ${email}.`);
  await expect(page).toHaveURL("/signup");
  await main.getByRole("button", { name: "Resend the link" }).click();
  await expect(main.getByRole("status").filter({ hasText: "a new link is on its way" })).toBeVisible();
  await main.getByRole("link", { name: "Wrong address? Start again" }).click();
  await expect(main.getByLabel("Email")).toHaveValue("");

  await confirmThroughPage(page, email);
  await expect(headerUser(page)).toHaveText("Tamizh Selvan");

  await page.context().clearCookies();
  await gotoPage(page, "/login");
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Password").fill("a wrong passphrase");
  await main.getByRole("button", { name: "Login" }).click();
  await expect(toast(page, "Login Failed")).toBeVisible();
  await expect(page).toHaveURL("/login");
  await expect(main.getByLabel("Email")).toHaveValue(email);
  await main.getByLabel("Password").fill(PASSWORD);
  await main.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL("/");
  await expect(headerUser(page)).toHaveText("Tamizh Selvan");
  await expectNoFramework(page, scripts);
});

test("an invalid address on /login shows the field's message from the server's answer, in place", async ({ page }) => {
  await gotoPage(page, "/login");
  const main = page.getByRole("main");
  await main.getByLabel("Email").fill("not-an-email");
  await main.getByLabel("Password").fill("long enough");
  await main.getByRole("button", { name: "Login" }).click();
  await expect(main.getByLabel("Email")).toHaveAccessibleDescription("Invalid email address");
  await expect(main.getByLabel("Email")).toBeFocused();
  await expect(main.getByLabel("Email")).toHaveValue("not-an-email");
});

test("with two-step verification, /login asks for the code in place; Start again goes back to the password", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { email, name } = await signUpConfirmed(page, "Oviya Ramesh");
  const { secret } = await turnOnTwoStep(page);
  await page.context().clearCookies();
  const scripts = recordScripts(page);
  await gotoPage(page, "/login");
  const main = page.getByRole("main");
  const code = main.getByLabel("Enter the 6-digit code from your authenticator app");
  const passwordStep = async () => {
    await main.getByLabel("Email").fill(email);
    await main.getByLabel("Password").fill(PASSWORD);
    await main.getByRole("button", { name: "Login" }).click();
    // The step takes the password's place, and the code is the next thing to type.
    await expect(code).toBeFocused();
    await expect(main.locator('input[type="password"]')).toHaveCount(0);
  };
  await passwordStep();
  await main.getByRole("link", { name: "Start again" }).click();
  await expect(main.getByLabel("Password")).toBeVisible();
  await passwordStep();
  await code.fill("000000");
  await main.getByRole("button", { name: "Verify" }).click();
  await expect(main.getByText("That code is not right.").first()).toBeVisible();
  await expect(code).toBeFocused();
  await code.fill(totpCode(secret, 1));
  await main.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL("/");
  await expect(headerUser(page)).toHaveText(name);
  await expectNoFramework(page, scripts);
});

test("forgot and reset the password on the pages, with JavaScript", async ({ page }) => {
  const { email, name } = await signUpConfirmed(page, "Mathi Kannan");
  await page.context().clearCookies();
  const scripts = recordScripts(page);
  await gotoPage(page, "/forgot-password");
  const main = page.getByRole("main");
  await main.getByLabel("Email").fill(email);
  await main.getByRole("button", { name: "Send reset link" }).click();
  await expect(page).toHaveURL("/login");
  await expect(toast(page, "Check your email")).toBeVisible();

  await gotoPage(page, await mailLink(page.request, email, "/reset-password?token="));
  await expectNoAxeViolations(page);
  await main.getByLabel("New Password", { exact: true }).fill("a new page passphrase");
  await main.getByLabel("Confirm Password").fill("not the same");
  await main.getByRole("button", { name: "Set new password" }).click();
  await expect(main.getByLabel("Confirm Password")).toHaveAccessibleDescription("Passwords don't match");
  await main.getByLabel("New Password", { exact: true }).fill("a new page passphrase");
  await main.getByLabel("Confirm Password").fill("a new page passphrase");
  await main.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL("/login");
  await expect(toast(page, "Password updated")).toBeVisible();
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Password").fill("a new page passphrase");
  await main.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL("/");
  await expect(headerUser(page)).toHaveText(name);
  await expectNoFramework(page, scripts);
});

/** Subscribes on /newsletter; confirms and unsubscribes through the mailed links' pages. */
async function newsletterRound(page: Page, withJavaScript: boolean) {
  const email = uniqueEmail(withJavaScript ? "nl-page-js" : "nl-page-nojs");
  const open = (path: string) => (withJavaScript ? gotoPage(page, path) : page.goto(path));
  await open("/newsletter");
  const main = page.getByRole("main");
  const field = main.getByRole("textbox", { name: "E-mail address" });
  await field.fill(email);
  await main.getByRole("button", { name: "Subscribe" }).click();
  if (withJavaScript) {
    await expect(toast(page, "Check your inbox")).toContainText(THANKS);
    await expect(field).toHaveValue("");
  } else {
    await expect(main.getByRole("status").filter({ hasText: THANKS })).toBeVisible();
  }

  await open(await mailLink(page.request, email, "/newsletter/confirm?token="));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
  await main.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're subscribed.");

  await open(await mailLink(page.request, email, "/newsletter/unsubscribe?token="));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe from ADRIG Insights");
  await main.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You have been unsubscribed.");
}

test("subscribe on /newsletter, confirm and unsubscribe from the mailed links, with JavaScript", async ({ page }) => {
  const scripts = recordScripts(page);
  await newsletterRound(page, true);
  await expectNoFramework(page, scripts);
});

// The button is a plain post, left to the browser (forms.enhance.ts): a second press while the
// first is on its way replaces that navigation instead of spending the token twice.
test("a double press on a single-use link's button sends it once", async ({ page }) => {
  const email = uniqueEmail("nl-twice");
  await gotoPage(page, "/newsletter");
  const main = page.getByRole("main");
  await main.getByRole("textbox", { name: "E-mail address" }).fill(email);
  await main.getByRole("button", { name: "Subscribe" }).click();
  await expect(toast(page, "Check your inbox")).toBeVisible();
  await gotoPage(page, await mailLink(page.request, email, "/newsletter/confirm?token="));
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await main.getByRole("button", { name: "Confirm subscription" }).dblclick();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're subscribed.");
  expect(posts).toHaveLength(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("subscribe on /newsletter, confirm and unsubscribe from the mailed links", async ({ page }) => {
    await newsletterRound(page, false);
  });
});

const PAGES = [
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password?token=expired",
  "/confirm-email?token=expired",
  "/newsletter",
  "/newsletter/confirm?token=expired",
  "/newsletter/unsubscribe?token=unknown",
];

for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    test(`each sign-in and newsletter page loads no framework and passes axe (${size})`, async ({ page }) => {
      test.setTimeout(120_000);
      for (const path of PAGES) {
        const scripts = recordScripts(page);
        await gotoPage(page, path);
        await expectNoFramework(page, scripts);
        await expectNoAxeViolations(page);
      }
    });

    test(`/claim-conversation loads no framework and passes axe (${size})`, async ({ page }) => {
      await signUpConfirmed(page, "Claim Reader");
      const scripts = recordScripts(page);
      await gotoPage(page, "/claim-conversation?token=unknown");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link no longer works");
      await expectNoFramework(page, scripts);
      await expectNoAxeViolations(page);
    });
  });
}
