import { createDb } from "../db/client";
import { createMailer } from "../mail/mailer";
import type { AccountDeps } from "./accounts";

/** The real dependencies for one request: D1, the configured mailer, the clock, the rate limiters. */
export function accountDeps(env: Env, request: Request): AccountDeps {
  const db = createDb(env.DB);
  return {
    db,
    mailer: createMailer(env, db),
    origin: new URL(request.url).origin,
    now: () => new Date(),
    limits: {
      loginIp: env.LOGIN_IP_LIMITER,
      loginEmail: env.LOGIN_EMAIL_LIMITER,
      signup: env.SIGNUP_LIMITER,
      reset: env.RESET_LIMITER,
    },
  };
}
