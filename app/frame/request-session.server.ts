import { sql } from "drizzle-orm";
import { createContext, type RouterContextProvider } from "react-router";
import { type RequestSession, readRequestSession } from "~/accounts/index.server";
import { needsReplyColumn, unreadRepliesColumn } from "~/conversations/index.server";

import { isStaff } from "~/staff";
import { displayNameColumn, profileOf } from "~/staff/index.server";

/** The staff bar on every staff page: who is signed in, by display name, and how many conversations need a reply. */
export type StaffBar = { staffName: string; needsReply: number };

/** What the frame shows with every page, read with the session (no round trip of its own). */
export type HeaderCounts = {
  /** Conversations with a reply the user has not opened: the header's "Messages N" (0 signed out). */
  unreadReplies: number;
  /** For staff, the staff bar's name and "Inbox N", read with the session; null for everyone else. */
  staffBar: StaffBar | null;
};

export const headerCountsContext = createContext<HeaderCounts>();

export function getHeaderCounts(context: Readonly<RouterContextProvider>): HeaderCounts {
  return context.get(headerCountsContext);
}

/** The staff area's pages and their data requests (`/admin`, `/admin/…`, `/admin.data`). */
const STAFF_AREA = /^\/admin(?:[/.]|$)/;

/**
 * A page's session (app/accounts/request-session.server.ts) with the frame's counts, read by the
 * session's own statement: the header's unread replies, and on staff pages the staff bar.
 */
export async function readPageSession(
  request: Request,
  env: Env,
  now = new Date(),
): Promise<Omit<RequestSession, "extras"> & Partial<HeaderCounts>> {
  // The staff bar's count is made only where the staff bar is: public pages never show it.
  const staffArea = STAFF_AREA.test(new URL(request.url).pathname);
  const { extras, ...session } = await readRequestSession(request, env, now, (user) => ({
    unreadReplies: unreadRepliesColumn(user.id),
    needsReply: staffArea ? needsReplyColumn(user.role) : sql<number>`0`.mapWith(Number),
    displayName: displayNameColumn(user),
  }));
  if (!session.user || !extras) return session;
  return {
    ...session,
    unreadReplies: extras.unreadReplies,
    staffBar:
      isStaff(session.user) && staffArea
        ? {
            staffName: profileOf({ ...session.user, displayName: extras.displayName, signature: null }).displayName,
            needsReply: extras.needsReply,
          }
        : null,
  };
}
