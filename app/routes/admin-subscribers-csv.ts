import { createDb } from "~/.server/db/client";
import { requireAdmin } from "~/.server/http/guards";
import { getRequestContext } from "~/.server/http/request-context";
import { subscribersCsv } from "~/.server/newsletter/csv";
import { listConfirmed } from "~/.server/newsletter/subscribers";
import type { Route } from "./+types/admin-subscribers-csv";

/** Staff only: the confirmed subscribers as `email,confirmed_at,source`. */
export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const rows = await listConfirmed(createDb(getRequestContext(args.context).env.DB));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(subscribersCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="adrig-newsletter-subscribers-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
