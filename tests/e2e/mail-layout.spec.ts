import { mailSamples } from "./mail-samples";
import { expect, test, viewports } from "./support";

/**
 * Every kind of mail the site sends (tests/mail-samples.ts, composed by the app's own code) as a
 * phone shows it: rendered in Chromium at 390 px, nothing is wider than the window (a long link
 * wraps, the calendar links are short buttons), and on a wide screen the mail is at most 600 px
 * wide, the width mail clients are designed for.
 */

// A mail's images are on the site; here every request is answered with an empty image.
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

test("every mail fits 390 px and at most 600 px", async ({ page }) => {
  test.slow();
  await page.route("**/*", (route) => route.fulfill({ contentType: "image/gif", body: PIXEL }));
  const samples = await mailSamples();
  expect(samples.length).toBeGreaterThan(30);
  const tooWide: string[] = [];
  for (const viewport of [viewports.mobile, viewports.desktop]) {
    await page.setViewportSize(viewport);
    for (const { from, mail } of samples) {
      await page.setContent(mail.html!);
      const { scrollWidth, bodyWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        bodyWidth: document.body.getBoundingClientRect().width,
      }));
      const limit = Math.min(viewport.width, 600);
      if (scrollWidth > viewport.width || bodyWidth > limit)
        tooWide.push(`${from} at ${viewport.width} px: ${Math.max(scrollWidth, Math.round(bodyWidth))} px`);
    }
  }
  expect(tooWide).toEqual([]);
});
