import type { Visit } from "./visit";
import { LEAD_PATHS, VISIT_FIELDS, VISIT_FORM_ATTRIBUTE } from "./visit-fields";

/**
 * The browser's half of a lead's source (./visit.ts, docs/decisions/034-reports-and-roll-ups.md).
 * Every page runs it once, as the module ./visit.enhance.ts (app/root.tsx adds its script to
 * every page, content and application pages alike). It keeps the visit in this tab's sessionStorage only (no
 * cookie, gone with the tab), and hands it to a form marked `data-visit-form` as the browser
 * builds that form's data. Nothing leaves the browser unless such a form is sent.
 */

const KEY = "adrig:visit";

type Stored = Partial<Record<keyof Visit, string | null>>;

function read(storage: Storage): Stored | null {
  try {
    const value = JSON.parse(storage.getItem(KEY) ?? "null") as unknown;
    return value && typeof value === "object" ? (value as Stored) : null;
  } catch {
    return null;
  }
}

function write(storage: Storage, visit: Stored): void {
  try {
    storage.setItem(KEY, JSON.stringify(visit));
  } catch {
    // Storage full or refused: the visit is simply not known.
  }
}

/** The site that linked here, as its origin only (never the page's address), when it is not this site. */
function externalReferrer(): string | null {
  if (!document.referrer) return null;
  try {
    const origin = new URL(document.referrer).origin;
    return origin === location.origin || origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/**
 * A visit starts on the first page of the tab, or again when a page is reached from another site
 * or by a campaign link: its first page, the referring site and the UTM tags. Pressing a link to
 * /contact or /book records the page it was pressed on.
 */
export function recordVisit(): void {
  let storage: Storage;
  try {
    storage = window.sessionStorage;
  } catch {
    return;
  }
  const params = new URLSearchParams(location.search);
  const tags = {
    utmSource: params.get("utm_source"),
    utmMedium: params.get("utm_medium"),
    utmCampaign: params.get("utm_campaign"),
  };
  const referrer = externalReferrer();
  const stored = read(storage);
  if (!stored || referrer || Object.values(tags).some(Boolean)) {
    write(storage, { landingPage: location.pathname, referrerHost: referrer, ...tags, fromPage: null });
  }

  document.addEventListener(
    "click",
    (event) => {
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return;
      if (!LEAD_PATHS.includes(link.pathname)) return;
      write(storage, { ...(read(storage) ?? {}), fromPage: location.pathname });
    },
    true,
  );

  // Fired whenever a form's data is built: a plain submit, or a script's `new FormData(form)`.
  window.addEventListener(
    "formdata",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute(VISIT_FORM_ATTRIBUTE)) return;
      const visit = read(storage);
      if (!visit) return;
      for (const [part, field] of Object.entries(VISIT_FIELDS) as [keyof Visit, string][]) {
        const value = visit[part];
        if (typeof value === "string" && value) event.formData.set(field, value);
      }
    },
    true,
  );
  // The forms carry the visit from now on (tests wait for this, as for `data-hydrated`).
  document.documentElement.dataset.visit = "kept";
}
