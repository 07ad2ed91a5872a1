import { data, Link } from "react-router";
import {
  BookingSummaryCard,
  bookingErrors,
  bookPageText,
  CancelForm,
  CancelLink,
  MANAGE_PATH,
  MoveSection,
} from "~/bookings";
import {
  bookingDeps,
  bookingForLink,
  bookingSummary,
  bookPageView,
  manageActions,
  movesLeft,
} from "~/bookings/index.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { formPageHeaders } from "~/platform/http/route-headers";
import { mailLinkOrigin } from "~/platform/mail/links.server";
import { BOOK_PATH } from "~/site";
import { PageHero } from "~/ui/page/page-hero";
import { seo } from "~/ui/seo";
import { failureTitles } from "~/ui/ui-text";
import type { Route } from "./+types/book-manage";

/**
 * The private manage link's page: no sign-in, the booking its token names, moved (while it has
 * moves left) or cancelled.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { env } = getRequestContext(context);
  const deps = bookingDeps(env);
  const params = new URL(request.url).searchParams;
  const token = params.get("token") ?? "";
  try {
    const booking = await bookingForLink(deps, token);
    const left = movesLeft(booking);
    const view = left > 0 ? await bookPageView(deps, params, booking.timeZone) : null;
    const standing = booking.status === "confirmed";
    // "Cancel the consultation…" asks first: `step=cancel` is the question (a page of its own without JavaScript).
    const cancelling = standing && params.get("step") === "cancel";
    return { token, summary: bookingSummary(booking, deps), view, movesLeft: left, standing, cancelling };
  } catch (err) {
    if (!(err instanceof UserFacingError)) throw err;
    return data(
      { token: "", summary: null, view: null, movesLeft: 0, standing: false, cancelling: false },
      { status: 404 },
    );
  }
}

/** Move or cancel (app/bookings/manage-actions.server.ts). */
export async function action({ context, request }: Route.ActionArgs) {
  const { env } = getRequestContext(context);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const ctx = { deps: bookingDeps(env, mailLinkOrigin(env, request)), token, request };
  return handleForm(
    request,
    { failureTitle: failureTitles.generic, keep: ["intent", "start"], where: "book-manage" },
    (body) => manageActions.dispatch(ctx, body),
  );
}

export const headers = formPageHeaders({ "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" });

export const meta: Route.MetaFunction = (args) => seo(args, { title: bookPageText.manageTitle, noindex: true });

export default function BookManage({ loaderData, actionData }: Route.ComponentProps) {
  const { token, summary, view, movesLeft: left, standing, cancelling } = loaderData;
  const booking = `${MANAGE_PATH}?${new URLSearchParams({ token })}`;
  const here = `${MANAGE_PATH}?${new URLSearchParams({ token, ...(view ? { tz: view.zone, ...(view.day ? { day: view.day } : {}) } : {}) })}`;
  const cancelStep = `${booking}&step=cancel`;
  return (
    <>
      <PageHero width="max-w-4xl" title={bookPageText.manageTitle} />
      <div className="bg-brand-50 px-4 py-14 sm:px-6">
        {/* With JavaScript, a form's refusal replaces this region in place (forms.enhance.ts). */}
        <div
          data-form-region=""
          className="mx-auto max-w-4xl space-y-8 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-black/5 sm:p-8"
        >
          {summary ? <BookingSummaryCard summary={summary} /> : null}
          {!summary ? (
            <p role="alert">
              {bookingErrors.linkInvalid}{" "}
              <Link to={BOOK_PATH} className="font-semibold text-brand-700 underline underline-offset-4">
                {bookPageText.title}
              </Link>
            </p>
          ) : null}
          {summary && !standing ? (
            <p>
              <Link to={BOOK_PATH} className="font-semibold text-brand-700 underline underline-offset-4">
                {bookPageText.bookAnother}
              </Link>
            </p>
          ) : null}
          {summary && cancelling ? (
            <CancelForm action={cancelStep} keepHref={booking} when={summary.when} answer={actionData ?? null} />
          ) : null}
          {standing && !cancelling ? (
            <>
              <MoveSection view={view} movesLeft={left} token={token} action={here} answer={actionData ?? null} />
              <section className="space-y-4" aria-labelledby="cancel-title">
                <h2 id="cancel-title" className="text-xl font-extrabold text-navy-900">
                  {bookPageText.cancel}
                </h2>
                <CancelLink href={cancelStep} />
              </section>
            </>
          ) : null}
        </div>
      </div>
    </>
  );
}
