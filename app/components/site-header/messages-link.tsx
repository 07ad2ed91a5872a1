import { Link } from "react-router";
import { MESSAGES_PATH } from "~/lib/conversations";
import { useUnreadReplies } from "~/lib/unread-replies";

/**
 * Signed in: "Messages" and the number of conversations with a reply not yet opened. The number
 * is always in the markup, hidden by CSS when it is 0: a signed-in page's template carries a
 * marker there, filled per person without a render (workers/edge-cache/signed-in.ts).
 */
export function MessagesLink({ className }: { className: string }) {
  const unread = useUnreadReplies();
  return (
    <Link to={MESSAGES_PATH} className={className} data-testid="header-messages">
      {"Messages "}
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
