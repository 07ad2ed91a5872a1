import { site } from "~/content/site";
import type { Mail } from "~/platform/mail/mail.server";
import { compose, headerSafe } from "~/platform/mail/templates.server";

/**
 * A change to the staff team (docs/accounts-and-security.md), told at once to every admin and to the account
 * concerned: who gave or removed admin access to whom, when, from which browser and place.
 */
export function staffChangeMail(
  to: string,
  change: {
    kind: "granted" | "revoked";
    account: { name: string; email: string };
    actor: { name: string; email: string };
    at: string;
    browser: string;
    place: string | null;
  },
  link: { href: string; label: string },
): Mail {
  const account = change.account.name || change.account.email;
  const actor = change.actor.name || change.actor.email;
  const granted = change.kind === "granted";
  const subject = granted
    ? `Admin access given to ${account} by ${actor}`
    : `Admin access removed from ${account} by ${actor}`;
  return compose(to, headerSafe(subject), [
    { text: "Hello," },
    {
      text: granted
        ? `${actor} (${change.actor.email}) gave admin access to ${account} (${change.account.email}). Admins read and answer contact messages, send the newsletter and manage the team.`
        : `${actor} (${change.actor.email}) removed the admin access of ${account} (${change.account.email}). They can no longer use the staff area.`,
    },
    {
      text: `When: ${change.at}\nBrowser: ${change.browser}${change.place ? `\nApproximate place: ${change.place}` : ""}`,
    },
    {
      text: `If this was expected, there is nothing to do. If not, tell the team and ${site.contact.email} at once: any admin can remove the role on the team page after confirming it's them.`,
    },
    { link: link.href, label: link.label },
  ]);
}
