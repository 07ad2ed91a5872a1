import { Form, Link } from "react-router";
import {
  DEFAULT_VIEW,
  type InboxPage,
  type InboxView,
  inboxSearchShortened,
  inboxViews,
  viewLabels,
} from "~/conversations/inbox";
import { InboxListItem } from "~/conversations/staff/inbox-list-item";
import { inboxPageText } from "~/conversations/staff/inbox-text";
import { LIMITS } from "~/ui/forms/limits";

/** The inbox's address for a view, search and page (defaults left out, so links stay short). */
function inboxHref(view: InboxView, search: string, page = 1): string {
  const params = new URLSearchParams();
  if (view !== DEFAULT_VIEW) params.set("view", view);
  if (search) params.set("q", search);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/admin/messages?${query}` : "/admin/messages";
}

/** The inbox's search and its views, each with its count (the search kept across views). */
export function InboxFilters({ view, search, counts }: Pick<InboxPage, "view" | "search" | "counts">) {
  return (
    <div className="flex flex-col gap-4">
      <Form method="get" action="/admin/messages" role="search" className="flex flex-wrap items-end gap-2">
        {view !== DEFAULT_VIEW ? <input type="hidden" name="view" value={view} /> : null}
        <div className="min-w-0 flex-1 sm:flex-none">
          <label htmlFor="inbox-search" className="block text-sm font-semibold text-navy-900">
            {inboxPageText.searchLabel}
          </label>
          <input
            id="inbox-search"
            type="search"
            name="q"
            defaultValue={search}
            maxLength={LIMITS.inboxSearch.max}
            placeholder={inboxPageText.searchPlaceholder}
            className="mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2 text-ink placeholder:text-slate-600 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 sm:w-80"
          />
        </div>
        <button
          type="submit"
          className="rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {inboxPageText.searchButton}
        </button>
      </Form>
      <nav aria-label={inboxPageText.views}>
        <ul className="flex flex-wrap gap-2">
          {inboxViews.map((v) => (
            <li key={v} className="shrink-0">
              <Link
                to={inboxHref(v, search)}
                aria-current={v === view ? "page" : undefined}
                className={`inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold ${
                  v === view
                    ? "border-brand-600 bg-brand-600 text-white"
                    : "border-slate-300 bg-white text-navy-900 hover:border-brand-600"
                }`}
              >
                {viewLabels[v]}
                <span
                  data-testid={`count-${v}`}
                  className={`rounded-full px-2 text-xs ${v === view ? "bg-white/20" : "bg-slate-100"}`}
                >
                  {counts[v]}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** The inbox's list for a view and search: a note when the search was shortened, the rows, and its pages. */
export function InboxResults({
  view,
  search,
  shortened,
  rows,
  page,
  pages,
  now,
}: Pick<InboxPage, "view" | "search" | "shortened" | "rows" | "page" | "pages" | "now">) {
  return (
    <>
      {shortened ? (
        <p role="status" className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-ink ring-1 ring-amber-300">
          {inboxSearchShortened(search)}
        </p>
      ) : null}

      {rows.length === 0 ? (
        <p className="mt-6 rounded-2xl bg-white p-6 text-muted shadow-sm ring-1 ring-black/5">
          {search ? inboxPageText.noMatch(search) : inboxPageText.empty}
        </p>
      ) : (
        <ol
          className="mt-6 divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5"
          aria-label={inboxPageText.listLabel(viewLabels[view])}
        >
          {rows.map((row) => (
            <InboxListItem key={row.id} row={row} now={now} />
          ))}
        </ol>
      )}

      {pages > 1 ? (
        <nav
          aria-label={inboxPageText.pages}
          className="mt-6 flex items-center justify-between gap-4 text-sm font-semibold"
        >
          {page > 1 ? (
            <Link
              to={inboxHref(view, search, page - 1)}
              rel="prev"
              className="rounded-full border border-slate-300 bg-white px-4 py-2 text-brand-700"
            >
              {inboxPageText.previousPage}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-navy-900">{inboxPageText.page(page, pages)}</span>
          {page < pages ? (
            <Link
              to={inboxHref(view, search, page + 1)}
              rel="next"
              className="rounded-full border border-slate-300 bg-white px-4 py-2 text-brand-700"
            >
              {inboxPageText.nextPage}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </>
  );
}
