import { createMiddleware } from "hono/factory";
import { type RequestSession, readRequestSession } from "~/accounts/index.server";
import { appendCookieUnlessSet } from "~/platform/http/cookies.server";

export type SessionVariables = { session: RequestSession };

/** Reads the session cookie once per API request; a renewed or cleared cookie goes on the answer. */
export const sessionMiddleware = createMiddleware<{ Bindings: Env; Variables: SessionVariables }>(async (c, next) => {
  const session = await readRequestSession(c.req.raw, c.env);
  c.set("session", session);
  await next();
  if (session.setCookie) appendCookieUnlessSet(c.res.headers, session.setCookie);
});
