import { type Context, Hono } from "hono";
import { accountErrorText, passkeySignInSchema } from "~/accounts";
import {
  accountDeps,
  passkeyConfirmOptions,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  relyingPartyOf,
  requireRecentReauth,
  signInCookies,
  signInWithPasskey,
  toSessionUser,
} from "~/accounts/index.server";

import { parseWith, readBody } from "~/platform/http/body.server";
import { clientIp } from "~/platform/http/client-ip.server";
import type { ApiEnv } from "./env";

type Ctx = Context<ApiEnv>;

const deps = (c: Ctx) => accountDeps(c.env, c.req.raw);
const rp = (c: Ctx) => relyingPartyOf(deps(c).origin);

const signedIn = (c: Ctx) => c.get("session").user;

const mustSignIn = (c: Ctx) => c.json({ error: accountErrorText.signInFirst, code: "sign_in_required" }, 401);

/**
 * The browser's half of passkeys: the options each WebAuthn prompt needs (`GET`: a fresh signed
 * challenge, no write), and a passkey sign-in for JSON clients. The site's own pages post the
 * browser's answer to their actions (/login, /account), which call the same server module.
 */
export const passkeyApi = new Hono<ApiEnv>()
  // Options change nothing (a challenge is signed, not stored): GET, never cached.
  .get("/sign-in/options", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await passkeySignInOptions(deps(c), rp(c)));
  })
  .post("/sign-in", async (c) => {
    const { credential } = parseWith(passkeySignInSchema, (await readBody(c.req.raw)).data);
    const result = await signInWithPasskey(deps(c), rp(c), credential, clientIp(c.req.raw), c.get("session").token);
    for (const cookie of await signInCookies(c.env, deps(c), c.req.raw, result)) {
      c.header("Set-Cookie", cookie, { append: true });
    }
    return c.json({ user: toSessionUser(result.user) });
  })
  // Adding a passkey is a security change: without this session's recent "Confirm it's you"
  // the browser is not even asked (403), and /account refuses the answer alike.
  .get("/register/options", async (c) => {
    const user = signedIn(c);
    if (!user) return mustSignIn(c);
    requireRecentReauth(c.get("session").reauth, new Date());
    c.header("Cache-Control", "no-store");
    return c.json(await passkeyRegistrationOptions(deps(c), rp(c), user));
  })
  // "Confirm it's you" with any passkey of the account.
  .get("/confirm/options", async (c) => {
    const user = signedIn(c);
    if (!user) return mustSignIn(c);
    c.header("Cache-Control", "no-store");
    return c.json(await passkeyConfirmOptions(deps(c), rp(c), user.id));
  });
