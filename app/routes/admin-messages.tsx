import { InboxFilters, InboxResults, inboxPageText, useRememberInboxOrder } from "~/conversations";
import { conversationDeps, listInbox, readInboxQuery } from "~/conversations/index.server";

import { getRequestContext } from "~/platform/http/request-context.server";
import { KeyboardShortcuts, ShortcutsHint, StaffAreaShell, staffHeaders, staffMeta } from "~/staff";

import { requireStaff } from "~/staff/index.server";

import type { Route } from "./+types/admin-messages";

export async function loader(args: Route.LoaderArgs) {
  const staff = requireStaff(args);
  const { env } = getRequestContext(args.context);
  const query = readInboxQuery(new URL(args.request.url).searchParams);
  return listInbox(conversationDeps(env).db, staff.id, query, new Date());
}

export const headers = staffHeaders;
export const meta: Route.MetaFunction = (args) => staffMeta(args, inboxPageText.title);

/** Moves the keyboard focus to the next (or previous) conversation of the list. */
function moveFocus(step: 1 | -1) {
  const links = [...document.querySelectorAll<HTMLAnchorElement>("[data-inbox-link]")];
  if (links.length === 0) return;
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next = at < 0 ? (step === 1 ? 0 : links.length - 1) : Math.min(links.length - 1, Math.max(0, at + step));
  links[next]?.focus();
}

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  useRememberInboxOrder(loaderData.rows.map((row) => row.id));
  return (
    <StaffAreaShell title={inboxPageText.title}>
      <KeyboardShortcuts
        shortcuts={[
          { key: "j", what: inboxPageText.nextShortcut, run: () => moveFocus(1) },
          { key: "k", what: inboxPageText.previousShortcut, run: () => moveFocus(-1) },
          {
            key: "Enter",
            what: inboxPageText.openShortcut,
            run: () => (document.activeElement as HTMLElement)?.click(),
          },
        ]}
      />
      <InboxFilters {...loaderData} />
      <InboxResults {...loaderData} />
      <ShortcutsHint text={inboxPageText.shortcutsHint} className="mt-6" />
    </StaffAreaShell>
  );
}
