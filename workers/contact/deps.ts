import { createDb } from "../db/client";
import type { ContactDeps } from "./messages";

export function contactDeps(env: Env): ContactDeps {
  return {
    db: createDb(env.DB),
    now: () => new Date(),
    limiter: env.CONTACT_LIMITER,
    turnstile: {
      secret: env.TURNSTILE_SECRET_KEY ?? "",
      verifyUrl: env.TURNSTILE_VERIFY_URL,
      // Looked up at call time, so tests can replace the global fetch at the HTTP boundary.
      fetch: (input, init) => fetch(input, init),
    },
  };
}
