import { useLocation } from "react-router";
import { useActionForm } from "~/components/forms/use-action-form";
import { accountActions } from "~/lib/account-actions";

/**
 * Signs out through the /logout action: a plain form post without JavaScript, a fetcher with it.
 * The action redirects back to this page with the spec's toast; a failure is its error toast.
 */
export function SignOutButton({ className }: { className: string }) {
  const { Form, formProps } = useActionForm(null, { action: accountActions.logout });
  const location = useLocation();
  return (
    <Form {...formProps}>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button type="submit" className={className}>
        Sign Out
      </button>
    </Form>
  );
}
