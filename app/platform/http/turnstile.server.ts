/**
 * Server-side check of a Turnstile token (siteverify). Only the HTTP call lives here; what to do
 * with the verdict is the contact module's business.
 */
export type SiteverifyVerdict = "valid" | "invalid" | "unavailable";

export type SiteverifyRequest = {
  token: string;
  secret: string;
  remoteIp: string | null;
  /** The hostname the widget must have been solved on (our own). */
  expectedHostname: string;
  verifyUrl: string;
  fetch: typeof fetch;
};

type SiteverifyAnswer = { success?: boolean; hostname?: string; "error-codes"?: string[] };

/**
 * Cloudflare's documented test secrets ("1x…AA" always passes, "2x…AA" always fails, "3x…AA"
 * yields "token already spent"): their dummy token is the same for every solve and their
 * hostname is always example.com, so single-use and hostname checks cannot apply to them.
 */
export function isTurnstileTestSecret(secret: string): boolean {
  return /^[123]x0{30,}AA$/.test(secret);
}

const TIMEOUT_MS = 5_000;

export async function verifyTurnstileToken(req: SiteverifyRequest): Promise<SiteverifyVerdict> {
  const body = new URLSearchParams();
  body.set("secret", req.secret);
  body.set("response", req.token);
  if (req.remoteIp) body.set("remoteip", req.remoteIp);
  // A fresh key per check: lets the request be retried safely without ever validating twice.
  body.set("idempotency_key", crypto.randomUUID());

  let answer: SiteverifyAnswer;
  try {
    const response = await req.fetch(req.verifyUrl, { method: "POST", body, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) return "unavailable";
    answer = (await response.json()) as SiteverifyAnswer;
  } catch {
    return "unavailable";
  }
  if (answer.success !== true) {
    // Cloudflare's own failure is not the visitor's: keep the message rather than lose it.
    return answer["error-codes"]?.includes("internal-error") ? "unavailable" : "invalid";
  }
  if (!isTurnstileTestSecret(req.secret) && answer.hostname && answer.hostname !== req.expectedHostname)
    return "invalid";
  return "valid";
}
