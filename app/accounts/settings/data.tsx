import { AccountSection } from "~/accounts/components/account-section";
import { PageHero } from "~/ui/page/page-hero";

/** The head of /account: what the page is for. */
export function AccountHero() {
  return (
    <PageHero
      title="Your Account"
      align="center"
      width="max-w-4xl"
      intro={
        <p className="mx-auto max-w-2xl">
          Manage your profile, your password, passkeys, two-step verification and where you are signed in, download your
          data or delete your account.
        </p>
      }
    />
  );
}

/**
 * "Your Data": the download of everything held about the account. A plain form's POST to
 * /account/data (app/routes/account-data.ts), answered with the file, so the page stays; a GET
 * there downloads nothing, so no link on another site can cause one.
 */
export function DataSection() {
  return (
    <AccountSection id="data" title="Your Data">
      <p className="text-muted">
        A copy of everything we hold about you: your profile, your sessions, your passkeys, your security log, every
        message you sent us with our replies, and your newsletter subscription.
      </p>
      <form method="post" action="/account/data" className="mt-4">
        <button
          type="submit"
          className="inline-flex rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
        >
          Download my data
        </button>
      </form>
    </AccountSection>
  );
}
