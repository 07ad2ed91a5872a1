import { data } from "react-router";
import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import {
  OFFICE_DAY_FIELDS,
  OfficeHoursForm,
  officeHoursIntents,
  RangeForm,
  ReportView,
  rangeSearch,
  reportsPageText,
  SectionNav,
} from "~/reports";
import { officeHoursActions, reportPage, reportsDb } from "~/reports/index.server";
import { ADMIN_REPORTS_PATH, StaffAreaShell, staffFailureTitles, staffHeaders, staffMeta } from "~/staff";
import { requireStaff } from "~/staff/index.server";
import { answerFor } from "~/ui/forms/form-answer";
import type { Route } from "./+types/admin-reports";

/**
 * Staff only: the reports (docs/reports.md) for the range the GET form names, read from the
 * daily roll-ups; the D1 rows the report read are given in `Server-Timing` (npm run bench reads them).
 */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const { env } = getRequestContext(args.context);
  const page = await reportPage(reportsDb(env), new URL(args.request.url), new Date());
  const { rowsRead, ...shown } = page;
  return data(shown, {
    status: page.error ? 400 : 200,
    headers: { "Server-Timing": `report;desc="D1 rows read: ${rowsRead}"` },
  });
}

/** The office hours form (app/reports/office-hours-actions.server.ts). */
export async function action(args: Route.ActionArgs) {
  requireStaff(args);
  const { env } = getRequestContext(args.context);
  const ctx = { db: reportsDb(env), back: `${ADMIN_REPORTS_PATH}${new URL(args.request.url).search}` };
  return handleForm(
    args.request,
    {
      failureTitle: staffFailureTitles.staff,
      keep: ["intent", "start", "end", ...OFFICE_DAY_FIELDS],
      where: "reports",
    },
    (body) => officeHoursActions.dispatch(ctx, body),
  );
}

export function headers(args: Route.HeadersArgs) {
  const headers = staffHeaders(args);
  const timing = args.loaderHeaders.get("Server-Timing");
  if (timing) headers.set("Server-Timing", timing);
  return headers;
}

export const meta: Route.MetaFunction = (args) => staffMeta(args, reportsPageText.title);

export default function AdminReports({ loaderData, actionData }: Route.ComponentProps) {
  const { query, section, error, report, officeHours } = loaderData;
  const search = rangeSearch(query);
  return (
    <StaffAreaShell title={reportsPageText.title}>
      <div className="space-y-8">
        <p className="max-w-3xl text-ink">{reportsPageText.intro}</p>
        <RangeForm query={query} error={error} />
        <SectionNav current={section} search={search} />
        <ReportView report={report} csvHref={(table) => `${ADMIN_REPORTS_PATH}.csv?table=${table}&${search}`} />
        {section === "speed" ? (
          <OfficeHoursForm
            hours={officeHours}
            action={`${ADMIN_REPORTS_PATH}?${search}&section=speed`}
            answer={answerFor(actionData, officeHoursIntents.save)}
          />
        ) : null}
      </div>
    </StaffAreaShell>
  );
}
