import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_PORT } from "./config";
import { expect } from "./support";

/** Account fixtures for browser tests: real sign-up through the API, mail read from the outbox. */
export const PASSWORD = "a long test passphrase";

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Where signUpConfirmed leaves the page: a page with little besides the header and footer. */
const SIGNED_IN_LANDING = "/search";

type OutboxMail = { to: string; subject: string; text: string };

/** The newest link containing `path` in a mail to `email` (waits briefly for it to arrive). */
export async function mailLink(request: APIRequestContext, email: string, path: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get("/api/dev/outbox");
      const { mails } = (await res.json()) as { mails: OutboxMail[] };
      const mail = mails.find((m) => m.to === email && m.text.includes(path));
      found = mail?.text.split(/\s+/).find((word) => word.includes(path));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** Opens a mailed confirmation link and confirms with the sign-up's password: the page ends signed in. */
export async function confirmThroughPage(page: Page, email: string, password = PASSWORD) {
  await page.goto(await mailLink(page.request, email, "/confirm-email?token="));
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Confirm your e-mail" })).toBeVisible();
  await expect(main.getByLabel("Email")).toHaveValue(email);
  await main.getByLabel("Password").fill(password);
  await main.getByRole("button", { name: "Confirm and log in" }).click();
  await expect(page).toHaveURL("/");
}

/**
 * Signs up through the API and confirms with the e-mailed link's token, posted the way the
 * confirmation page's form posts it, in `page`'s context. The page then opens a short page
 * (not the landing page, whose first load is the slowest of the site) and shows the signed-in
 * header. For tests about something else; the confirmation page itself is driven by
 * `confirmThroughPage` (accounts.spec.ts) and checked with axe in account.spec.ts.
 */
export async function signUpConfirmed(page: Page, name = "Meera Krishnan", email = uniqueEmail("user")) {
  const baseURL = siteOrigin();
  const res = await page.request.post("/api/auth/signup", {
    headers: { Origin: baseURL },
    data: { name, email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(res.status()).toBe(202);
  const link = new URL(await mailLink(page.request, email, "/confirm-email?token="));
  const confirmed = await page.request.post("/confirm-email", {
    headers: { Origin: baseURL },
    form: { token: link.searchParams.get("token") ?? "", password: PASSWORD },
    maxRedirects: 0,
  });
  // Confirmed and signed in: the form's answer is a redirect home (with the session cookie).
  expect(confirmed.status(), "the confirmation's answer").toBe(303);
  expect(confirmed.headers().location).toBe("/");
  await page.goto(SIGNED_IN_LANDING);
  // As gotoPage does, wait for React, unless the page runs no scripts (a test without JavaScript).
  if (await page.evaluate(() => "__reactRouterContext" in window))
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(page.getByTestId("header-user").first()).toHaveText(name);
  return { email, name, password: PASSWORD };
}

/** The origin the built Worker is served on; API calls from tests send it as their Origin. */
export function siteOrigin(): string {
  return `http://127.0.0.1:${E2E_PORT}`;
}
