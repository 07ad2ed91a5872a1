import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * Shared browser-test helpers. Import `test` and `expect` from here, not from @playwright/test:
 * every page then fails its test on a console error or an uncaught exception.
 */
/** Documents a test opened on purpose with an error status: the browser logs their load as an error. */
const expectedErrorDocuments = new WeakMap<Page, Set<string>>();
/** Console errors a test provokes on purpose (e.g. a third-party script made to fail). */
const allowedConsoleErrors = new WeakMap<Page, RegExp[]>();

export function allowConsoleError(page: Page, pattern: RegExp) {
  allowedConsoleErrors.set(page, [...(allowedConsoleErrors.get(page) ?? []), pattern]);
}

/** A documentation-range address per test, sent as CF-Connecting-IP, so rate limits never collide. */
function randomTestIp(): string {
  const b = () => Math.floor(Math.random() * 254) + 1;
  return `198.18.${b()}.${b()}`;
}

export const test = base.extend<{ consoleErrors: string[] }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, "CF-Connecting-IP": randomTestIp() });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // A content page's form posts to its page action through fetch and shows the answer in
      // place (app/ui/forms/forms.enhance.ts): a 4xx there is an answer too, like a fetcher's.
      const answeredInPlace = new Set<string>();
      page.on("response", (response) => {
        if (response.request().resourceType() === "fetch" && response.request().method() === "POST")
          answeredInPlace.add(response.url());
      });
      page.on("console", (msg) => {
        if (msg.type() !== "error") return;
        const expected = expectedErrorDocuments.get(page);
        const failedLoad = msg.text().startsWith("Failed to load resource");
        if (failedLoad && expected?.has(msg.location().url)) return;
        if (allowedConsoleErrors.get(page)?.some((pattern) => pattern.test(msg.text()))) return;
        // A 4xx from our own API or from a page action's data request (a fetcher) is an answer the
        // page handles (e.g. a wrong password); 5xx still fail.
        const { pathname } = new URL(msg.location().url);
        if (
          failedLoad &&
          /status of 4\d\d/.test(msg.text()) &&
          (pathname.startsWith("/api/") || pathname.endsWith(".data") || answeredInPlace.has(msg.location().url))
        )
          return;
        errors.push(msg.text());
      });
      page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens `path`, checks the status, and waits until React has hydrated the page. */
export async function gotoPage(page: Page, path: string, { status = 200 }: { status?: number } = {}) {
  if (status >= 400) {
    const set = expectedErrorDocuments.get(page) ?? new Set<string>();
    set.add(new URL(path, test.info().project.use.baseURL).toString());
    expectedErrorDocuments.set(page, set);
  }
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(status);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  return response;
}

/**
 * Radix NavigationMenu's focus proxy: a visually hidden, aria-hidden span that exists only to
 * hand focus from an open trigger to its panel and back; focus never rests on it.
 */
const RADIX_FOCUS_PROXY = 'nav[aria-label="Main"] li > span[aria-hidden="true"][tabindex="0"]';

/** Axe judges the page at rest: a toast that is fading in or out has, for a moment, no contrast to speak of. */
/** The toast (sonner) that holds `text`. */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

export async function toastsGone(page: Page) {
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
}

/** Runs axe with the WCAG 2.2 A/AA rules and fails on any violation. */
export async function expectNoAxeViolations(page: Page, options: { include?: string; exclude?: string[] } = {}) {
  // Axe judges the settled page, not a frame in the middle of a colour transition (the header
  // fades between blue and white for 200 ms after a navigation scrolls back to the top).
  // Content the browser skips until it nears the view (`content-visibility: auto`) is judged as
  // it will look: rendered. Its colours cannot be computed while skipped.
  await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished.catch(() => {})),
    ),
  );
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]);
  if (options.include) builder = builder.include(options.include);
  for (const selector of [RADIX_FOCUS_PROXY, ...(options.exclude ?? [])]) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary, "axe violations").toEqual([]);
}

export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;
