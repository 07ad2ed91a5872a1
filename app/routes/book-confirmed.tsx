import { data, Link } from "react-router";
import { BookingSummaryCard, bookingErrors, bookPageText } from "~/bookings";
import { bookingDeps, bookingForLink, bookingSummary } from "~/bookings/index.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { BOOK_PATH } from "~/site";
import { PageHero } from "~/ui/page/page-hero";
import { seo } from "~/ui/seo";
import type { Route } from "./+types/book-confirmed";

/** The confirmation after booking (or moving) a consultation, opened with the booking's private token. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { env } = getRequestContext(context);
  const deps = bookingDeps(env);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  try {
    const booking = await bookingForLink(deps, token);
    return { summary: bookingSummary(booking, deps) };
  } catch (err) {
    if (!(err instanceof UserFacingError)) throw err;
    return data({ summary: null }, { status: 404 });
  }
}

export const headers = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" });

export const meta: Route.MetaFunction = (args) => seo(args, { title: bookPageText.confirmedTitle, noindex: true });

export default function BookConfirmed({ loaderData }: Route.ComponentProps) {
  const { summary } = loaderData;
  return (
    <>
      <PageHero width="max-w-3xl" title={summary ? bookPageText.confirmedTitle : bookPageText.manageTitle} />
      <div className="bg-brand-50 px-4 py-14 sm:px-6">
        <div className="mx-auto max-w-3xl space-y-6 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-black/5 sm:p-8">
          {summary ? (
            <>
              <p>{bookPageText.confirmedIntro}</p>
              <BookingSummaryCard summary={summary} />
              <p>
                <Link to={summary.manageHref} className="font-semibold text-brand-700 underline underline-offset-4">
                  {bookPageText.manageLink}
                </Link>
              </p>
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
