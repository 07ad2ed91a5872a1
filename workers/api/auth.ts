import { Hono, type Context } from "hono";
import { successMessages } from "../../app/lib/messages";
import { emailOnlySchema, loginSchema, resetPasswordSchema, signupSchema } from "../../app/lib/validation/auth";
import { logIn, requestPasswordReset, resetPassword } from "../auth/accounts";
import { accountDeps } from "../auth/deps";
import { toSessionUser } from "../auth/request-session";
import { clearedSessionCookie, invalidateSession, sessionConfig, signedInCookie } from "../auth/session";
import { resendConfirmation, signUp } from "../auth/signups";
import { createDb } from "../db/client";
import { parseWith, readBody } from "../http/body";
import { clientIp } from "../http/client-ip";
import type { ApiEnv } from "./app";

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
    return c.json({ ok: true, message: successMessages.signup }, 202);
  })
  .post("/confirm/resend", async (c) => {
    const { email } = parseWith(emailOnlySchema, await input(c));
    await resendConfirmation(deps(c), email, clientIp(c.req.raw));
    return c.json({ ok: true, message: successMessages.confirmationResent }, 202);
  })
  .post("/login", async (c) => {
    const signedIn = await logIn(deps(c), parseWith(loginSchema, await input(c)), clientIp(c.req.raw), c.get("session").token);
    c.header("Set-Cookie", signedInCookie(c.env, signedIn), { append: true });
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
    return c.json({ ok: true, message: successMessages.checkEmail }, 202);
  })
  .post("/password/reset", async (c) => {
    await resetPassword(deps(c), parseWith(resetPasswordSchema, await input(c)));
    c.header("Set-Cookie", clearedSessionCookie(sessionConfig(c.env)), { append: true });
    return c.json({ ok: true, message: successMessages.passwordUpdated });
  });
