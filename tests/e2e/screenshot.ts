import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations } from "./support";

/**
 * A page's picture for the next walk through the site (screenshots.spec.ts, and booking.spec.ts
 * for the booking picker, which needs the staff hours only that serial file may set): checked
 * for what a picture shows at a glance, then saved as a full-page PNG under
 * test-results/screenshots/<page>-<width>.png (not committed).
 */

export const SCREENSHOTS = "test-results/screenshots";

/** Loads every image now, lazy or not, and returns the sources of those that did not load. */
async function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = "eager";
    const settled = (image: HTMLImageElement) =>
      image.complete
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            image.addEventListener("load", () => resolve(), { once: true });
            image.addEventListener("error", () => resolve(), { once: true });
          });
    await Promise.race([Promise.all(images.map(settled)), new Promise((resolve) => setTimeout(resolve, 10_000))]);
    return images.filter((image) => !(image.naturalWidth > 0)).map((image) => image.currentSrc || image.src);
  });
}

/** The checks every picture gets, then the picture itself. `beforeAxe` lets a passing toast go first. */
export async function checkAndShoot(page: Page, name: string, { beforeAxe }: { beforeAxe?: () => Promise<void> } = {}) {
  const width = page.viewportSize()?.width ?? 0;
  const where = `${name} at ${width} px`;
  await expect(page.getByRole("heading", { level: 1 }).first(), `${where}: main heading`).toBeVisible();
  expect(await brokenImages(page), `${where}: broken images`).toEqual([]);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${where}: no sideways scrolling`).toBeLessThanOrEqual(clientWidth);
  // From the top, so the fixed header is drawn where a visitor first sees it.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
  await beforeAxe?.();
  await expectNoAxeViolations(page);
}
