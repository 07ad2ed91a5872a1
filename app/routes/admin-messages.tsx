import { Form, Link } from "react-router";
import { serviceLabel } from "~/conversations/contact-services";
import { conversationDeps } from "~/conversations/deps.server";
import {
  DEFAULT_VIEW,
  type InboxRow,
  type InboxView,
  inboxSearchShortened,
  inboxViews,
  statusLabels,
  viewLabels,
} from "~/conversations/inbox";
import { listInbox, readInboxQuery } from "~/conversations/inbox.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { KeyboardShortcuts } from "~/staff/components/keyboard-shortcuts";
import { StaffAreaShell, StatusBadge } from "~/staff/components/staff-area-shell";
import { requireStaff } from "~/staff/guards.server";
import { staffHeaders, staffMeta } from "~/staff/staff-route";
import { elapsed } from "~/ui/format";
import { LIMITS } from "~/ui/forms/limits";
import { Moment } from "~/ui/moment";
import type { Route } from "./+types/admin-messages";

export async function loader(args: Route.LoaderArgs) {
  const staff = requireStaff(args);
  const { env } = getRequestContext(args.context);
  const query = readInboxQuery(new URL(args.request.url).searchParams);
  return listInbox(conversationDeps(env).db, staff.id, query, new Date());
}

export const headers = staffHeaders;
export const meta: Route.MetaFunction = (args) => staffMeta(args, "Inbox");

/** The inbox's address for a view, search and page (defaults left out, so links stay short). */
function inboxHref(view: InboxView, search: string, page = 1): string {
  const params = new URLSearchParams();
  if (view !== DEFAULT_VIEW) params.set("view", view);
  if (search) params.set("q", search);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/admin/messages?${query}` : "/admin/messages";
}

/** Moves the keyboard focus to the next (or previous) conversation of the list. */
function moveFocus(step: 1 | -1) {
  const links = [...document.querySelectorAll<HTMLAnchorElement>("[data-inbox-link]")];
  if (links.length === 0) return;
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next = at < 0 ? (step === 1 ? 0 : links.length - 1) : Math.min(links.length - 1, Math.max(0, at + step));
  links[next]?.focus();
}

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const { view, search, shortened, counts, rows, page, pages, now } = loaderData;
  return (
    <StaffAreaShell title="Inbox">
      <KeyboardShortcuts
        shortcuts={[
          { key: "j", what: "Next conversation", run: () => moveFocus(1) },
          { key: "k", what: "Previous conversation", run: () => moveFocus(-1) },
          {
            key: "Enter",
            what: "Open the conversation in focus",
            run: () => (document.activeElement as HTMLElement)?.click(),
          },
        ]}
      />
      <div className="flex flex-col gap-4">
        <Form method="get" action="/admin/messages" role="search" className="flex flex-wrap items-end gap-2">
          {view !== DEFAULT_VIEW ? <input type="hidden" name="view" value={view} /> : null}
          <div className="min-w-0 flex-1 sm:flex-none">
            <label htmlFor="inbox-search" className="block text-sm font-semibold text-navy-900">
              Search
            </label>
            <input
              id="inbox-search"
              type="search"
              name="q"
              defaultValue={search}
              maxLength={LIMITS.inboxSearch.max}
              placeholder="Names, e-mail, messages, notes"
              className="mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2 text-ink placeholder:text-slate-600 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 sm:w-80"
            />
          </div>
          <button
            type="submit"
            className="rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
          >
            Search
          </button>
        </Form>
        <nav aria-label="Views" className="-mx-1 overflow-x-auto">
          <ul className="flex gap-2 px-1 pb-1">
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

      {shortened ? (
        <p role="status" className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-ink ring-1 ring-amber-300">
          {inboxSearchShortened(search)}
        </p>
      ) : null}

      {rows.length === 0 ? (
        <p className="mt-6 rounded-2xl bg-white p-6 text-muted shadow-sm ring-1 ring-black/5">
          {search ? `No conversations match “${search}” here.` : "Nothing here. Well done."}
        </p>
      ) : (
        <ol
          className="mt-6 divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5"
          aria-label={`${viewLabels[view]} conversations`}
        >
          {rows.map((row) => (
            <InboxListItem key={row.id} row={row} now={now} />
          ))}
        </ol>
      )}

      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-4 text-sm font-semibold">
          {page > 1 ? (
            <Link
              to={inboxHref(view, search, page - 1)}
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
              to={inboxHref(view, search, page + 1)}
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
      <p className="mt-6 text-sm text-muted">
        Press <kbd className="rounded border border-slate-300 bg-white px-1.5 font-mono">?</kbd> for keyboard shortcuts.
      </p>
    </StaffAreaShell>
  );
}

function InboxListItem({ row, now }: { row: InboxRow; now: string }) {
  const waiting = row.waitingSince && (row.status === "new" || row.status === "client_replied");
  return (
    <li data-testid="inbox-row" className={`grid gap-1 p-4 ${row.unread ? "bg-brand-50/60" : ""}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="min-w-0">
          {row.unread ? (
            <span
              data-testid="unread"
              className="mr-2 inline-block rounded-full bg-brand-600 px-2 text-xs font-bold text-white"
            >
              Unread
            </span>
          ) : null}
          <Link
            to={`/admin/messages/${row.id}`}
            data-inbox-link
            className={`underline-offset-4 hover:underline ${row.unread ? "font-extrabold text-navy-900" : "font-bold text-brand-700"}`}
          >
            {row.name}
          </Link>
          <span className="text-sm text-muted"> · {serviceLabel(row.service)}</span>
        </p>
        <div className="flex items-center gap-2 text-sm">
          {waiting ? (
            <span data-testid="waiting" className="font-semibold text-amber-900">
              {`waiting ${elapsed(row.waitingSince!, now)}`}
            </span>
          ) : null}
          <StatusBadge status={row.status}>{statusLabels[row.status]}</StatusBadge>
        </div>
      </div>
      <p className="break-words text-sm text-ink" data-testid="inbox-row-preview">
        {row.snippet ? (
          <>
            {row.snippet.inNote ? <span className="font-semibold text-amber-900">Note: </span> : null}
            {row.snippet.parts.map((part, i) =>
              part.match ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one snippet never move.
                <mark key={i} className="rounded bg-amber-200 px-0.5 text-ink">
                  {part.text}
                </mark>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one snippet never move.
                <span key={i}>{part.text}</span>
              ),
            )}
          </>
        ) : (
          row.preview
        )}
      </p>
      <p className="text-xs text-muted" data-testid="inbox-row-last">
        {row.lastAuthor === "staff" ? `${row.lastAuthorName ?? "ADRIG"} replied` : `${row.name} wrote`}
        {" · "}
        <Moment at={row.lastActivityAt} now={now} />
        {" · "}
        {row.assignee ? <span data-testid="row-assignee">Assigned to {row.assignee.name}</span> : "Unassigned"}
      </p>
    </li>
  );
}
