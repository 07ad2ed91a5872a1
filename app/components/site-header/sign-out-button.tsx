import { useLocation, useMatches } from "react-router";
import { useActionForm } from "~/components/forms/use-action-form";
import { accountActions } from "~/lib/account-actions";
import { isSignedInOnlyPage } from "~/lib/signed-in-only";

/**
 * Signs out through the /logout action: a plain form post without JavaScript, a fetcher with it.
 * The action redirects back to this page with the spec's toast (home from a page only the
 * signed-in can open); a failure is its error toast.
 */
export function SignOutButton({ className }: { className: string }) {
  const { Form, formProps } = useActionForm(null, { action: accountActions.logout });
  const location = useLocation();
  const back = isSignedInOnlyPage(useMatches()) ? "/" : location.pathname + location.search;
  return (
    <Form {...formProps}>
      <input type="hidden" name="redirectTo" value={back} />
      <button type="submit" className={className}>
        Sign Out
      </button>
    </Form>
  );
}
