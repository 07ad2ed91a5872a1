import { formatIndiaDateTime, newsletterStaffText } from "~/newsletter";
import { countByStatus, listConfirmed, newsletterDeps } from "~/newsletter/index.server";

import { getRequestContext } from "~/platform/http/request-context.server";
import { StaffAreaShell, staffHeaders, staffMeta } from "~/staff";
import { requireStaff } from "~/staff/index.server";

import type { Route } from "./+types/admin-subscribers";

/** Staff only: how many addresses are in each state, and who is confirmed since when. */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const { db } = newsletterDeps(getRequestContext(args.context).env, args.request);
  const [counts, confirmed] = await Promise.all([countByStatus(db), listConfirmed(db)]);
  return {
    counts,
    confirmed: confirmed.map((s) => ({ email: s.email, source: s.source, confirmedAt: s.confirmedAt.toISOString() })),
  };
}

export const headers = staffHeaders;

export const meta: Route.MetaFunction = (args) => staffMeta(args, newsletterStaffText.subscribers.title);

const STATUS_LABELS = newsletterStaffText.subscribers.statuses;

export default function AdminSubscribers({ loaderData }: Route.ComponentProps) {
  const { counts, confirmed } = loaderData;
  return (
    <StaffAreaShell
      title={newsletterStaffText.subscribers.title}
      actions={
        // A plain link, not the client router: the answer is a file download.
        <a
          href="/admin/subscribers.csv"
          download
          className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
        >
          {newsletterStaffText.subscribers.exportCsv}
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
      <h2 className="mt-12 text-xl font-bold text-navy-900">{newsletterStaffText.subscribers.confirmedTitle}</h2>
      {confirmed.length === 0 ? (
        <p className="mt-4 text-muted">{newsletterStaffText.subscribers.none}</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-2xl bg-white p-4">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{newsletterStaffText.subscribers.caption}</caption>
            <thead className="border-b border-slate-300 text-navy-900">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  {newsletterStaffText.subscribers.email}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {newsletterStaffText.subscribers.confirmedAt}
                </th>
                <th scope="col" className="py-2">
                  {newsletterStaffText.subscribers.source}
                </th>
              </tr>
            </thead>
            <tbody>
              {confirmed.map((s) => (
                <tr key={s.email} className="border-b border-slate-100">
                  <td className="py-2 pr-4 break-all">{s.email}</td>
                  <td className="py-2 pr-4">
                    <time dateTime={s.confirmedAt}>{formatIndiaDateTime(s.confirmedAt)}</time>
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
