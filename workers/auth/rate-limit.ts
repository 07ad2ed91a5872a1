import { UserFacingError } from "./errors";

export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a minute and try again.";

/** Counts one attempt against a `[[ratelimits]]` binding; past the limit nothing else happens. */
export async function enforceRateLimit(limiter: RateLimit, key: string): Promise<void> {
  const { success } = await limiter.limit({ key });
  if (!success) throw new UserFacingError(429, TOO_MANY_ATTEMPTS, "rate_limited");
}

/** The visitor's address as Cloudflare reports it (also used by local workerd). */
export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}
