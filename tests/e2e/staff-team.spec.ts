import { signUpConfirmed } from "./accounts";
import { signUpAdmin } from "./admin";
import { expect, expectNoAxeViolations, gotoPage, test, viewports } from "./support";
import { confirmItsYou, signInWithCode, totpCode } from "./two-step";

/**
 * The staff team on /admin/team: adding an admin waits for "Confirm it's you"
 * (with two-step verification on: the password and a code, never the password alone), and the
 * change is mailed to every admin and to the new admin.
 */
test.use({ viewport: viewports.desktop });

type OutboxMail = { to: string; subject: string; text: string };

test("an admin adds an admin after confirming it's them; the team and the new admin are told", async ({ page }) => {
  test.setTimeout(120_000);
  const newcomer = await signUpConfirmed(page, "Priya Natarajan");
  const staff = await signUpAdmin(page, "Arun Kumar");
  // A later sign-in (with the code, as the staff area requires) has confirmed nothing yet.
  await signInWithCode(page, staff.email, totpCode(staff.secret, 1));

  await gotoPage(page, "/admin/team");
  const confirm = page.getByRole("region", { name: "Confirm it's you" });
  await expect(confirm.getByText("Adding or removing an admin needs you to confirm it's you first")).toBeVisible();
  await expect(confirm.getByText("so your password alone is not enough")).toBeVisible();
  const grant = page.getByRole("region", { name: "Add an admin" });
  await expect(grant.getByText("To add or remove admins, first")).toBeVisible();
  await expect(grant.getByRole("button", { name: "Grant admin" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The password with a recovery code (this minute's app code was spent signing in).
  await confirmItsYou(page, { path: "/admin/team", code: staff.recoveryCodes[0]! });
  await grant.getByLabel("E-mail of a confirmed account").fill(newcomer.email);
  await grant.getByRole("button", { name: "Grant admin" }).click();
  await expect(page.getByText("Admin added")).toBeVisible();
  await expect(page.getByTestId("team-row").filter({ hasText: "Priya Natarajan" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Revoke admin from Priya Natarajan" })).toBeVisible();

  // Both admins, the new one among them, get the notice (as does every admin other tests made).
  const subject = "Admin access given to Priya Natarajan by Arun Kumar";
  const ours = [staff.email, newcomer.email];
  await expect
    .poll(async () => {
      const { mails } = (await (await page.request.get("/api/dev/outbox")).json()) as { mails: OutboxMail[] };
      return mails
        .filter((m) => m.subject === subject && ours.includes(m.to))
        .map((m) => m.to)
        .sort();
    })
    .toEqual([...ours].sort());
});
