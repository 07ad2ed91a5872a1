import type { Page } from "@playwright/test";
import { mailLink, uniqueEmail } from "./accounts";
import { signUpAdmin } from "./admin";
import { COUNTS_ALL } from "./config";
import { expect, expectNoAxeViolations, gotoPage, test, viewports } from "./support";

const THANKS = "Thanks! Please check your inbox to confirm your subscription.";

/** The subscriber page's counts per status. */
async function counts(admin: Page) {
  await gotoPage(admin, "/admin/subscribers");
  const read = async (status: string) => Number(await admin.getByTestId(`count-${status}`).locator("dd").textContent());
  return {
    pending: await read("pending"),
    confirmed: await read("confirmed"),
    unsubscribed: await read("unsubscribed"),
  };
}

test.use({ viewport: viewports.desktop });

// The subscriber page's counts are the whole site's: other files confirm and unsubscribe too.
test("subscribe on /blog, confirm from the mail, unsubscribe from the welcome mail; the subscriber page follows", {
  tag: COUNTS_ALL,
}, async ({ page, browser }) => {
  test.setTimeout(120_000);
  const adminContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: viewports.desktop,
  });
  const admin = await adminContext.newPage();
  await signUpAdmin(admin);
  const start = await counts(admin);
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Newsletter subscribers");
  await expectNoAxeViolations(admin);

  const email = uniqueEmail("reader");
  await gotoPage(page, "/blog");
  const block = page.getByRole("region", { name: "Subscribe to Our Newsletter" });
  await block.getByRole("textbox", { name: "E-mail address" }).fill(email);
  await block.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Check your inbox" })).toContainText(THANKS);
  expect(await counts(admin)).toEqual({ ...start, pending: start.pending + 1 });

  await gotoPage(page, await mailLink(page.request, email, "/newsletter/confirm?token="));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're subscribed.");
  expect(await counts(admin)).toEqual({ ...start, confirmed: start.confirmed + 1 });
  await expect(admin.getByRole("row").filter({ hasText: email })).toContainText("blog");

  await gotoPage(page, await mailLink(page.request, email, "/newsletter/unsubscribe?token="));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe from ADRIG Insights");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You have been unsubscribed.");
  expect(await counts(admin)).toEqual({ ...start, unsubscribed: start.unsubscribed + 1 });
  await expect(admin.getByRole("row").filter({ hasText: email })).toHaveCount(0);
  await adminContext.close();
});

test("the footer form subscribes from any page", async ({ page }) => {
  const email = uniqueEmail("footer");
  await gotoPage(page, "/about");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("textbox", { name: "E-mail address" }).fill(email);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Check your inbox" })).toContainText(THANKS);
  expect(await mailLink(page.request, email, "/newsletter/confirm?token=")).toContain("/newsletter/confirm?token=");
});

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`newsletter pages at ${viewport.width}px`, () => {
    test.use({ viewport });
    test(`/newsletter and its expired-link pages have no axe violations (${name})`, async ({ page }) => {
      for (const path of [
        "/newsletter",
        "/newsletter/confirm?token=expired",
        "/newsletter/unsubscribe?token=unknown",
      ]) {
        await gotoPage(page, path);
        await expectNoAxeViolations(page);
      }
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link does not work");
    });
  });
}
