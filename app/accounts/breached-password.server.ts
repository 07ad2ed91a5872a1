import { encodeHexUpperCase } from "@oslojs/encoding";
import { errorName, logEvent } from "~/platform/log.server";

/** How long we wait for Have I Been Pwned before accepting the password anyway (docs/decisions/003-accounts-and-sessions.md). */
export const BREACH_CHECK_TIMEOUT_MS = 1000;

export type BreachCheck = { rangeUrl: string; fetch: typeof fetch };

/**
 * Whether a password appears in a known breach, by the k-anonymity range API: only the first
 * five hex characters of its SHA-1 leave the Worker, and the answer is padded so its size says
 * nothing either. Unreachable, slow or odd answers count as "not found": the check never blocks
 * a sign-up.
 */
export async function isBreachedPassword(password: string, check: BreachCheck): Promise<boolean> {
  const digest = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(password));
  const hex = encodeHexUpperCase(new Uint8Array(digest));
  const prefix = hex.slice(0, 5);
  const suffix = hex.slice(5);
  try {
    const response = await check.fetch(`${check.rangeUrl}${prefix}`, {
      headers: { "Add-Padding": "true" },
      signal: AbortSignal.timeout(BREACH_CHECK_TIMEOUT_MS),
    });
    if (!response.ok) return false;
    for (const line of (await response.text()).split("\n")) {
      const [lineSuffix, count] = line.trim().split(":");
      if (lineSuffix === suffix && Number(count) > 0) return true;
    }
    return false;
  } catch (err) {
    logEvent("warn", "breach_check_unavailable", { accepted: true, error: errorName(err) });
    return false;
  }
}
