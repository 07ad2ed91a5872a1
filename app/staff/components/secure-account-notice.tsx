/**
 * What a staff member who signed in with a password alone sees anywhere under /admin: the staff
 * area opens only to a session that began with a passkey or with two-step verification.
 */
export function SecureAccountNotice() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 text-center">
      <h1 className="text-3xl font-bold text-navy-900">Secure your account to use the staff area</h1>
      <p className="mt-4 text-muted">
        The staff area holds our clients' messages and the subscriber list, so it asks for more than a password. Add a
        passkey or turn on two-step verification in your account, then sign out and sign in again with it.
      </p>
      <a href="/account" className="mt-8 font-semibold text-brand-700 underline">
        Go to your account
      </a>
    </div>
  );
}
