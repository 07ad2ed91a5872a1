import { VISIT_FIELDS, VISIT_FORM_ATTRIBUTE } from "./visit-fields";

/**
 * Where a lead came from, as the visitor's own tab told it (docs/decisions/034-reports-and-roll-ups.md):
 * the first page of the visit with the site that linked to it and its UTM campaign, and the page
 * on which "Contact" or "Schedule a Consultation" was pressed. The browser keeps it in
 * sessionStorage only (./visit-recorder.ts: no cookie, nothing across visits) and the contact and
 * booking forms send it with the message; the server keeps what passes `visitFromForm`, or
 * nothing. A browser-safe module: the recorder and the server share the field names and rules.
 */
export type Visit = {
  /** The first page of the visit: a path of this site, without its query. */
  landingPage: string | null;
  /** The page "Contact" or "Schedule a Consultation" was pressed on. */
  fromPage: string | null;
  /** The site that linked to the first page: its host only. */
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
};

/** Spread on a form that sends the visit with it: `<form {...VISIT_FORM_PROPS}>`. */
export const VISIT_FORM_PROPS = { [VISIT_FORM_ATTRIBUTE]: "" } as const;

// Every part of a visit has its field.
VISIT_FIELDS satisfies Record<keyof Visit, string>;

const PATH_MAX = 200;
const HOST_MAX = 253;
const TAG_MAX = 100;

/**
 * A path of this site as a visit names it, or null: "/" and then path characters only (RFC 3986),
 * never `//` (another host) or a backslash, at most 200 characters; a query or fragment is cut off.
 */
export function cleanPath(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const path = value.trim().split(/[?#]/, 1)[0] ?? "";
  if (path.length === 0 || path.length > PATH_MAX) return null;
  return /^\/(?!\/)[A-Za-z0-9\-._~%/!$&'()*+,;=:@]*$/.test(path) ? path : null;
}

/**
 * The referring site reduced to its host (lower case), or null: an http(s) origin or URL, never
 * this site's own host (a page of ours linking to another is no referrer).
 */
export function cleanReferrer(value: unknown, ownHost: string): string | null {
  if (typeof value !== "string" || value.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  if (!host || host.length > HOST_MAX || !/^[a-z0-9.-]+$/.test(host)) return null;
  return host === ownHost.toLowerCase() ? null : host;
}

/**
 * A UTM tag as given, made safe to count and show: spaces collapsed, control, format (bidi)
 * and quote characters and backslashes left out, at most 100 characters; null when nothing is left.
 */
export function cleanTag(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = value
    .replace(/[\p{Cc}\p{Cf}"\\]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
  return text ? Array.from(text).slice(0, TAG_MAX).join("") : null;
}

/**
 * The visit a form post carries, each part checked on its own: a part that does not pass is
 * left out (it is the browser's report, not something the person typed, so it never refuses
 * the message). Null when no part is left: nothing is stored for a visit that sent nothing.
 */
export function visitFromForm(data: Record<string, unknown>, ownHost: string): Visit | null {
  const visit: Visit = {
    landingPage: cleanPath(data[VISIT_FIELDS.landingPage]),
    fromPage: cleanPath(data[VISIT_FIELDS.fromPage]),
    referrerHost: cleanReferrer(data[VISIT_FIELDS.referrerHost], ownHost),
    utmSource: cleanTag(data[VISIT_FIELDS.utmSource]),
    utmMedium: cleanTag(data[VISIT_FIELDS.utmMedium]),
    utmCampaign: cleanTag(data[VISIT_FIELDS.utmCampaign]),
  };
  return Object.values(visit).some((part) => part !== null) ? visit : null;
}
