import { Link } from "react-router";
import { ADMIN_BOOKINGS_PATH } from "~/staff";
import { TextField } from "~/ui/form-field";
import { FormAlert } from "~/ui/forms/form-alert";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { IntentInput } from "~/ui/forms/intent-input";
import { useActionForm } from "~/ui/forms/use-action-form";
import {
  type StaffBookingListName,
  type StaffBookingPage,
  type StaffBookingRow,
  type StaffBookingsQuery,
  staffBookingsHref,
} from "../book-view";
import { staffBookingIntents } from "../intents";

import { BOOKING_LIMITS, bookingStaffText } from "../texts";

function CancelWithReason({ row, answer }: { row: StaffBookingRow; answer: FormAnswer | null }) {
  const { Form, fetcher, busy, formProps } = useActionForm(null, { action: ADMIN_BOOKINGS_PATH, answer });
  const latest = fetcher.data ?? answer;
  return (
    <Form {...formProps} className="flex flex-wrap items-end gap-2" aria-label={`Cancel ${row.name}'s consultation`}>
      <FormAlert toast={latest?.toast && !latest.fieldErrors ? latest.toast : null} />
      <IntentInput intent={staffBookingIntents.cancel} />
      <input type="hidden" name="id" value={row.id} />
      <div className="min-w-64 flex-1">
        <TextField
          label="Reason for the client"
          name="reason"
          maxLength={BOOKING_LIMITS.reason.max}
          error={latest?.fieldErrors?.reason}
        />
      </div>
      <button
        type="submit"
        disabled={busy}
        className="rounded-full border border-red-700 px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
      >
        Cancel and tell the client
      </button>
    </Form>
  );
}

/**
 * Cancelling is rare and cannot be undone: its form waits behind a disclosure, open when its
 * answer (a refused reason) is this booking's.
 */
function CancelDisclosure({ row, answer }: { row: StaffBookingRow; answer: FormAnswer | null }) {
  const mine = answer?.values?.id === row.id ? answer : null;
  return (
    <details open={mine ? true : undefined}>
      <summary className="w-fit cursor-pointer rounded text-sm font-semibold text-red-800">
        {bookingStaffText.cancelDisclosure}
      </summary>
      <div className="mt-3">
        <CancelWithReason row={row} answer={mine} />
      </div>
    </details>
  );
}

function NoShowButton({ row }: { row: StaffBookingRow }) {
  const { Form, busy, formProps } = useActionForm(null, { action: ADMIN_BOOKINGS_PATH });
  return (
    <Form {...formProps}>
      <IntentInput intent={staffBookingIntents.noShow} />
      <input type="hidden" name="id" value={row.id} />
      <button
        type="submit"
        disabled={busy}
        className="rounded-full border border-slate-400 px-4 py-2 text-sm font-semibold"
      >
        Mark as no-show
      </button>
    </Form>
  );
}

function BookingRow({ row, answer }: { row: StaffBookingRow; answer: FormAnswer | null }) {
  return (
    <li className="space-y-2 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5" data-testid="staff-booking">
      <p className="font-bold text-navy-900">
        {row.isToday && row.status === "confirmed" ? <span className="mr-2 text-brand-700">Today</span> : null}
        {row.ist}
      </p>
      <p className="text-sm text-muted">Client's time: {row.clientTime}</p>
      <p>
        {row.name} · {row.email}
        {row.company ? ` · ${row.company}` : ""}
      </p>
      <p className="text-sm">
        {row.topic} · with {row.mine ? "you" : (row.staffName ?? "a former staff member")}
        {row.status === "no_show" ? " · No-show" : ""}
      </p>
      {row.note ? <p className="whitespace-pre-line text-sm text-ink">{row.note}</p> : null}
      {row.status === "cancelled" ? (
        <p className="text-sm text-red-800">
          Cancelled by {row.cancelledBy === "staff" ? "us" : "the client"}
          {row.cancelReason ? `: ${row.cancelReason}` : ""}
        </p>
      ) : null}
      {row.meetingLink ? (
        <p className="text-sm" data-testid="meeting-link">
          {bookingStaffText.meeting}{" "}
          <a
            href={row.meetingLink}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold break-all text-brand-700 underline"
          >
            {row.meetingLink}
          </a>
        </p>
      ) : null}
      {row.conversationId ? (
        <Link
          to={`/admin/messages/${row.conversationId}`}
          className="inline-block py-1 text-sm font-semibold text-brand-700 underline"
        >
          Open the conversation
        </Link>
      ) : null}
      {row.status === "confirmed" && !row.started ? <CancelDisclosure row={row} answer={answer} /> : null}
      {row.status === "confirmed" && row.started ? <NoShowButton row={row} /> : null}
    </li>
  );
}

const linkClass = "rounded-full border border-slate-300 px-4 py-1.5 text-sm font-semibold hover:border-brand-600";

/** "Everyone's" or "Mine": plain links, so the filter works without JavaScript. */
export function StaffBookingFilter({ query }: { query: StaffBookingsQuery }) {
  const pages = { upcoming: 1, past: 1, cancelled: 1 };
  return (
    <nav aria-label={bookingStaffText.filter} className="flex gap-2">
      {[
        { mine: false, label: bookingStaffText.all },
        { mine: true, label: bookingStaffText.mine },
      ].map((choice) => (
        <Link
          key={choice.label}
          to={staffBookingsHref(query, { mine: choice.mine, pages })}
          aria-current={query.mine === choice.mine ? "page" : undefined}
          className={`${linkClass} ${query.mine === choice.mine ? "border-brand-600 bg-brand-600 text-white" : ""}`}
        >
          {choice.label}
        </Link>
      ))}
    </nav>
  );
}

function Pager({
  title,
  name,
  list,
  query,
}: {
  title: string;
  name: StaffBookingListName;
  list: StaffBookingPage;
  query: StaffBookingsQuery;
}) {
  if (list.pages <= 1) return null;
  const to = (page: number) => staffBookingsHref(query, { pages: { ...query.pages, [name]: page } });
  return (
    <nav aria-label={bookingStaffText.pager(title)} className="flex items-center gap-3 text-sm">
      {list.page > 1 ? (
        <Link to={to(list.page - 1)} className={linkClass} preventScrollReset>
          {bookingStaffText.previous}
        </Link>
      ) : null}
      <span className="text-muted">{bookingStaffText.pageOf(list.page, list.pages)}</span>
      {list.page < list.pages ? (
        <Link to={to(list.page + 1)} className={linkClass} preventScrollReset>
          {bookingStaffText.next}
        </Link>
      ) : null}
    </nav>
  );
}

/** One of /admin/bookings' three lists: a page of it, with "Previous" and "Next". */
export function StaffBookingList({
  title,
  name,
  list,
  query,
  empty,
  answer,
}: {
  title: string;
  name: StaffBookingListName;
  list: StaffBookingPage;
  query: StaffBookingsQuery;
  empty: string;
  answer: FormAnswer | null;
}) {
  const id = `bookings-${name}`;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-extrabold text-navy-900">
        {title} ({list.total})
      </h2>
      {list.rows.length === 0 ? <p className="text-muted">{empty}</p> : null}
      <ul className="space-y-3">
        {list.rows.map((row) => (
          <BookingRow key={row.id} row={row} answer={answer} />
        ))}
      </ul>
      <Pager title={title} name={name} list={list} query={query} />
    </section>
  );
}
