import { formatDateTime, timeAgo } from "~/ui/format";

/**
 * A moment as staff lists show it: "2 h ago", with the exact time on hover (title) and for screen
 * readers (the visually hidden text), and in `dateTime` for machines.
 */
export function Moment({ at, now }: { at: string; now: string }) {
  const exact = formatDateTime(at);
  return (
    <time dateTime={at} title={exact}>
      <span aria-hidden="true">{timeAgo(at, now)}</span>
      <span className="sr-only">{exact}</span>
    </time>
  );
}
