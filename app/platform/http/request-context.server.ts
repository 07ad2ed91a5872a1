import { createContext, type RouterContextProvider } from "react-router";

/**
 * What the Worker entry hands every loader and action: bindings, execution context and the CSP
 * nonce. Who is asking is the session's context (app/accounts/session-context.server.ts), and
 * the header's counts the frame's (app/frame/request-session.server.ts).
 */
export type RequestContext = {
  env: Env;
  ctx: ExecutionContext;
  /** Per-request nonce for inline scripts; the same value goes into the CSP header. */
  nonce: string;
};

export const requestContext = createContext<RequestContext>();

export function getRequestContext(context: Readonly<RouterContextProvider>): RequestContext {
  return context.get(requestContext);
}
