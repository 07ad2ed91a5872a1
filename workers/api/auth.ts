import { Hono, type Context } from "hono";
import { failureTitles, successMessages, toasts } from "../../app/lib/messages";
import { emailOnlySchema, loginSchema, resetPasswordSchema, signupSchema } from "../../app/lib/validation/auth";
import { confirmEmail, logIn, requestPasswordReset, resendConfirmation, resetPassword, signUp } from "../auth/accounts";
import { accountDeps } from "../auth/deps";
import { toSessionUser } from "../auth/request-session";
import { clearedSessionCookie, invalidateSession, sessionConfig, signedInCookie } from "../auth/session";
import { createDb } from "../db/client";
import { parseWith, readBody } from "../http/body";
import { clientIp } from "../http/client-ip";
import { UserFacingError } from "../http/errors";
import { flashCookie } from "../flash/flash";
import type { ApiEnv } from "./app";

type Ctx = Context<ApiEnv>;

async function input(c: Ctx) {
  return (await readBody(c.req.raw)).data;
}

/** The account API for JSON clients; every answer is JSON (`{ error }` on failure). */
export const auth = new Hono<ApiEnv>()
  .post("/signup", async (c) => {
    await signUp(accountDeps(c.env, c.req.raw), parseWith(signupSchema, await input(c)), clientIp(c.req.raw));
    return c.json({ ok: true, message: successMessages.signup }, 202);
  })
  // The e-mailed link is a GET: it confirms, signs in and lands on the home page with a toast.
  .get("/confirm", async (c) => {
    const headers = new Headers();
    try {
      const signedIn = await confirmEmail(accountDeps(c.env, c.req.raw), c.req.query("token") ?? "");
      headers.append("Set-Cookie", signedInCookie(c.env, signedIn));
      headers.append("Set-Cookie", flashCookie(toasts.emailConfirmed(signedIn.user.name)));
      headers.set("Location", "/");
    } catch (err) {
      if (!(err instanceof UserFacingError)) throw err;
      headers.append("Set-Cookie", flashCookie({ kind: "error", title: failureTitles.confirm, description: err.message }));
      headers.set("Location", "/login");
    }
    return new Response(null, { status: 303, headers });
  })
  .post("/confirm/resend", async (c) => {
    const { email } = parseWith(emailOnlySchema, await input(c));
    await resendConfirmation(accountDeps(c.env, c.req.raw), email, clientIp(c.req.raw));
    return c.json({ ok: true, message: successMessages.confirmationResent }, 202);
  })
  .post("/login", async (c) => {
    const signedIn = await logIn(accountDeps(c.env, c.req.raw), parseWith(loginSchema, await input(c)), clientIp(c.req.raw));
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
    await requestPasswordReset(accountDeps(c.env, c.req.raw), email, clientIp(c.req.raw));
    return c.json({ ok: true, message: successMessages.checkEmail }, 202);
  })
  .post("/password/reset", async (c) => {
    await resetPassword(accountDeps(c.env, c.req.raw), parseWith(resetPasswordSchema, await input(c)));
    c.header("Set-Cookie", clearedSessionCookie(sessionConfig(c.env)), { append: true });
    return c.json({ ok: true, message: successMessages.passwordUpdated });
  });
