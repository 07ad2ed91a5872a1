import { type Context, Hono } from "hono";
import {
  accountSuccessText,
  emailOnlySchema,
  loginCodeSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
} from "~/accounts";
import {
  accountDeps,
  clearedSessionCookie,
  deviceOf,
  invalidateSession,
  logIn,
  logInWithCode,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
  sessionConfig,
  signInCookies,
  signUp,
  toSessionUser,
} from "~/accounts/index.server";
import { createDb } from "~/platform/db/client.server";
import { parseWith, readBody } from "~/platform/http/body.server";
import { clientIp } from "~/platform/http/client-ip.server";

import type { ApiEnv } from "./env";

type Ctx = Context<ApiEnv>;

async function input(c: Ctx) {
  return (await readBody(c.req.raw)).data;
}

const deps = (c: Ctx) => accountDeps(c.env, c.req.raw);

/**
 * The account API for JSON clients; every answer is JSON (`{ error }` on failure). Confirming a
 * sign-up happens on the /confirm-email page, where the person enters that sign-up's password.
 */
export const auth = new Hono<ApiEnv>()
  .post("/signup", async (c) => {
    await signUp(deps(c), parseWith(signupSchema, await input(c)), clientIp(c.req.raw));
    return c.json({ ok: true, message: accountSuccessText.signup }, 202);
  })
  .post("/confirm/resend", async (c) => {
    const { email } = parseWith(emailOnlySchema, await input(c));
    await resendConfirmation(deps(c), email, clientIp(c.req.raw));
    return c.json({ ok: true, message: accountSuccessText.confirmationResent }, 202);
  })
  .post("/login", async (c) => {
    const result = await logIn(
      deps(c),
      parseWith(loginSchema, await input(c)),
      clientIp(c.req.raw),
      c.get("session").token,
      deviceOf(c.req.raw),
    );
    // Two-step verification: no session yet, the second step's token instead.
    if (result.kind === "code-needed") return c.json({ codeNeeded: true, challenge: result.challenge });
    for (const cookie of await signInCookies(c.env, deps(c), c.req.raw, result)) {
      c.header("Set-Cookie", cookie, { append: true });
    }
    return c.json({ user: toSessionUser(result.user) });
  })
  .post("/login/code", async (c) => {
    const signedIn = await logInWithCode(
      deps(c),
      parseWith(loginCodeSchema, await input(c)),
      clientIp(c.req.raw),
      c.get("session").token,
    );
    for (const cookie of await signInCookies(c.env, deps(c), c.req.raw, signedIn)) {
      c.header("Set-Cookie", cookie, { append: true });
    }
    return c.json({ user: toSessionUser(signedIn.user) });
  })
  .post("/logout", async (c) => {
    const session = c.get("session");
    if (session.token) await invalidateSession(createDb(c.env.DB), session.token);
    c.header("Set-Cookie", clearedSessionCookie(sessionConfig(c.env)), { append: true });
    return c.json({ ok: true });
  })
  .get("/session", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ user: c.get("session").user });
  })
  .post("/password/forgot", async (c) => {
    const { email } = parseWith(emailOnlySchema, await input(c));
    await requestPasswordReset(deps(c), email, clientIp(c.req.raw));
    return c.json({ ok: true, message: accountSuccessText.checkEmail }, 202);
  })
  .post("/password/reset", async (c) => {
    await resetPassword(deps(c), parseWith(resetPasswordSchema, await input(c)), deviceOf(c.req.raw));
    c.header("Set-Cookie", clearedSessionCookie(sessionConfig(c.env)), { append: true });
    return c.json({ ok: true, message: accountSuccessText.passwordUpdated });
  });
