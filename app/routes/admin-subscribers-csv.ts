import { listConfirmed, newsletterDeps, subscribersCsv } from "~/newsletter/index.server";

import { getRequestContext } from "~/platform/http/request-context.server";
import { requireStaff } from "~/staff/index.server";
import type { Route } from "./+types/admin-subscribers-csv";

/** Staff only: the confirmed subscribers as `email,confirmed_at,source`. */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const rows = await listConfirmed(newsletterDeps(getRequestContext(args.context).env, args.request).db);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(subscribersCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="adrig-newsletter-subscribers-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
