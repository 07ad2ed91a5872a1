import type { Page } from "@playwright/test";
import { expect, gotoPage, test, viewports } from "./support";

/**
 * What Chromium itself makes of a content page's Speculation Rules (app/ui/enhance/likely-next.ts,
 * speculation-rules.tsx), read over the DevTools protocol's Preload domain: every same-site link to
 * a content page is a candidate, an application or conversion page never is, in any case, with a
 * trailing slash or with a query.
 */
test.use({ viewport: viewports.desktop });

type Source = { key: { action: string; url: string } };

/** The URLs Chromium holds as candidates for `action`, by path (with the query), once they settle. */
async function candidates(page: Page, open: () => Promise<void>) {
  const cdp = await page.context().newCDPSession(page);
  let latest: Source[] = [];
  cdp.on("Preload.preloadingAttemptSourcesUpdated", (event: { preloadingAttemptSources: Source[] }) => {
    latest = event.preloadingAttemptSources;
  });
  await cdp.send("Preload.enable");
  await open();
  return (action: "Prefetch" | "Prerender") =>
    latest
      .filter((source) => source.key.action === action)
      .map((source) => {
        const url = new URL(source.key.url);
        return `${url.pathname}${url.search}`;
      });
}

/** Links as a page could hold them, added at the end of the main landmark (document rules follow the DOM). */
async function addLinks(page: Page, hrefs: string[]) {
  await page.evaluate((list) => {
    const main = document.querySelector("main");
    for (const href of list) {
      const link = document.createElement("a");
      link.href = href;
      link.textContent = href;
      main?.append(link);
    }
  }, hrefs);
}

const CONTENT = ["/work", "/plan", "/about", "/team", "/blog", "/services/chatbot-development", "/About/", "/privacy"];
const NEVER = [
  "/contact",
  "/Contact/",
  "/contact?service=ai-automation",
  "/book",
  "/BOOK/",
  "/book/manage",
  "/login",
  "/Login",
  "/login/",
  "/signup",
  "/logout",
  "/newsletter",
  "/newsletter/",
  "/account",
  "/messages/1",
  "/admin",
  "/blog/rss.xml",
  "/work?x=1",
];

test("every same-site link to a content page is a candidate; application pages never are, however written", async ({
  page,
}) => {
  const of = await candidates(page, async () => {
    await gotoPage(page, "/services");
  });
  await addLinks(page, [...CONTENT, ...NEVER]);
  await expect.poll(() => of("Prefetch")).toEqual(expect.arrayContaining(CONTENT));
  const prefetch = of("Prefetch");
  const prerender = of("Prerender");
  expect(prerender).toEqual(expect.arrayContaining(CONTENT));
  for (const path of NEVER) {
    expect(prefetch, path).not.toContain(path);
    expect(prerender, path).not.toContain(path);
  }
  // The header's own links count too: a content page's links are candidates from the first paint.
  expect(prefetch).toEqual(expect.arrayContaining(["/", "/search", "/services/ai-automation"]));
});
