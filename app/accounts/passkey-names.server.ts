import { LIMITS } from "~/ui/forms/limits";

/**
 * The name "Add a passkey" offers: the browser's ("Chrome 131 on Linux"), numbered when a passkey
 * of the account has that name already, so two passkeys read alike only when the person wants so.
 */
export function suggestedPasskeyName(browser: string, taken: readonly string[]): string {
  const max = LIMITS.passkeyName.max;
  const plain = browser.slice(0, max).trim();
  if (!taken.includes(plain)) return plain;
  const base = browser.slice(0, max - 5).trim();
  for (let n = 2; ; n++) {
    const name = `${base} (${n})`;
    if (!taken.includes(name)) return name;
  }
}
