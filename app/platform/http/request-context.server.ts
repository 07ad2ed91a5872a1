import { createContext, type RouterContextProvider } from "react-router";
import type { Reauth } from "~/accounts/session.server";
import type { SessionUser } from "~/accounts/session-user";
import type { StaffBar } from "~/staff/request-session.server";

/** What the Worker entry hands every loader and action: bindings, execution context and the CSP nonce. */
export type RequestContext = {
  env: Env;
  ctx: ExecutionContext;
  /** Per-request nonce for inline scripts; the same value goes into the CSP header. */
  nonce: string;
  /** The signed-in user, read once from the session cookie by the Worker entry. */
  user: SessionUser | null;
  /** The raw session token, for signing out; never logged, never sent to the browser. */
  sessionToken: string | null;
  /** The session began with a second factor (two-step verification): the staff area needs it. */
  secondFactor?: boolean;
  /** The session's last "Confirm it's you": security changes on /account need a recent one. */
  reauth?: Reauth | null;
  /** Conversations with a reply the user has not opened: the header's "Messages N" (0 signed out). */
  unreadReplies?: number;
  /** For staff, the staff bar's name and "Inbox N", read with the session; null for everyone else. */
  staffBar?: StaffBar | null;
  /** A session cookie came, but D1 failed while reading it: the visitor may be signed in. */
  sessionUnavailable?: boolean;
};

export const requestContext = createContext<RequestContext>();

export function getRequestContext(context: Readonly<RouterContextProvider>): RequestContext {
  return context.get(requestContext);
}
