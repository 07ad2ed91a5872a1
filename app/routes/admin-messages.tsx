import { Form, Link } from "react-router";
import { conversationDeps } from "~/.server/conversations/deps";
import { requireAdmin } from "~/.server/http/guards";
import { getRequestContext } from "~/.server/http/request-context";
import { listInbox, readInboxQuery } from "~/.server/staff-inbox/list";
import { AdminShell, StatusBadge } from "~/components/admin/admin-shell";
import { adminHeaders, adminMeta } from "~/lib/admin-route";
import { serviceLabel } from "~/lib/contact-services";
import { formatDateTime } from "~/lib/format";
import { signedInOnly } from "~/lib/signed-in-only";
import {
  filterLabels,
  INBOX_SEARCH_MAX,
  type InboxFilter,
  inboxFilters,
  inboxSearchShortened,
  statusLabels,
} from "~/lib/staff-inbox";
import type { Route } from "./+types/admin-messages";

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const { env } = getRequestContext(args.context);
  return listInbox(conversationDeps(env).db, readInboxQuery(new URL(args.request.url).searchParams));
}

export const handle = signedInOnly;

export const headers = adminHeaders;
export const meta: Route.MetaFunction = (args) => adminMeta(args, "Messages");

/** The inbox's address for a filter, search and page (defaults left out, so links stay short). */
function inboxHref(filter: InboxFilter, search: string, page = 1): string {
  const params = new URLSearchParams();
  if (filter !== "new") params.set("filter", filter);
  if (search) params.set("q", search);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/admin/messages?${query}` : "/admin/messages";
}

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const { filter, search, shortened, counts, rows, page, pages } = loaderData;
  return (
    <AdminShell title="Messages">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <nav aria-label="Filter messages">
          <ul className="flex flex-wrap gap-2">
            {inboxFilters.map((f) => (
              <li key={f}>
                <Link
                  to={inboxHref(f, search)}
                  aria-current={f === filter ? "page" : undefined}
                  className={`inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold ${
                    f === filter
                      ? "border-brand-600 bg-brand-600 text-white"
                      : "border-slate-300 bg-white text-navy-900 hover:border-brand-600"
                  }`}
                >
                  {filterLabels[f]}
                  <span
                    data-testid={`count-${f}`}
                    className={`rounded-full px-2 text-xs ${f === filter ? "bg-white/20" : "bg-slate-100"}`}
                  >
                    {counts[f]}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Form method="get" action="/admin/messages" role="search" className="flex items-end gap-2">
          {filter !== "new" ? <input type="hidden" name="filter" value={filter} /> : null}
          <div>
            <label htmlFor="inbox-search" className="block text-sm font-semibold text-navy-900">
              Search
            </label>
            <input
              id="inbox-search"
              type="search"
              name="q"
              defaultValue={search}
              maxLength={INBOX_SEARCH_MAX}
              placeholder="Name, e-mail or text"
              className="mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2 text-ink placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 sm:w-72"
            />
          </div>
          <button
            type="submit"
            className="rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
          >
            Search
          </button>
        </Form>
      </div>

      {shortened ? (
        <p role="status" className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-ink ring-1 ring-amber-300">
          {inboxSearchShortened(search)}
        </p>
      ) : null}

      {rows.length === 0 ? (
        <p className="mt-8 rounded-2xl bg-white p-6 text-muted shadow-sm ring-1 ring-black/5">
          {search ? `No messages match “${search}” here.` : "No messages here."}
        </p>
      ) : (
        <ol
          className="mt-6 divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5"
          aria-label={`${filterLabels[filter]} messages`}
        >
          {rows.map((row) => (
            <li
              key={row.id}
              data-testid="inbox-row"
              className="grid gap-1 p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-center sm:gap-4"
            >
              <div className="min-w-0">
                <Link
                  to={`/admin/messages/${row.id}`}
                  className="font-bold text-brand-700 underline-offset-4 hover:underline"
                >
                  {row.name}
                </Link>
                <p className="truncate text-sm text-muted">{row.email}</p>
              </div>
              <div className="text-sm">
                <p className="font-semibold text-navy-900">{serviceLabel(row.service)}</p>
                <p className="text-muted" data-testid="inbox-row-last">
                  {row.lastAuthor === "staff" ? `${row.lastAuthorName ?? "ADRIG"} replied` : `${row.name} wrote`}
                  {" · "}
                  <time dateTime={row.lastActivityAt}>{formatDateTime(row.lastActivityAt)}</time>
                </p>
              </div>
              <div>
                <StatusBadge status={row.status}>{statusLabels[row.status]}</StatusBadge>
              </div>
            </li>
          ))}
        </ol>
      )}

      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-4 text-sm font-semibold">
          {page > 1 ? (
            <Link
              to={inboxHref(filter, search, page - 1)}
              rel="prev"
              className="rounded-full border border-slate-300 bg-white px-4 py-2 text-brand-700"
            >
              Previous page
            </Link>
          ) : (
            <span />
          )}
          <span className="text-navy-900">{`Page ${page} of ${pages}`}</span>
          {page < pages ? (
            <Link
              to={inboxHref(filter, search, page + 1)}
              rel="next"
              className="rounded-full border border-slate-300 bg-white px-4 py-2 text-brand-700"
            >
              Next page
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </AdminShell>
  );
}
