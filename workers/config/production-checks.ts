import { isUnsafeSessionSecret } from "~/accounts/index.server";
import { isTurnstileTestSecret } from "~/platform/http/turnstile.server";
import { logEvent } from "~/platform/log.server";

/**
 * Production refuses unsafe settings (docs/decisions/009-security-defaults.md). Outside
 * APP_ENV=development every check below must pass, or the Worker answers 503 to everything
 * but /api/health, which names the failed checks (names only, never values).
 */
export type ConfigCheck = "mail_transport" | "mail_queue" | "turnstile_keys" | "session_secret" | "site_origin";

/** Cloudflare's documented Turnstile test site keys: 1x/2x/3x, twenty zeros, two letters. */
function isTurnstileTestSiteKey(key: string): boolean {
  return /^[123]x0{20}[A-Z]{2}$/.test(key);
}

export type CheckedEnv = Pick<
  Env,
  "APP_ENV" | "MAIL_TRANSPORT" | "TURNSTILE_SITE_KEY" | "TURNSTILE_SECRET_KEY" | "SESSION_SECRET" | "SITE_ORIGIN"
> & { MAIL_QUEUE?: unknown };

export function failedConfigChecks(env: CheckedEnv): ConfigCheck[] {
  if (env.APP_ENV === "development") return [];
  const failed: ConfigCheck[] = [];
  // The outbox keeps every reset link readable in D1 and on /dev/outbox.
  if (env.MAIL_TRANSPORT !== "cloudflare") failed.push("mail_transport");
  if (!env.MAIL_QUEUE) failed.push("mail_queue");
  const siteKey = env.TURNSTILE_SITE_KEY ?? "";
  const secret = env.TURNSTILE_SECRET_KEY ?? "";
  // Test keys pass every token; an empty or placeholder key means the form cannot work at all.
  if (
    !siteKey ||
    !secret ||
    isTurnstileTestSiteKey(siteKey) ||
    isTurnstileTestSecret(secret) ||
    siteKey.startsWith("replace-with")
  ) {
    failed.push("turnstile_keys");
  }
  if (isUnsafeSessionSecret(env.SESSION_SECRET)) failed.push("session_secret");
  if (!isHttpsOrigin(env.SITE_ORIGIN)) failed.push("site_origin");
  return failed;
}

function isHttpsOrigin(value: string | undefined): boolean {
  try {
    const url = new URL(value ?? "");
    return url.protocol === "https:" && url.origin === value;
  } catch {
    return false;
  }
}

/** One log line per isolate and set of failures, not one per request. */
const reported = new Set<string>();

export function reportRefusal(failed: ConfigCheck[]): void {
  const key = failed.join(",");
  if (reported.has(key)) return;
  reported.add(key);
  logEvent("error", "unsafe_configuration", {
    failed,
    hint: "The Worker refuses requests until these settings are fixed; see docs/operations.md, 'Runbook'.",
  });
}

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Temporarily unavailable | ADRIG Technologies</title></head><body style="font-family:system-ui,sans-serif;color:#0b1b3f;max-width:36rem;margin:15vh auto;padding:0 1.5rem;line-height:1.5"><h1>We will be back shortly</h1><p>The site is temporarily unavailable. Please try again in a few minutes.</p></body></html>`;

/** The answer while the configuration is unsafe: says nothing about why (the log does). */
export function refusalResponse(isApi: boolean): Response {
  const headers = { "Cache-Control": "no-store", "Retry-After": "300" };
  if (isApi)
    return Response.json(
      { error: "The service is temporarily unavailable. Please try again shortly." },
      { status: 503, headers },
    );
  return new Response(PAGE, { status: 503, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } });
}
