/**
 * A person's time zone as the site stores it (the account's `time_zone`, app/accounts): an IANA
 * name the runtime knows ("America/New_York", "UTC"), in its canonical spelling, never an offset
 * ("+05:30") or a made-up name. Browser-safe: the form's check and the server's are this one.
 */

/** The canonical IANA name of `zone`, or null when it is not one this runtime knows. */
export function canonicalTimeZone(zone: string): string | null {
  if (!zone || zone.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return null;
  try {
    const canonical = new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
    // An offset zone resolves to itself ("+05:30"); only names are kept.
    return /^[A-Za-z]/.test(canonical) ? canonical : null;
  } catch {
    return null;
  }
}

/** The zones to choose from: every IANA zone the runtime knows, with `current` always among them. */
export function timeZoneChoices(current: string | null): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const zones = new Set(["UTC", ...known]);
  if (current) zones.add(current);
  return [...zones].sort();
}
