import { errorResponse } from "~/platform/http/errors.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { reportCsv, reportsDb } from "~/reports/index.server";
import { requireStaff } from "~/staff/index.server";
import type { Route } from "./+types/admin-reports-csv";

/** Staff only: one table of /admin/reports (`?table=` and the page's range) as CSV, the same cells as the page's table. */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const { env } = getRequestContext(args.context);
  try {
    const { fileName, csv, rowsRead } = await reportCsv(reportsDb(env), new URL(args.request.url), new Date());
    return new Response(csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${fileName}"`,
        "Cache-Control": "private, no-store",
        "Server-Timing": `report;desc="D1 rows read: ${rowsRead}"`,
      },
    });
  } catch (err) {
    return errorResponse(err, "reports_csv", args.request);
  }
}
