import { signUpAdmin } from "./admin";
import { execLocalSql } from "./local-d1";
import { mailSamples } from "./mail-samples";
import { checkAndShoot, SCREENSHOTS } from "./screenshot";
import { expect, gotoPage, test, toast, toastsGone, viewports } from "./support";
import { stubTurnstile } from "./turnstile-stub";

/**
 * The site as its users see it, at 1280 and 390 px: the home page, a hub, /work, /contact after
 * sending, /account signed in, a staff conversation and the booking mails (the booking picker is
 * shot by booking.spec.ts: it needs staff hours, which would change the times that file offers
 * as it runs alongside). Each page is saved as a full-page PNG
 * under test-results/screenshots/ (<page>-<width>.png, not committed), so the next walk through
 * the site starts from pictures, and each is checked for what a picture shows at a glance: no
 * sideways scrolling, its main heading visible, no broken image, and axe clean.
 */

const WIDTHS = [viewports.desktop, viewports.mobile] as const;

// Still pictures: nothing autoplays or animates under reduced motion.
test.use({ reducedMotion: "reduce" });

test.beforeEach(async ({ page }) => {
  // Tests never reach the internet: the home page's video player is a local stand-in.
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Player</title><p>Video player</p>" }),
  );
});

test("the home page, a hub and /work at 1280 and 390 px", async ({ page }) => {
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    for (const [name, path] of [
      ["home", "/"],
      ["hub", "/services/ai-automation"],
      ["work", "/work"],
    ] as const) {
      await gotoPage(page, path);
      await checkAndShoot(page, name);
    }
  }
});

test("/contact after sending at 1280 and 390 px", async ({ page }) => {
  await stubTurnstile(page);
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await gotoPage(page, "/contact");
    const form = page.getByRole("region", { name: "Send a Message" });
    await form.getByLabel("Full Name").fill("Nandini Rao");
    await form.getByLabel("Email").fill("nandini@example.com");
    await form.getByLabel("Service Needed").selectOption({ label: "Chatbot Development" });
    await form
      .getByLabel("Your Message")
      .fill(`We run 40 retail stores and want a WhatsApp ordering bot (${viewport.width}).`);
    await form.getByRole("button", { name: "Verify you are human" }).click();
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, "Success!")).toBeVisible();
    // What happens next stands in the form's place, whole at this width.
    const sent = form.getByRole("region", { name: "Thank you. We have your message." });
    await expect(sent).toBeInViewport();
    await expect(sent.getByRole("link", { name: "Send another message" })).toBeVisible();
    // A toast under the pointer waits for it to leave (the one who sent may be reading it).
    await page.mouse.move(0, 0);
    await checkAndShoot(page, "contact-sent", { beforeAxe: () => toastsGone(page) });
  }
});

test("/account signed in and a staff conversation at 1280 and 390 px", async ({ page }) => {
  // One account (scrypt, two-step for the staff area) on a loaded 2-core machine.
  test.slow();
  await signUpAdmin(page, "Lakshmi Iyer");
  const id = `screenshot-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const message = "Our clinic wants a chatbot that books appointments in Tamil and English. Can we talk this week?";
  await execLocalSql(
    `INSERT INTO contact_messages (id, email, name, service, message, is_verified, last_preview, waiting_since, last_client_at)
     VALUES ('${id}', 'kavya@example.com', 'Kavya Menon', 'chatbot-development', '${message}', 1, '${message}', unixepoch() * 1000, unixepoch() * 1000);`,
  );
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await gotoPage(page, "/account");
    await checkAndShoot(page, "account");
    await gotoPage(page, `/admin/messages/${id}`);
    await expect(page.getByText(message).first()).toBeVisible();
    await checkAndShoot(page, "staff-conversation");
  }
});

test("the booking mails (booked and moved) at 1280 and 390 px", async ({ page }) => {
  test.slow();
  // A mail's images are on the site; here every request is answered with an empty image.
  const pixel = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
  await page.route("**/*", (route) => route.fulfill({ contentType: "image/gif", body: pixel }));
  const samples = await mailSamples();
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    for (const kind of ["confirmed", "rescheduled"]) {
      const sample = samples.find(({ from }) => from === `bookings.bookingMail:${kind}`);
      expect(sample, kind).toBeDefined();
      await page.setContent(sample!.mail.html!);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `the ${kind} mail at ${viewport.width} px`).toBeLessThanOrEqual(viewport.width);
      await expect(page.getByRole("link", { name: "Google Calendar" })).toBeVisible();
      await page.screenshot({ path: `${SCREENSHOTS}/mail-booking-${kind}-${viewport.width}.png`, fullPage: true });
    }
  }
});
