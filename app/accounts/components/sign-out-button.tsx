import { useLocation, useMatches } from "react-router";
import { accountActions } from "~/accounts/account-actions";
import { isSignedInOnlyPage } from "~/accounts/signed-in-only";
import { forgetDrafts } from "~/ui/drafts";
import { useActionForm } from "~/ui/forms/use-action-form";
import { HeaderIcon } from "~/ui/header-icon";

/**
 * Signs out through the /logout action: a plain form post without JavaScript, a fetcher with it.
 * The action redirects back to this page with the spec's toast (home from a page only the
 * signed-in can open); a failure is its error toast. The drafts kept in this browser go first:
 * they are the leaving person's (app/ui/drafts.ts). `compact`: the header bar below 1536 px shows
 * an arrow out of a door instead of the words, which stay the button's name.
 */
export function SignOutButton({ className, compact = false }: { className: string; compact?: boolean }) {
  const { Form, formProps } = useActionForm(null, { action: accountActions.logout });
  const location = useLocation();
  const back = isSignedInOnlyPage(useMatches()) ? "/" : location.pathname + location.search;
  return (
    <Form
      {...formProps}
      onSubmit={(event) => {
        forgetDrafts();
        formProps.onSubmit(event);
      }}
    >
      <input type="hidden" name="redirectTo" value={back} />
      <button type="submit" className={className} title={compact ? "Sign Out" : undefined}>
        {compact ? <HeaderIcon path="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" size={20} /> : null}
        <span className={compact ? "sr-only 2xl:not-sr-only" : undefined}>Sign Out</span>
      </button>
    </Form>
  );
}
