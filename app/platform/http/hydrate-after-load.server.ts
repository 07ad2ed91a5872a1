/**
 * The page reads and works before its JavaScript runs (links, forms, FAQ, the header's first-paint
 * menu), so React Router's modules load once the page has loaded and painted instead of competing
 * with the document, the stylesheet, the font and the images for the first paint (docs/decisions/013-performance-budgets.md: on a
 * throttled phone that is most of the LCP). The module preloads move into the bootstrap, which
 * waits for `load` and the next painted frame (at most HYDRATE_AFTER_MS), then loads every module
 * in parallel, in the order React Router's own bootstrap runs them. <Scripts> has no option for
 * this, hence the rewrite; if React Router's bootstrap ever changes shape, it runs as written
 * (without the preloads).
 */
export function withHydrationAfterLoad(response: Response): Response {
  const modules: string[] = [];
  let bootstrap = "";
  return new HTMLRewriter()
    .on('link[rel="modulepreload"]', {
      element(link) {
        const href = link.getAttribute("href");
        if (href) modules.push(href);
        link.remove();
      },
    })
    .on('script[type="module"]', {
      text(chunk) {
        bootstrap += chunk.text;
        if (!chunk.lastInTextNode) {
          chunk.remove();
          return;
        }
        chunk.replace(deferBootstrap(bootstrap, modules), { html: true });
      },
    })
    .transform(response);
}

/** A page whose images never finish loading still hydrates after this long. */
const HYDRATE_AFTER_MS = 3000;

const STATIC_IMPORT = /^\s*import \* as (route\d+) from ("\/[^"\s]+");\s*$/gm;

/** React Router's bootstrap with its static route imports turned into imports that start after `load`. */
export function deferBootstrap(code: string, modules: readonly string[]): string {
  const imports = [...code.matchAll(STATIC_IMPORT)];
  const rest = code.replace(STATIC_IMPORT, "");
  // Anything else importing statically would start before `load` anyway: keep the original.
  if (imports.length === 0 || /^\s*import\s/m.test(rest)) return code;
  const names = imports.map((m) => m[1]).join(", ");
  const specifiers = imports.map((m) => `import(${m[2]})`).join(", ");
  return [
    // `load` can come before the first paint (a page without images): the two frames make sure the
    // page has painted before any module is requested. A hidden tab paints no frames: the timeout.
    `await new Promise((go) => { const painted = () => requestAnimationFrame(() => requestAnimationFrame(go)); if (document.readyState === "complete") painted(); else addEventListener("load", painted, { once: true }); setTimeout(go, ${HYDRATE_AFTER_MS}); });`,
    `const nonce = document.querySelector("script[nonce]")?.nonce;`,
    // Each preload starts a fetch in the task that adds it (a few milliseconds apiece on a slow
    // phone): one task per module keeps any of them from blocking input.
    `const nextTask = () => globalThis.scheduler?.yield?.() ?? new Promise((resume) => setTimeout(resume));`,
    `for (const href of ${JSON.stringify(modules)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; if (nonce) link.nonce = nonce; document.head.append(link); await nextTask(); }`,
    `const [${names}] = await Promise.all([${specifiers}]);`,
    rest,
  ].join("\n");
}
