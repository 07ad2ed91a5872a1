import { redirect } from "react-router";
import { getSession } from "~/accounts/index.server";
import { BookForm, bookPageText, CONFIRM_PATH, TimeZoneForm, VisitorZoneScript } from "~/bookings";

import { bookConsultation, bookingDeps, bookPageView, confirmedPath, rememberedZone } from "~/bookings/index.server";
import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { formPageHeaders } from "~/platform/http/route-headers";
import { mailLinkOrigin } from "~/platform/mail/links.server";
import { PageHero } from "~/ui/page/page-hero";
import { seo } from "~/ui/seo";
import { failureTitles } from "~/ui/ui-text";
import type { Route } from "./+types/book";

/**
 * /book: choose a topic, a day and a time in your zone, then your details (docs/bookings.md). Sent
 * without the framework (the content layout, app/routes.ts): the form is a plain post, enhanced by
 * forms.enhance.ts, turnstile.enhance.ts and the picker's module; the zone is the browser's from
 * the first paint (VisitorZoneScript, docs/decisions/031-booking-without-javascript.md).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { env } = getRequestContext(context);
  const { user } = getSession(context);
  const view = await bookPageView(
    bookingDeps(env),
    new URL(request.url).searchParams,
    rememberedZone(request) ?? undefined,
  );
  return { view, user, siteKey: env.TURNSTILE_SITE_KEY };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { env } = getRequestContext(context);
  const { user } = getSession(context);
  const keep = ["topic", "start", "timeZone", "name", "email", "company", "note"] as const;
  return handleForm(request, { failureTitle: failureTitles.generic, keep, where: "book" }, async (body) => {
    const deps = bookingDeps(env, mailLinkOrigin(env, request));
    const result = await bookConsultation(deps, user, body, request);
    if (!("booking" in result)) return redirect(`${CONFIRM_PATH}?sent`);
    // The confirmation page's token only reads: the manage link goes by mail (or to a proven booker).
    return redirect(confirmedPath(deps.secret, result.booking));
  });
}

export const headers = formPageHeaders({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: bookPageText.title,
    description: bookPageText.metaDescription,
  });

export default function Book({ loaderData, actionData }: Route.ComponentProps) {
  const { view, user, siteKey } = loaderData;
  const base: Record<string, string> = view.topic ? { topic: view.topic } : {};
  return (
    <>
      <PageHero width="max-w-5xl" title={bookPageText.title} intro={<p>{bookPageText.intro}</p>} />
      <VisitorZoneScript view={view} />
      {/* Hidden while the first visit reloads in the visitor's zone (ZONE_PENDING_CLASS, app/bookings/paths.ts). */}
      <div className="bg-brand-50 px-4 py-14 sm:px-6 [.zone-pending_&]:invisible">
        <div className="mx-auto max-w-5xl space-y-8 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-black/5 sm:p-8">
          <TimeZoneForm view={view} hidden={base} />
          {/* With JavaScript, the form's answer replaces this region in place (forms.enhance.ts). */}
          <div data-form-region="">
            {view.days.length === 0 ? <p className="text-muted">{bookPageText.noSlots}</p> : null}
            {view.days.length > 0 ? (
              <BookForm view={view} base={base} user={user} siteKey={siteKey} answer={actionData ?? null} />
            ) : null}
          </div>
        </div>
      </div>
    </>
  );
}
