import { data, Link } from "react-router";
import { bookingToasts, bookPageText, CONFIRM_PATH, ConfirmBookingForm } from "~/bookings";
import {
  bookingDeps,
  bookPageView,
  confirmFromLink,
  managePath,
  requestForLink,
  requestSummary,
} from "~/bookings/index.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { formPageHeaders } from "~/platform/http/route-headers";
import { redirectWithToast } from "~/platform/http/toast.server";
import { mailLinkOrigin } from "~/platform/mail/links.server";
import { BOOK_PATH } from "~/site";
import { PageHero } from "~/ui/page/page-hero";
import { seo } from "~/ui/seo";
import { failureTitles } from "~/ui/ui-text";
import type { Route } from "./+types/book-confirm";

/**
 * A visitor's booking sent without JavaScript: `?sent` says the link is on its way; the mailed
 * link (`?token=`) shows the request, and its POST books it (opening the link books nothing).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { env } = getRequestContext(context);
  const deps = bookingDeps(env);
  const params = new URL(request.url).searchParams;
  const token = params.get("token") ?? "";
  if (!token && params.has("sent")) return { mailed: true, token, request: null, view: null, problem: null };
  try {
    const asked = await requestForLink(deps, token);
    const view = await bookPageView(deps, params, asked.timeZone);
    return { mailed: false, token, request: requestSummary(asked), view, problem: null };
  } catch (err) {
    if (!(err instanceof UserFacingError)) throw err;
    const answer = { mailed: false, token: "", request: null, view: null, problem: err.message };
    return data(answer, { status: err.status });
  }
}

export async function action({ context, request }: Route.ActionArgs) {
  const { env } = getRequestContext(context);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return handleForm(
    request,
    { failureTitle: failureTitles.generic, keep: ["start"], where: "book-confirm" },
    async (body) => {
      const deps = bookingDeps(env, mailLinkOrigin(env, request));
      const booking = await confirmFromLink(deps, token, body, request);
      // Following the mailed link proved the address: the booking's own page, to move or cancel.
      return redirectWithToast(managePath(deps.secret, booking), bookingToasts.booked);
    },
  );
}

export const headers = formPageHeaders({ "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" });

export const meta: Route.MetaFunction = (args) => seo(args, { title: bookPageText.confirmTitle, noindex: true });

export default function BookConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { mailed, token, request, view, problem } = loaderData;
  return (
    <>
      <PageHero width="max-w-3xl" title={mailed ? bookPageText.mailedTitle : bookPageText.confirmTitle} />
      <div className="bg-brand-50 px-4 py-14 sm:px-6">
        {/* With JavaScript, the form's answer replaces this region in place (forms.enhance.ts). */}
        <div
          data-form-region=""
          className="mx-auto max-w-3xl space-y-6 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-black/5 sm:p-8"
        >
          {mailed ? <p data-testid="booking-mailed">{bookPageText.mailedText}</p> : null}
          {request && view ? (
            <>
              <p>{bookPageText.confirmIntro}</p>
              <ConfirmBookingForm
                request={request}
                view={view}
                action={`${CONFIRM_PATH}?${new URLSearchParams({ token })}`}
                answer={actionData ?? null}
              />
            </>
          ) : null}
          {problem ? (
            <p role="alert">
              {problem}{" "}
              <Link to={BOOK_PATH} className="font-semibold text-brand-700 underline underline-offset-4">
                {bookPageText.title}
              </Link>
            </p>
          ) : null}
        </div>
      </div>
    </>
  );
}
