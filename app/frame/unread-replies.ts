import { useMatches } from "react-router";
import type { ThreadReadMark } from "~/conversations";
import { useRootData } from "~/frame/root-data";

/**
 * The header's "Messages N": the count read with the session, less the conversation this page
 * has just marked read (the session was read before the page's loader marked it). Leaving the
 * page reads the count again (app/root.tsx shouldRevalidate).
 */
export function useUnreadReplies(): number {
  const count = Number.parseInt(useRootData()?.unreadReplies ?? "", 10) || 0;
  const readNow = useMatches().some((match) => (match.loaderData as ThreadReadMark | undefined)?.readNow === true);
  return Math.max(0, count - (readNow ? 1 : 0));
}
