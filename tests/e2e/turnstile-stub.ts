import type { Page } from "@playwright/test";

/**
 * A local stand-in for Turnstile's api.js (tests never reach the internet). It implements the
 * part of `window.turnstile` the widget library calls, renders a button, and on click calls back
 * with a fresh token, so the real <Turnstile> component code runs unchanged.
 */
const STUB = `(() => {
  let next = 0;
  const widgets = {};
  window.turnstile = {
    render(container, options) {
      const host = typeof container === "string" ? document.querySelector(container) : container;
      const id = "stub-" + ++next;
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = "Verify you are human";
      button.style.cssText = "min-height:65px;width:100%;border:1px solid #94a3b8;border-radius:8px;background:#fff;color:#0b1b3f;font:inherit";
      button.addEventListener("click", () => {
        const token = "stub-" + Date.now() + "-" + Math.random().toString(36).slice(2);
        widgets[id].token = token;
        button.textContent = "Verified";
        options.callback && options.callback(token);
      });
      host.appendChild(button);
      widgets[id] = { button, options, token: undefined };
      return id;
    },
    reset(id) {
      const w = widgets[id];
      if (!w) return;
      w.token = undefined;
      w.button.textContent = "Verify you are human";
    },
    remove(id) {
      const w = widgets[id];
      if (w) w.button.remove();
      delete widgets[id];
    },
    getResponse(id) { return widgets[id] && widgets[id].token; },
    isExpired() { return false; },
    execute() {},
    ready(callback) { callback(); },
  };
  const onload = new URL(document.currentScript.src).searchParams.get("onload");
  if (onload && typeof window[onload] === "function") window[onload]();
})();`;

export const TURNSTILE_SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js*";

export async function stubTurnstile(page: Page) {
  await page.route(TURNSTILE_SCRIPT, (route) => route.fulfill({ contentType: "application/javascript", body: STUB }));
}
