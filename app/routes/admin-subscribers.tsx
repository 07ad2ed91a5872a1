import { countByStatus, listConfirmed } from "~/newsletter/subscribers.server";
import { createDb } from "~/platform/db/client.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { StaffAreaShell } from "~/staff/components/staff-area-shell";
import { requireStaff } from "~/staff/guards.server";
import { staffHeaders, staffMeta } from "~/staff/staff-route";
import type { Route } from "./+types/admin-subscribers";

/** Staff only: how many addresses are in each state, and who is confirmed since when. */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const db = createDb(getRequestContext(args.context).env.DB);
  const [counts, confirmed] = await Promise.all([countByStatus(db), listConfirmed(db)]);
  return {
    counts,
    confirmed: confirmed.map((s) => ({ email: s.email, source: s.source, confirmedAt: s.confirmedAt.toISOString() })),
  };
}

export const headers = staffHeaders;

export const meta: Route.MetaFunction = (args) => staffMeta(args, "Newsletter subscribers");

const STATUS_LABELS = {
  confirmed: "Confirmed",
  pending: "Waiting for confirmation",
  unsubscribed: "Unsubscribed",
} as const;

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

export default function AdminSubscribers({ loaderData }: Route.ComponentProps) {
  const { counts, confirmed } = loaderData;
  return (
    <StaffAreaShell
      title="Newsletter subscribers"
      actions={
        // A plain link, not the client router: the answer is a file download.
        <a
          href="/admin/subscribers.csv"
          download
          className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
        >
          Export CSV
        </a>
      }
    >
      <dl className="grid gap-4 sm:grid-cols-3">
        {(Object.keys(STATUS_LABELS) as (keyof typeof STATUS_LABELS)[]).map((status) => (
          <div
            key={status}
            className="rounded-2xl border border-slate-200 bg-white p-5"
            data-testid={`count-${status}`}
          >
            <dt className="text-sm font-semibold text-muted">{STATUS_LABELS[status]}</dt>
            <dd className="mt-1 text-3xl font-extrabold text-navy-900">{counts[status]}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-12 text-xl font-bold text-navy-900">Confirmed subscribers</h2>
      {confirmed.length === 0 ? (
        <p className="mt-4 text-muted">Nobody has confirmed a subscription yet.</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-2xl bg-white p-4">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Confirmed subscribers, oldest confirmation first</caption>
            <thead className="border-b border-slate-300 text-navy-900">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  E-mail
                </th>
                <th scope="col" className="py-2 pr-4">
                  Confirmed (IST)
                </th>
                <th scope="col" className="py-2">
                  Signed up through
                </th>
              </tr>
            </thead>
            <tbody>
              {confirmed.map((s) => (
                <tr key={s.email} className="border-b border-slate-100">
                  <td className="py-2 pr-4 break-all">{s.email}</td>
                  <td className="py-2 pr-4">
                    <time dateTime={s.confirmedAt}>{dateFormat.format(new Date(s.confirmedAt))}</time>
                  </td>
                  <td className="py-2">{s.source}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </StaffAreaShell>
  );
}
