import { focusables, markInteractive, retag } from "~/ui/enhance/dom";

/**
 * A content page's header (content-site-header.tsx), without React: the scrolled look, the
 * desktop menus, the mobile menu and the `/` search shortcut, as the hydrated header does them.
 */

/** Spec: menus open on hover after a delay (the Product menu at once), close 150 ms after the pointer leaves. */
const HOVER_OPEN_DELAY_MS = 200;
const CLOSE_DELAY_MS = 150;
/** Spec: blue with white text at the top; white with blue text once scrolled more than 10px. */
const SCROLL_THRESHOLD_PX = 10;
const SEARCH_PATH = "/search";
const SEARCH_FIELD_ID = "site-search-field";

const header = document.querySelector<HTMLElement>("header[data-content-header]");
if (header) {
  scrolledLook(header);
  desktopMenus(header);
  mobileMenu(header);
}
searchShortcut();
markInteractive();

/** The attributes that differ between the blue and the white header, read from the white one's template. */
function scrolledLook(root: HTMLElement) {
  const template = root.querySelector<HTMLTemplateElement>("template[data-scrolled-look]");
  const white = template?.content.firstElementChild;
  if (!template || !white) return;
  const swaps: { element: Element; name: string; blue: string | null; white: string | null }[] = [];
  const walk = (live: Element, copy: Element) => {
    for (const name of ["class", "fill", "stroke"]) {
      const [a, b] = [live.getAttribute(name), copy.getAttribute(name)];
      if (a !== b) swaps.push({ element: live, name, blue: a, white: b });
    }
    if (live.hasAttribute("data-tone-skip")) return;
    const liveChildren = [...live.children].filter(
      (child) => child.tagName !== "TEMPLATE" && child.tagName !== "SCRIPT",
    );
    const copyChildren = [...copy.children];
    liveChildren.forEach((child, index) => {
      const twin = copyChildren[index];
      if (twin && twin.tagName === child.tagName) walk(child, twin);
    });
  };
  walk(root, white);
  template.remove();
  let scrolled = false;
  const update = () => {
    const now = window.scrollY > SCROLL_THRESHOLD_PX;
    if (now === scrolled) return;
    scrolled = now;
    root.dataset.scrolled = String(now);
    for (const swap of swaps) {
      const value = now ? swap.white : swap.blue;
      if (value === null) swap.element.removeAttribute(swap.name);
      else swap.element.setAttribute(swap.name, value);
    }
  };
  update();
  window.addEventListener("scroll", update, { passive: true });
}

function desktopMenus(root: HTMLElement) {
  const nav = root.querySelector<HTMLElement>("nav[data-menus]");
  if (!nav) return;
  const menus = [...nav.querySelectorAll<HTMLAnchorElement>("a[data-menu-trigger]")].flatMap((link) => {
    const key = link.dataset.menuTrigger ?? "";
    const panel = nav.querySelector<HTMLElement>(`[data-menu-panel="${key}"]`);
    if (!panel) return [];
    panel.id ||= `menu-panel-${key}`;
    const trigger = retag(link, "button");
    trigger.type = "button";
    trigger.removeAttribute("href");
    trigger.setAttribute("aria-expanded", "false");
    trigger.setAttribute("aria-controls", panel.id);
    trigger.dataset.state = "closed";
    return [{ key, trigger, panel }];
  });
  let open: (typeof menus)[number] | null = null;
  let openTimer = 0;
  let closeTimer = 0;
  const clearTimers = () => {
    window.clearTimeout(openTimer);
    window.clearTimeout(closeTimer);
  };
  const show = (menu: (typeof menus)[number] | null) => {
    clearTimers();
    if (open === menu) return;
    for (const each of menus) {
      const on = each === menu;
      each.panel.hidden = !on;
      each.trigger.setAttribute("aria-expanded", String(on));
      each.trigger.dataset.state = on ? "open" : "closed";
    }
    open = menu;
  };
  // A menu closed by a click stays closed until the pointer leaves its trigger or it is clicked again.
  let closedByClick: string | null = null;
  const scheduleClose = () => {
    window.clearTimeout(closeTimer);
    closeTimer = window.setTimeout(() => show(null), CLOSE_DELAY_MS);
  };
  for (const menu of menus) {
    const { trigger, panel, key } = menu;
    trigger.addEventListener("pointerenter", (event) => {
      if (event.pointerType !== "mouse") return;
      window.clearTimeout(closeTimer);
      if (open === menu || closedByClick === key) return;
      window.clearTimeout(openTimer);
      const delay = key === "products" || open ? 0 : HOVER_OPEN_DELAY_MS;
      openTimer = window.setTimeout(() => show(menu), delay);
    });
    trigger.addEventListener("pointerleave", (event) => {
      if (event.pointerType !== "mouse") return;
      window.clearTimeout(openTimer);
      if (closedByClick === key) closedByClick = null;
      if (open === menu) scheduleClose();
    });
    panel.addEventListener("pointerenter", () => window.clearTimeout(closeTimer));
    panel.addEventListener("pointerleave", (event) => {
      if (event.pointerType === "mouse" && open === menu) scheduleClose();
    });
    trigger.addEventListener("click", () => {
      if (open === menu) {
        closedByClick = key;
        show(null);
      } else {
        closedByClick = null;
        show(menu);
      }
    });
    trigger.addEventListener("keydown", (event) => {
      // Tab from an open trigger goes into its panel (the panels stand after the list); ArrowDown
      // opens it if need be and goes in too, as the menu pattern (and the hydrated header) expect.
      const into = (event.key === "Tab" && !event.shiftKey && open === menu) || event.key === "ArrowDown";
      if (!into) return;
      if (open !== menu) show(menu);
      const first = firstInPanel(panel);
      if (first) {
        event.preventDefault();
        first.focus();
      }
    });
    panel.addEventListener("keydown", (event) => {
      if (event.key !== "Tab") return;
      const inside = focusables(panel);
      const leavingBack = event.shiftKey && document.activeElement === inside[0];
      const leavingOn = !event.shiftKey && document.activeElement === inside.at(-1);
      if (!leavingBack && !leavingOn) return;
      event.preventDefault();
      const index = menus.indexOf(menu);
      const next = leavingBack ? trigger : (menus[index + 1]?.trigger ?? nextAfterMenus(nav, menus.at(-1)?.trigger));
      show(null);
      next?.focus();
    });
    serviceTabs(panel);
  }
  nav.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !open) return;
    const trigger = open.trigger;
    show(null);
    trigger.focus();
  });
  document.addEventListener("pointerdown", (event) => {
    if (open && !nav.contains(event.target as Node)) show(null);
  });
}

