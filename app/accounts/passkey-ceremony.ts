/**
 * The steps of a passkey prompt that need no particular way of loading the browser library:
 * the options from /api/passkeys (a fresh challenge), the browser's answer as JSON text, and
 * what a cancel is. passkey-prompt.ts loads the library on first use for the hydrated forms;
 * a content page's dialog (passkey-dialog.enhance.ts) brings it in its own module, loaded on the
 * press. No dynamic import here, so neither pulls in the other's loading code.
 */
export type Library = typeof import("@simplewebauthn/browser");
export type Options = Parameters<Library["startAuthentication"]>[0]["optionsJSON"];

/** A refusal of the options request, with the server's own text (empty when it sent none). */
class PasskeyError extends Error {}

export async function passkeyOptions<T>(path: string): Promise<T> {
  const response = await fetch(`/api/passkeys/${path}`, {
    headers: { Accept: "application/json" },
  });
  const data = (await response.json().catch(() => null)) as { error?: string } | null;
  if (!response.ok) throw new PasskeyError(data?.error ?? "");
  return data as T;
}

/** The person closed the prompt, it timed out, or a newer prompt replaced it. */
function cancelled(error: unknown): boolean {
  const name = (error as { name?: string; cause?: { name?: string } } | null)?.name;
  const cause = (error as { cause?: { name?: string } } | null)?.cause?.name;
  return name === "NotAllowedError" || name === "AbortError" || cause === "NotAllowedError" || cause === "AbortError";
}

/** The browser's answer as JSON text, or null when the person cancelled. */
export async function answered(run: () => Promise<unknown>): Promise<string | null> {
  try {
    return JSON.stringify(await run());
  } catch (error) {
    if (cancelled(error)) return null;
    throw error;
  }
}

/** "Sign in with a passkey", or (autofill) the passkeys the e-mail field offers. */
export async function signInWith(lib: Library, { autofill = false } = {}): Promise<string | null> {
  const optionsJSON = await passkeyOptions<Options>("sign-in/options");
  return answered(() => lib.startAuthentication({ optionsJSON, useBrowserAutofill: autofill }));
}

/** A failed prompt's description: the server's own text, else `fallback`. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof PasskeyError && error.message ? error.message : fallback;
}
