import { type SecurityEventView, type StaffEventView, securityEventSentence } from "~/accounts/security-log";
import { securityLogText } from "~/accounts/security-log-text";
import { LocalTime } from "~/ui/shown-zone";

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
        <LocalTime at={event.at} />
        {event.lastAt ? (
          <>
            {" – "}
            <LocalTime at={event.lastAt} />
          </>
        ) : null}
        {from ? ` · ${from}` : null}
      </p>
    </>
  );
}

/** A list of security events (one of the log's two lists, say), or "Nothing yet." */
export function SecurityEvents({
  events,
  title,
  testId,
}: {
  events: SecurityEventView[];
  title: string;
  testId: string;
}) {
  if (events.length === 0) return <p className="mt-2 text-sm text-muted">{securityLogText.empty}</p>;
  return (
    <ol
      className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200"
      aria-label={title}
      data-testid={testId}
    >
      {events.map((event) => (
        <li key={event.id} className="p-4" data-testid="security-event">
          <EventLine event={event} what={securityEventSentence(event)} />
        </li>
      ))}
    </ol>
  );
}

/** /account's log: what it reads from (security-log.server.ts, listAccountSecurityLog). */
export type AccountSecurityLog = { changes: SecurityEventView[]; activity: SecurityEventView[] };

/**
 * /account's "Security log", in two lists, newest first, each event with its time, browser and
 * approximate place: every security change of the year, then the last 50 sign-ins and downloads
 * (app/accounts/security-log.server.ts). Routine entries have their own list, so however many
 * there are, they never push a change out of sight.
 */
export function SecurityLog({ log }: { log: AccountSecurityLog }) {
  return (
    <>
      <p className="text-muted">{securityLogText.intro}</p>
      <h3 className="mt-6 font-semibold text-navy-900">{securityLogText.changesTitle}</h3>
      <p className="mt-1 text-sm text-muted">{securityLogText.changesIntro}</p>
      <SecurityEvents events={log.changes} title={securityLogText.changesTitle} testId="security-changes" />
      <h3 className="mt-6 font-semibold text-navy-900">{securityLogText.activityTitle}</h3>
      <p className="mt-1 text-sm text-muted">{securityLogText.activityIntro}</p>
      <SecurityEvents events={log.activity} title={securityLogText.activityTitle} testId="security-activity" />
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
