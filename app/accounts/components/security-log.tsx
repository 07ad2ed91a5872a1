import type { SecurityEventView, StaffEventView } from "~/accounts/security-log";
import { securityLogText } from "~/accounts/security-log-text";
import { formatDateTime } from "~/ui/format";

/** "Chrome 131 on Linux · Chennai, IN", or nothing when the event has neither. */
function whereFrom(event: SecurityEventView): string | null {
  const parts = [event.browser, event.place].filter(Boolean);
  return parts.length > 0 ? parts.join(" · ") : null;
}

function EventLine({ event, what }: { event: SecurityEventView; what: string }) {
  const from = whereFrom(event);
  return (
    <>
      <p className="font-semibold text-navy-900" data-testid="security-event-what">
        {what}
      </p>
      <p className="text-sm text-muted">
        <time dateTime={event.at}>{formatDateTime(event.at)}</time>
        {from ? ` · ${from}` : null}
      </p>
    </>
  );
}

/** The sentence of an event: its kind's label, its detail, and for staff events who made it. */
function sentenceOf(event: SecurityEventView): string {
  const label = securityLogText.kinds[event.kind] ?? event.kind;
  const detail = event.detail ? `: “${event.detail}”` : "";
  const by =
    event.kind === "admin-granted" || event.kind === "admin-revoked"
      ? ` by ${event.actor ?? securityLogText.unknownActor}`
      : "";
  return `${label}${detail}${by}`;
}

/**
 * /account's "Security log": the account's last 50 sign-ins and security changes, newest first,
 * each with its time, browser and approximate place (app/accounts/security-log.server.ts).
 */
export function SecurityLog({ events }: { events: SecurityEventView[] }) {
  return (
    <>
      <p className="text-muted">{securityLogText.intro}</p>
      {events.length === 0 ? (
        <p className="mt-4 text-sm text-muted">{securityLogText.empty}</p>
      ) : (
        <ol
          className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200"
          aria-label={securityLogText.title}
        >
          {events.map((event) => (
            <li key={event.id} className="p-4" data-testid="security-event">
              <EventLine event={event} what={sentenceOf(event)} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/** /admin/team's "Staff changes": whose admin access was given or removed, by whom, when and from where. */
export function StaffEvents({ events }: { events: StaffEventView[] }) {
  return (
    <>
      <p className="mt-1 text-sm text-muted">{securityLogText.staffIntro}</p>
      {events.length === 0 ? (
        <p className="mt-4 text-sm text-muted">{securityLogText.staffEmpty}</p>
      ) : (
        <ol className="mt-4 divide-y divide-slate-200" aria-label={securityLogText.staffTitle}>
          {events.map((event) => (
            <li key={event.id} className="py-3" data-testid="staff-event">
              <EventLine
                event={event}
                what={`${securityLogText.kinds[event.kind] ?? event.kind}: ${event.account}, by ${event.actor ?? securityLogText.unknownActor}`}
              />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
