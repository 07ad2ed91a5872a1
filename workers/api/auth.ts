import { Hono, type Context } from "hono";
import { emailOnlySchema, loginSchema, resetPasswordSchema, signupSchema } from "../../app/lib/validation/auth";
import {
  confirmEmail,
  logIn,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
  signUp,
  type SignedIn,
} from "../auth/accounts";
import { accountDeps } from "../auth/deps";
import { UserFacingError } from "../auth/errors";
import { clientIp } from "../auth/rate-limit";
import { toSessionUser } from "../auth/request-session";
import { clearedSessionCookie, invalidateSession, sessionConfig, sessionCookie } from "../auth/session";
import { createDb } from "../db/client";
import type { ApiEnv } from "./app";
import { parseWith, readBody, type BodyKind } from "./body";
import { respond, respondError, type Outcome } from "./respond";

type Ctx = Context<ApiEnv>;

export const SIGNUP_SUCCESS = "Account created! Please check your email to confirm your account and then login.";
const CHECK_EMAIL = "If an account exists for that address, we have sent it an e-mail with a link.";

/** Runs one auth action; user-facing failures become `{ error }` or a redirect with a toast. */
async function handle(
  c: Ctx,
  failure: { redirectTo: string; title: string },
  action: (kind: BodyKind, data: Record<string, unknown>) => Promise<Outcome>,
): Promise<Response> {
  let kind: BodyKind = "json";
  try {
    const body = await readBody(c);
    kind = body.kind;
    return respond(c, kind, await action(kind, body.data));
  } catch (err) {
    if (err instanceof UserFacingError) return respondError(c, kind, err, failure);
    throw err;
  }
}

function signedInCookie(c: Ctx, signedIn: SignedIn): string {
  return sessionCookie(sessionConfig(c.env), signedIn.token, signedIn.expiresAt);
}

export const auth = new Hono<ApiEnv>()
  .post("/signup", (c) =>
    handle(c, { redirectTo: "/signup", title: "Signup Failed" }, async (_kind, data) => {
      const input = parseWith(signupSchema, data);
      await signUp(accountDeps(c.env, c.req.raw), input, clientIp(c.req.raw));
      return {
        status: 202,
        json: { ok: true, message: SIGNUP_SUCCESS },
        redirectTo: "/login",
        toast: { kind: "success", title: "Signup Successful", description: SIGNUP_SUCCESS },
      };
    }),
  )
  // The e-mailed link is a GET: it confirms, signs in and lands on the home page with a toast.
  .get("/confirm", async (c) => {
    const token = c.req.query("token") ?? "";
    try {
      const signedIn = await confirmEmail(accountDeps(c.env, c.req.raw), token);
      return respond(c, "form", {
        json: {},
        redirectTo: "/",
        cookies: [signedInCookie(c, signedIn)],
        toast: { kind: "success", title: "Email confirmed", description: `Welcome to ADRIG, ${signedIn.user.name}! You are now signed in.` },
      });
    } catch (err) {
      if (err instanceof UserFacingError) return respondError(c, "form", err, { redirectTo: "/login", title: "Confirmation failed" });
      throw err;
    }
  })
  .post("/confirm", (c) =>
    handle(c, { redirectTo: "/login", title: "Confirmation failed" }, async (_kind, data) => {
      const token = typeof data.token === "string" ? data.token : "";
      const signedIn = await confirmEmail(accountDeps(c.env, c.req.raw), token);
      return {
        json: { user: toSessionUser(signedIn.user) },
        redirectTo: "/",
        cookies: [signedInCookie(c, signedIn)],
        toast: { kind: "success", title: "Email confirmed", description: "You are now signed in." },
      };
    }),
  )
  .post("/confirm/resend", (c) =>
    handle(c, { redirectTo: "/login", title: "Error" }, async (_kind, data) => {
      const { email } = parseWith(emailOnlySchema, data);
      await resendConfirmation(accountDeps(c.env, c.req.raw), email, clientIp(c.req.raw));
      const message = "If that account still needs confirming, a new link is on its way.";
      return { status: 202, json: { ok: true, message }, redirectTo: "/login", toast: { kind: "info", title: "Check your email", description: message } };
    }),
  )
  .post("/login", (c) =>
    handle(c, { redirectTo: "/login", title: "Login Failed" }, async (_kind, data) => {
      const input = parseWith(loginSchema, data);
      const signedIn = await logIn(accountDeps(c.env, c.req.raw), input, clientIp(c.req.raw));
      return {
        json: { user: toSessionUser(signedIn.user) },
        redirectTo: "/",
        cookies: [signedInCookie(c, signedIn)],
        toast: { kind: "success", title: "Login Successful", description: "Welcome back!" },
      };
    }),
  )
  .post("/logout", async (c) => {
    const session = c.get("session");
    if (session.token) await invalidateSession(createDb(c.env.DB), session.token);
    const type = c.req.header("Content-Type") ?? "";
    const kind: BodyKind = type.includes("json") ? "json" : "form";
    return respond(c, kind, {
      json: { ok: true },
      redirectTo: "/",
      cookies: [clearedSessionCookie(sessionConfig(c.env))],
      toast: { kind: "success", title: "Signed out successfully" },
    });
  })
  .get("/session", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ user: c.get("session").user });
  })
  .post("/password/forgot", (c) =>
    handle(c, { redirectTo: "/forgot-password", title: "Error" }, async (_kind, data) => {
      const { email } = parseWith(emailOnlySchema, data);
      await requestPasswordReset(accountDeps(c.env, c.req.raw), email, clientIp(c.req.raw));
      return { status: 202, json: { ok: true, message: CHECK_EMAIL }, redirectTo: "/login", toast: { kind: "info", title: "Check your email", description: CHECK_EMAIL } };
    }),
  )
  .post("/password/reset", (c) =>
    handle(c, { redirectTo: "/forgot-password", title: "Password reset failed" }, async (_kind, data) => {
      const input = parseWith(resetPasswordSchema, data);
      await resetPassword(accountDeps(c.env, c.req.raw), input);
      const message = "Your password was changed. Log in with your new password.";
      return {
        json: { ok: true, message },
        redirectTo: "/login",
        cookies: [clearedSessionCookie(sessionConfig(c.env))],
        toast: { kind: "success", title: "Password updated", description: message },
      };
    }),
  );
