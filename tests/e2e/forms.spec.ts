import type { Locator, Page } from "@playwright/test";
import { PASSWORD, signUpConfirmed, uniqueEmail } from "./accounts";
import { allowConsoleError, expect, gotoPage, test, viewports } from "./support";

/**
 * The form contract without JavaScript: a refused post renders the page again with the reason
 * and the field errors in place, and the typed values kept (passwords never are).
 */
test.describe("forms without JavaScript", () => {
  test.use({ viewport: viewports.desktop, javaScriptEnabled: false });

  test.beforeEach(({ page }) => {
    // The refused post's page answers 4xx on purpose.
    allowConsoleError(page, /status of 40\d/);
  });

  test("a wrong password on /login shows 'Login Failed' and the reason, with the e-mail kept", async ({ page }) => {
    const email = uniqueEmail("nojs-wrong");
    await page.goto("/login");
    const main = page.getByRole("main");
    await main.getByLabel("Email").fill(email);
    await main.getByLabel("Password").fill("not the password");
    await main.getByRole("button", { name: "Login" }).click();
    const alert = main.getByRole("alert");
    await expect(alert).toContainText("Login Failed");
    await expect(alert).toContainText("Invalid email or password.");
    await expect(main.getByLabel("Email")).toHaveValue(email);
    await expect(main.getByLabel("Password")).toHaveValue("");
  });

  test('mismatched passwords on /signup show "Passwords don\'t match" with name and e-mail kept', async ({ page }) => {
    const email = uniqueEmail("nojs-mismatch");
    await page.goto("/signup");
    const main = page.getByRole("main");
    await main.getByLabel("Full Name").fill("Arjun Mehta");
    await main.getByLabel("Email").fill(email);
    await main.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await main.getByLabel("Confirm Password").fill(`${PASSWORD} typo`);
    await main.getByRole("button", { name: "Sign Up" }).click();
    await expect(main.getByLabel("Confirm Password")).toHaveAccessibleDescription("Passwords don't match");
    await expect(main.getByLabel("Full Name")).toHaveValue("Arjun Mehta");
    await expect(main.getByLabel("Email")).toHaveValue(email);
  });

  test("a signed-in user's 5-character message on /contact shows the rule next to the field, text kept", async ({
    page,
  }) => {
    await signUpConfirmed(page, "Nila Varma");
    await page.goto("/contact");
    const form = page.getByRole("region", { name: "Send a Message" });
    await form.getByLabel("Your Message").fill("Hello");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByLabel("Your Message")).toHaveAccessibleDescription("Message must be at least 10 characters");
    await expect(form.getByLabel("Your Message")).toHaveValue("Hello");

    await form.getByLabel("Your Message").fill("Hello, please call me about a chatbot.");
    await form.getByRole("button", { name: "Send Message" }).click();
    // The plain post's answer: what happens next in the form's place, a link to the conversation.
    const sent = form.getByRole("region", { name: "Thank you. We have your message." });
    await expect(sent).toContainText("We usually reply within one business day, by e-mail.");
    await expect(sent).toContainText("A copy of your message is on its way to");
    await expect(sent.getByRole("link", { name: "Follow the conversation in Your Messages" })).toBeVisible();
    // "Send another message" is a plain link to a fresh form.
    await sent.getByRole("link", { name: "Send another message" }).click();
    await expect(form.getByLabel("Your Message")).toHaveValue("");
    await page.getByRole("link", { name: "Your messages (1)" }).click();
    await expect(page.getByTestId("conversation-row")).toContainText("Hello, please call me about a chatbot.");
  });
});

/**
 * The schemas load on a form's first focus or input, so no page ships valibot at first paint.
 * A form sent before that (filled by a script or a password manager, sent at once) waits for its
 * schema: the spec's messages still show without a request, and a valid form still goes out.
 * (/login is a content page now: its invalid address is answered by the server, in place, as
 * sign-in-pages.spec.ts shows.)
 */
test.describe("forms sent before their schema has loaded", () => {
  test.use({ viewport: viewports.desktop });

  /** Every POST the page sends from now on. */
  function postsOf(page: Page): string[] {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    return posts;
  }

  /** Sets a field's value the way a script does: no focus, no input event. */
  const setQuietly = (field: Locator, value: string) =>
    field.evaluate((el: HTMLInputElement, v) => {
      el.value = v;
    }, value);
  const requestSubmit = (form: Locator) => form.evaluate((el: HTMLFormElement) => el.requestSubmit());

  test("a valid newsletter address goes out through the fetcher and shows the answer", async ({ page }) => {
    await gotoPage(page, "/about");
    const posts = postsOf(page);
    const footer = page.getByRole("contentinfo");
    await setQuietly(footer.getByRole("textbox", { name: "E-mail address" }), uniqueEmail("early"));
    await requestSubmit(footer.locator("form"));
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Check your inbox" })).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(new URL(posts[0]!).pathname).toMatch(/^\/newsletter(\.data)?$/);
    await expect(page).toHaveURL(/\/about$/);
  });
});
