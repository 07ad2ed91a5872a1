import { data, Link } from "react-router";
import { getSession } from "~/accounts/index.server";
import { BookingSummaryCard, bookingErrors, bookPageText } from "~/bookings";
import { bookingDeps, confirmationFor } from "~/bookings/index.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { BOOK_PATH } from "~/site";
import { PageHero } from "~/ui/page/page-hero";
import { seo } from "~/ui/seo";
import type { Route } from "./+types/book-confirmed";

/**
 * The confirmation after booking a consultation, opened with the booking's read-only token: the
 * manage link is shown only to a booker signed in with the booking's address; others are told it
 * was mailed.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { env } = getRequestContext(context);
  const { user } = getSession(context);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  try {
    return await confirmationFor(bookingDeps(env), token, user);
  } catch (err) {
    if (!(err instanceof UserFacingError)) throw err;
    return data({ summary: null, manageHref: null }, { status: 404 });
  }
}

export const headers = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" });

export const meta: Route.MetaFunction = (args) => seo(args, { title: bookPageText.confirmedTitle, noindex: true });

export default function BookConfirmed({ loaderData }: Route.ComponentProps) {
  const { summary, manageHref } = loaderData;
  return (
    <>
      <PageHero width="max-w-3xl" title={summary ? bookPageText.confirmedTitle : bookPageText.manageTitle} />
      <div className="bg-brand-50 px-4 py-14 sm:px-6">
        <div className="mx-auto max-w-3xl space-y-6 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-black/5 sm:p-8">
          {summary ? (
            <>
              <p>{bookPageText.confirmedIntro}</p>
              <BookingSummaryCard summary={summary} />
              {manageHref ? (
                <p>
                  <Link to={manageHref} className="font-semibold text-brand-700 underline underline-offset-4">
                    {bookPageText.manageLink}
                  </Link>
                </p>
              ) : (
                <p data-testid="manage-link-mailed">{bookPageText.manageLinkMailed}</p>
              )}
            </>
          ) : (
            <p role="alert">
              {bookingErrors.linkInvalid}{" "}
              <Link to={BOOK_PATH} className="font-semibold text-brand-700 underline underline-offset-4">
                {bookPageText.title}
              </Link>
            </p>
          )}
        </div>
      </div>
    </>
  );
}
