import { errorText } from "~/ui/ui-text";
import { UserFacingError } from "./http/errors.server";

/** Counts one attempt against a `[[ratelimits]]` binding; past the limit nothing else happens. */
export async function enforceRateLimit(limiter: RateLimit, key: string): Promise<void> {
  const { success } = await limiter.limit({ key });
  if (!success) throw new UserFacingError(429, errorText.tooManyAttempts, "rate_limited");
}
