import { createContext, type RouterContextProvider } from "react-router";
import type { Reauth } from "./session.server";
import type { SessionUser } from "./session-user";

/** Who is asking, read once from the session cookie by the Worker entry for every loader and action. */
export type SessionContext = {
  /** The signed-in user, or null. */
  user: SessionUser | null;
  /** The raw session token, for signing out; never logged, never sent to the browser. */
  sessionToken: string | null;
  /** The session began with a second factor (two-step verification): the staff area needs it. */
  secondFactor: boolean;
  /** The session's last "Confirm it's you": security changes on /account need a recent one. */
  reauth: Reauth | null;
  /** The signed-in account's time zone, or null (signed out, or none known): see app/ui/format.ts. */
  timeZone: string | null;
  /** A session cookie came, but D1 failed while reading it: the visitor may be signed in. */
  sessionUnavailable: boolean;
};

export const sessionContext = createContext<SessionContext>();

export function getSession(context: Readonly<RouterContextProvider>): SessionContext {
  return context.get(sessionContext);
}
