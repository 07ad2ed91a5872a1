import { createRequestHandler, RouterContextProvider } from "react-router";
import { requestContext } from "../app/lib/request-context.server";
import { api } from "./api/app";
import { readRequestSession } from "./auth/request-session";
import { createNonce, withSecurityHeaders } from "./security/headers";
import { isSameOriginRequest, isStateChanging } from "./security/origin";

// Built once per isolate, not per request.
const handlePage = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

function isApiPath(pathname: string): boolean {
  return pathname === "/api" || pathname.startsWith("/api/");
}

export default {
  async fetch(request, env, ctx) {
    const isApi = isApiPath(new URL(request.url).pathname);
    if (isStateChanging(request) && !isSameOriginRequest(request)) {
      const message = "Cross-origin requests are not allowed.";
      return withSecurityHeaders(
        isApi ? Response.json({ error: message }, { status: 403 }) : new Response(message, { status: 403 }),
      );
    }
    if (isApi) return withSecurityHeaders(await api.fetch(request, env, ctx));

    const nonce = createNonce();
    const session = await readRequestSession(request, env);
    const context = new RouterContextProvider();
    context.set(requestContext, { env, ctx, nonce, user: session.user });
    const response = withSecurityHeaders(await handlePage(request, context), nonce);
    if (session.setCookie) response.headers.append("Set-Cookie", session.setCookie);
    return response;
  },
} satisfies ExportedHandler<Env>;
