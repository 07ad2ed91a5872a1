import { markInteractive } from "~/ui/enhance/dom";

/**
 * Fills each `[data-browser-zone]` field (BrowserTimeZoneField in shown-zone.tsx) with the
 * browser's IANA time zone, which the account made by the form then shows its times in: at once,
 * and again as a form is sent (before forms.enhance.ts reads it), since an answer shown in place
 * brings the form back with the field empty.
 */
function fill(root: Document | HTMLElement) {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? "";
  for (const field of root.querySelectorAll<HTMLInputElement>("input[data-browser-zone]")) field.value = zone;
}

fill(document);
document.addEventListener("submit", (event) => fill(event.target as HTMLFormElement), { capture: true });
markInteractive();
