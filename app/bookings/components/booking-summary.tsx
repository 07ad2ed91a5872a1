import type { BookingSummary } from "../book-view";
import { bookPageText } from "../texts";

const linkClass = "font-semibold text-brand-700 underline underline-offset-4";

/** The booking's time in the client's zone and in IST, its meeting link and the calendar links. */
export function BookingSummaryCard({ summary }: { summary: BookingSummary }) {
  const standing = summary.status === "confirmed";
  return (
    <div className="space-y-4" data-testid="booking-summary">
      <dl className="grid gap-2 sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold text-navy-900">Topic</dt>
        <dd>{summary.topic}</dd>
        <dt className="font-semibold text-navy-900">When</dt>
        <dd data-testid="booking-when">{summary.when}</dd>
        {summary.previously ? (
          <>
            <dt className="font-semibold text-navy-900">{bookPageText.previously}</dt>
            <dd className="text-muted line-through" data-testid="booking-previously">
              {summary.previously}
            </dd>
          </>
        ) : null}
        <dt className="font-semibold text-navy-900">{bookPageText.inIst}</dt>
        <dd data-testid="booking-ist">{summary.ist}</dd>
        <dt className="font-semibold text-navy-900">Length</dt>
        <dd>{summary.minutes} minutes</dd>
        {standing && summary.meetingLink ? (
          <>
            <dt className="font-semibold text-navy-900">Meeting link</dt>
            <dd>
              <a href={summary.meetingLink} className={linkClass} rel="noopener noreferrer">
                {summary.meetingLink}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      {standing ? (
        <ul className="flex flex-wrap gap-4">
          <li>
            <a href={summary.google} className={linkClass} rel="noopener noreferrer" target="_blank">
              {bookPageText.google}
            </a>
          </li>
          <li>
            <a href={summary.outlook} className={linkClass} rel="noopener noreferrer" target="_blank">
              {bookPageText.outlook}
            </a>
          </li>
          <li>
            <a href={summary.icsHref} className={linkClass} download="adrig-consultation.ics" data-testid="ics-link">
              {bookPageText.ics}
            </a>
          </li>
        </ul>
      ) : (
        <p role="status" className="font-semibold text-red-800" data-testid="booking-cancelled">
          {bookPageText.cancelledNotice}
        </p>
      )}
    </div>
  );
}
