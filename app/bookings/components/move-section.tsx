import { Link } from "react-router";
import type { BookPageView } from "~/bookings/book-view";
import { bookingErrors, bookPageText } from "~/bookings/texts";
import { BOOK_PATH } from "~/site";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { RescheduleForm } from "./manage-forms";
import { TimeZoneForm } from "./slot-picker";

/**
 * The manage link's "Move": the moves left, the time zone and the month's free times, or,
 * once no move is left (`view` null), the way to book another.
 */
export function MoveSection({
  view,
  movesLeft,
  token,
  action,
  answer,
}: {
  view: BookPageView | null;
  movesLeft: number;
  /** The manage link's token, kept by the pickers. */
  token: string;
  /** This page with its time zone and day, which the move is posted to. */
  action: string;
  answer: FormAnswer | null;
}) {
  return (
    <section className="space-y-4" aria-labelledby="move-title">
      <h2 id="move-title" className="text-xl font-extrabold text-navy-900">
        {bookPageText.moveTitle}
      </h2>
      {view ? (
        <>
          <p data-testid="moves-left">{bookPageText.movesLeft(movesLeft)}</p>
          <TimeZoneForm view={view} hidden={{ token }} />
          <RescheduleForm key={view.zone} view={view} base={{ token }} action={action} answer={answer} />
        </>
      ) : (
        <p role="alert" data-testid="move-limit">
          {bookingErrors.moveLimit}{" "}
          <Link to={BOOK_PATH} className="font-semibold text-brand-700 underline underline-offset-4">
            {bookPageText.bookAnother}
          </Link>
        </p>
      )}
    </section>
  );
}
