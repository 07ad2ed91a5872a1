import type { Page } from "@playwright/test";
import { confirmThroughPage, PASSWORD, uniqueEmail } from "./accounts";
import { E2E_PORT } from "./config";
import { expect, expectNoAxeViolations, gotoPage, test, toastsGone, viewports } from "./support";
import { confirmItsYou } from "./two-step";

/**
 * Passkeys with Chromium's virtual authenticator (CDP `WebAuthn.*`), as a person uses them: add
 * one on /account, sign out, sign in with it; remove it, and a sign-in with it then fails.
 * Browsers refuse an IP address as RP ID, so these pages open on `localhost`.
 */
const LOCAL_ORIGIN = `http://localhost:${E2E_PORT}`;
test.use({ viewport: viewports.desktop, baseURL: LOCAL_ORIGIN });

/**
 * A platform authenticator with user verification that answers every prompt at once, including
 * the e-mail field's autofill (conditional mediation), which a person would pick from. So that
 * the "Sign in with a passkey" button is what a test exercises, the page reports no autofill
 * support unless the test turns it on (`localStorage["e2e-autofill"]`).
 */
async function addVirtualAuthenticator(page: Page) {
  await page.addInitScript(() => {
    if (localStorage.getItem("e2e-autofill") === "on") return;
    PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/** Signs up through the API on localhost and confirms through the mailed link: the page ends signed in. */
async function signUpOnLocalhost(page: Page, name: string) {
  const email = uniqueEmail("passkey");
  const res = await page.request.post("/api/auth/signup", {
    headers: { Origin: LOCAL_ORIGIN },
    data: { name, email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(res.status()).toBe(202);
  await confirmThroughPage(page, email);
  await expect(page.getByTestId("header-user").first()).toHaveText(name);
  return email;
}

/**
 * "Add a passkey" on /account: the name is asked first, the browser's name offered; `name`
 * replaces it when given.
 */
async function addPasskeyOnAccount(page: Page, name?: string, { confirmed = false } = {}) {
  if (!confirmed) await confirmItsYou(page);
  const section = page.locator("#passkeys");
  await expect(section.getByText("You have no passkeys yet.")).toBeVisible();
  await section.getByRole("button", { name: "Add a passkey" }).click();
  const nameField = section.getByLabel("Passkey name");
  await expect(nameField).toBeFocused();
  await expect(nameField).toHaveValue(/^Chrome \d+ on /);
  if (name) await nameField.fill(name);
  await section.getByRole("button", { name: "Create passkey" }).click();
  await expect(page.getByText("Passkey added")).toBeVisible();
  const passkey = section.getByTestId("passkey");
  await expect(passkey).toHaveCount(1);
  await expect(passkey).toContainText(name ?? /Chrome \d+ on /);
  await expect(passkey).toContainText("Not used yet");
  return passkey;
}

async function signInWithPasskey(page: Page) {
  await page.context().clearCookies();
  await gotoPage(page, "/login");
  await page.getByRole("main").getByRole("button", { name: "Sign in with a passkey" }).click();
}

test("add a passkey named at creation on /account, sign out, and sign in with it", async ({ page }) => {
  // A sign-up, "Confirm it's you", two axe runs and three sign-ins: 55 s on a loaded machine,
  // against the default 60 s.
  test.slow();
  await addVirtualAuthenticator(page);
  await signUpOnLocalhost(page, "Nila Varadan");
  await confirmItsYou(page);
  // The naming step checks the name with the field's rules before the browser's prompt.
  const section = page.locator("#passkeys");
  await section.getByRole("button", { name: "Add a passkey" }).click();
  await section.getByLabel("Passkey name").fill("");
  await section.getByRole("button", { name: "Create passkey" }).click();
  await expect(section.getByLabel("Passkey name")).toHaveAccessibleDescription("Give the passkey a name");
  await expectNoAxeViolations(page, { include: "#passkeys" });
  await section.getByRole("button", { name: "Cancel" }).click();
  await addPasskeyOnAccount(page, "Nila's laptop", { confirmed: true });
  await toastsGone(page);
  await expectNoAxeViolations(page, { include: "#passkeys" });

  await signInWithPasskey(page);
  await expect(page.getByText("Login Successful")).toBeVisible();
  await expect(page.getByTestId("header-user").first()).toHaveText("Nila Varadan");
  // No password was asked for, and the passkey now shows its use.
  await gotoPage(page, "/account");
  await expect(page.locator("#passkeys").getByTestId("passkey")).toContainText("Last used");

  // Where the browser offers passkeys in the e-mail field's autofill, picking one signs in.
  await page.evaluate(() => localStorage.setItem("e2e-autofill", "on"));
  await page.context().clearCookies();
  await page.goto("/login");
  await expect(page).toHaveURL("/");
  await expect(page.getByTestId("header-user").first()).toHaveText("Nila Varadan");
});

test("a session signed in with a passkey confirms it's you with that passkey before a change", async ({ page }) => {
  await addVirtualAuthenticator(page);
  await signUpOnLocalhost(page, "Meenakshi Rao");
  await addPasskeyOnAccount(page);
  await signInWithPasskey(page);
  await expect(page.getByTestId("header-user").first()).toHaveText("Meenakshi Rao");
  await gotoPage(page, "/account");
  // Not confirmed in this session: the passkeys can be read, not changed.
  const passkeys = page.locator("#passkeys");
  await expect(passkeys.getByText("To change your passkeys, first")).toBeVisible();
  await expect(passkeys.getByRole("button", { name: "Add a passkey" })).toBeHidden();
  await page
    .getByRole("region", { name: "Confirm it's you" })
    .getByRole("button", { name: "Confirm with a passkey" })
    .click();
  await expect(page.getByText("You confirmed it's you.")).toBeVisible();
  await expect(passkeys.getByRole("button", { name: "Add a passkey" })).toBeVisible();
});

test("rename and remove a passkey; a sign-in with it then fails", async ({ page }) => {
  await addVirtualAuthenticator(page);
  await signUpOnLocalhost(page, "Ilango Sekar");
  const passkey = await addPasskeyOnAccount(page);

  await passkey.getByText("Rename").click();
  await passkey.getByLabel("Name").fill("Office laptop");
  await passkey.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("Passkey renamed")).toBeVisible();
  await expect(page.locator("#passkeys").getByTestId("passkey")).toContainText("Office laptop");

  const renamed = page.locator("#passkeys").getByTestId("passkey");
  await renamed.getByText("Remove", { exact: true }).click();
  await expect(
    renamed.getByText("Remove “Office laptop”? You will no longer be able to sign in with it"),
  ).toBeVisible();
  await renamed.getByRole("button", { name: "Remove passkey" }).click();
  await expect(page.getByText("Passkey removed")).toBeVisible();
  await expect(page.locator("#passkeys").getByText("You have no passkeys yet.")).toBeVisible();

  // The authenticator still holds the passkey; the site no longer knows it.
  await signInWithPasskey(page);
  await expect(page.getByText("This passkey is not registered with ADRIG")).toBeVisible();
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  await expect(page.getByTestId("header-user")).toHaveCount(0);
});

test("on a content page, the Login dialog signs in with a passkey and stays on the page", async ({ page }) => {
  await addVirtualAuthenticator(page);
  await signUpOnLocalhost(page, "Kathir Velan");
  await addPasskeyOnAccount(page);
  await page.context().clearCookies();
  // The prompt's code loads on the press, never with the page.
  const loaded: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") loaded.push(new URL(request.url()).pathname);
  });
  await gotoPage(page, "/services");
  await page.getByRole("link", { name: "Login" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Login to ADRIG" });
  await expect(dialog).toBeVisible();
  const scriptsBefore = loaded.length;
  await dialog.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByText("Login Successful")).toBeVisible();
  await expect(page).toHaveURL(`${LOCAL_ORIGIN}/services`);
  await expect(page.getByTestId("header-user").first()).toHaveText("Kathir Velan");
  expect(loaded.length).toBeGreaterThan(scriptsBefore);
});

test("on /login, a content page, the button signs in with a passkey; the prompt's code loads on the press", async ({
  page,
}) => {
  await addVirtualAuthenticator(page);
  await signUpOnLocalhost(page, "Ezhil Mani");
  await addPasskeyOnAccount(page);
  await page.context().clearCookies();
  const loaded: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") loaded.push(new URL(request.url()).pathname);
  });
  await gotoPage(page, "/login");
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  expect(loaded.filter((script) => /\/assets\/enhance-passkey-dialog-/.test(script))).toEqual([]);
  await page.getByRole("main").getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByText("Login Successful")).toBeVisible();
  await expect(page).toHaveURL(`${LOCAL_ORIGIN}/`);
  await expect(page.getByTestId("header-user").first()).toHaveText("Ezhil Mani");
  expect(loaded.filter((script) => /\/assets\/enhance-passkey-dialog-/.test(script))).toHaveLength(1);
  expect(loaded.filter((script) => /\/assets\/framework-/.test(script))).toEqual([]);
});

test("on /login the passkey button is in place from the first paint: nothing moves when the modules run", async ({
  page,
}) => {
  // The modules held back (a module script also holds DOMContentLoaded): what is painted then is
  // what the parser alone made of the page.
  await page.route(/\/assets\/enhance-/, () => {});
  await page.goto("/login", { waitUntil: "commit" });
  const button = page.getByRole("main").getByRole("button", { name: "Sign in with a passkey" });
  await expect(button).toBeVisible();
  const footerTop = () =>
    page
      .locator("footer")
      .first()
      .evaluate((footer) => footer.getBoundingClientRect().top);
  const before = await footerTop();
  await page.unroute(/\/assets\/enhance-/);
  await gotoPage(page, "/login");
  expect(await footerTop()).toBe(before);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a content page's Login dialog offers no passkey button", async ({ page }) => {
    await page.goto("/services");
    await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toHaveCount(0);
    await page.goto("/login");
    await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toHaveCount(0);
  });
});
