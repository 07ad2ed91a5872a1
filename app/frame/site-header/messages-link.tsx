import { Link } from "react-router";
import { MESSAGES_PATH } from "~/conversations";
import { useUnreadReplies } from "~/frame/unread-replies";
import { HeaderIcon } from "~/ui/header-icon";

/**
 * Signed in: "Messages" and the number of conversations with a reply not yet opened. The number
 * is always in the markup, hidden by CSS when it is 0: a signed-in page's template carries a
 * marker there, filled per person without a render (workers/edge-cache/signed-in.ts).
 *
 * `compact`: the header bar between 1024 and 1536 px shows an envelope instead of the word (still
 * the link's name for screen readers), so the menu, search and account fit in one row.
 */
export function MessagesLink({ className, compact = false }: { className: string; compact?: boolean }) {
  const unread = useUnreadReplies();
  return (
    <Link to={MESSAGES_PATH} className={className} data-testid="header-messages">
      {compact ? <HeaderIcon path="M4 6h16v12H4zM4 7l8 6 8-6" /> : null}
      <span className={compact ? "sr-only 2xl:not-sr-only" : undefined}>{"Messages "}</span>
      <span
        data-count={unread}
        className="ml-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-amber-400 px-1.5 text-xs font-bold text-navy-900 data-[count=0]:hidden"
      >
        {unread}
        <span className="sr-only"> unread</span>
      </span>
    </Link>
  );
}
