import enhanceModules from "virtual:adrig/enhance-modules";
import { useNonce } from "./nonce";

/** The names of the `*.enhance.ts` modules (scripts/build/enhance-entries.ts). */
export type EnhanceModule =
  | "header"
  | "dialogs"
  | "forms"
  | "toasts"
  | "share"
  // Passkey sign-in in the Login dialog: the button, then its ceremony loaded on the press.
  | "passkey"
  | "passkey-dialog"
  // The home page's sections.
  | "auto-scroll"
  | "process"
  | "testimonials"
  | "video"
  // Every content page: where the visit came from, for the contact and booking forms.
  | "visit"
  // Cloudflare Turnstile on the contact and booking forms (app/ui/forms/turnstile-slot.tsx).
  | "turnstile"
  // A form that makes an account (/confirm-email): the browser's time zone in its hidden field.
  | "browser-zone"
  // The booking picker: a day opened in place, the calendar's arrow keys (app/bookings/components/).
  | "picker"
  // The time-zone field's list of places, made live on the field's first focus (app/bookings/components/).
  | "zone-list"
  // The contact form: its checks, its draft, the leave warning, "Send another message".
  | "contact";

/** A module's address, for a module that loads another only when it is needed. */
export function enhanceModuleUrl(name: EnhanceModule): string | undefined {
  return enhanceModules[name];
}

/**
 * Loads one of a content page's small modules where the markup it enhances is rendered, so a
 * page loads only the modules of what it shows. A module script runs once however often its URL
 * stands in the page, after the document is parsed; none of them needs the framework.
 */
export function EnhanceScript({ name }: { name: EnhanceModule }) {
  const nonce = useNonce();
  const src = enhanceModules[name];
  if (!src) return null;
  return <script type="module" src={src} nonce={nonce} />;
}