/** The panel's first stop: the Services panel's selected tab, else its first link. */
function firstInPanel(panel: HTMLElement): HTMLElement | undefined {
  return panel.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]') ?? focusables(panel)[0];
}

function nextAfterMenus(nav: HTMLElement, last: HTMLElement | undefined): HTMLElement | undefined {
  const all = focusables(nav);
  return last ? all[all.indexOf(last) + 1] : undefined;
}

/** The Services panel's vertical tabs: arrows move, hover or focus selects (automatic activation). */
function serviceTabs(panel: HTMLElement) {
  const tabs = [...panel.querySelectorAll<HTMLElement>('[role="tab"]')];
  if (tabs.length === 0) return;
  const select = (tab: HTMLElement) => {
    for (const each of tabs) {
      const on = each === tab;
      each.setAttribute("aria-selected", String(on));
      each.tabIndex = on ? 0 : -1;
      each.dataset.state = on ? "active" : "inactive";
      const content = document.getElementById(each.getAttribute("aria-controls") ?? "");
      if (content) content.hidden = !on;
    }
  };
  for (const tab of tabs) {
    tab.addEventListener("pointerenter", () => select(tab));
    tab.addEventListener("focus", () => select(tab));
    tab.addEventListener("click", () => select(tab));
    tab.addEventListener("keydown", (event) => {
      const index = tabs.indexOf(tab);
      const to = {
        ArrowDown: tabs[(index + 1) % tabs.length],
        ArrowUp: tabs[(index - 1 + tabs.length) % tabs.length],
        Home: tabs[0],
        End: tabs.at(-1),
      }[event.key];
      if (!to) return;
      event.preventDefault();
      to.focus();
    });
    // Tab from a tab goes to the selected category's first link.
    tab.addEventListener("keydown", (event) => {
      if (event.key !== "Tab" || event.shiftKey) return;
      const content = document.getElementById(tab.getAttribute("aria-controls") ?? "");
      const link = content ? focusables(content)[0] : undefined;
      if (!link) return;
      event.preventDefault();
      event.stopPropagation();
      link.focus();
    });
  }
}

/** Under 1024px: the menu link becomes the button that opens the native dialog. */
function mobileMenu(root: HTMLElement) {
  const link = root.querySelector("a[data-mobile-menu-open]");
  const dialog = document.querySelector<HTMLDialogElement>("dialog[data-mobile-menu]");
  if (!link || !dialog) return;
  const button = retag(link, "button");
  button.type = "button";
  button.removeAttribute("href");
  button.setAttribute("aria-label", "Open menu");
  button.setAttribute("aria-haspopup", "dialog");
  button.setAttribute("aria-expanded", "false");
  button.addEventListener("click", () => {
    dialog.showModal();
    button.setAttribute("aria-expanded", "true");
  });
  dialog.addEventListener("close", () => {
    button.setAttribute("aria-expanded", "false");
    button.focus();
  });
  dialog.querySelector("[data-close]")?.addEventListener("click", () => dialog.close());
  // Following a link, or opening a sign-in dialog from the menu, closes it first.
  dialog.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a[href]")) dialog.close();
  });
  // Services and Product: each button shows its list, and hides the other, as the hydrated menu does.
  const disclosures = [...dialog.querySelectorAll<HTMLButtonElement>("button[data-disclosure]")].flatMap((button) => {
    const list = document.getElementById(button.getAttribute("aria-controls") ?? "");
    return list ? [{ button, list }] : [];
  });
  for (const { button } of disclosures) {
    button.addEventListener("click", () => {
      const opening = button.getAttribute("aria-expanded") !== "true";
      for (const each of disclosures) {
        const on = opening && each.button === button;
        each.button.setAttribute("aria-expanded", String(on));
        each.list.hidden = !on;
        each.button.querySelector("svg")?.classList.toggle("rotate-180", on);
      }
    });
  }
}

/** `/` opens the search from anywhere (focuses its field on /search), never while typing or with Ctrl, Alt or Cmd. */
function searchShortcut() {
  document.addEventListener("keydown", (event) => {
    const target = event.target as HTMLElement;
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
    if (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
    event.preventDefault();
    const field = document.getElementById(SEARCH_FIELD_ID);
    if (field) field.focus();
    else window.location.assign(SEARCH_PATH);
  });
}
