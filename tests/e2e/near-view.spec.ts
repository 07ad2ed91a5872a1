import { expect, gotoPage, test } from "./support";

/**
 * Boxes the browser lays out only once they near the view (`content-visibility: auto`: the home
 * page's sections, the footer, the cards of /work and /plan) stand in with a declared height until
 * then. That height must be at least the box's real height at every width: a shorter stand-in lets
 * the box's content overflow onto the box after it for anything that measures the page before
 * scrolling, such as axe's contrast check in Lighthouse (a link read against the footer's navy).
 * The e2e axe checks cannot see this: they run after everything has rendered.
 */

const PAGES = ["/", "/work", "/work?service=software-development", "/work?service=ai-automation", "/plan", "/privacy"];
const WIDTHS = [320, 360, 412, 640, 768, 1024, 1280];

type Box = { name: string; standIn: number; real: number };

test("every box laid out near the view has a stand-in at least its real height, at every width", async ({ page }) => {
  test.setTimeout(120_000);
  const tooShort: string[] = [];
  let measured = 0;
  for (const path of PAGES) {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await gotoPage(page, path);
      await page.evaluate(() => document.fonts.ready);
      // A skipped box must not widen the page either (a stand-in width would, in a grid's auto column).
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width} px`).toBe(width);
      const boxes: Box[] = await page.evaluate(() => {
        const skippable = [...document.querySelectorAll<HTMLElement>("body *")].filter(
          (element) => getComputedStyle(element).contentVisibility === "auto",
        );
        // The declared stand-in (`auto <length>`: the length is what counts before a first render).
        const standIns = skippable.map((element) =>
          Number.parseFloat(getComputedStyle(element).containIntrinsicHeight.replace("auto", "")),
        );
        // The real height: the same boxes laid out in full.
        for (const element of skippable) element.style.contentVisibility = "visible";
        return skippable.map((element, index) => ({
          name: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${[...element.classList].slice(0, 2).join(".")}`,
          standIn: standIns[index],
          real: element.getBoundingClientRect().height,
        }));
      });
      measured += boxes.length;
      for (const box of boxes) {
        expect(Number.isFinite(box.standIn), `${path} at ${width} px: ${box.name} declares a stand-in height`).toBe(
          true,
        );
        if (box.real > box.standIn)
          tooShort.push(
            `${path} at ${width} px: ${box.name} is ${Math.ceil(box.real)} px, its stand-in ${box.standIn} px`,
          );
      }
    }
  }
  // The footer on each page, the home page's sections and the pages' cards.
  expect(measured).toBeGreaterThan(PAGES.length * WIDTHS.length * 2);
  expect(tooShort).toEqual([]);
});
