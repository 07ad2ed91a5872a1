import { AccountSection } from "~/accounts/components/account-section";
import { SecurityLog } from "~/accounts/components/security-log";
import type { SecurityEventView } from "~/accounts/security-log";
import { securityLogText } from "~/accounts/security-log-text";

/** The security log card of /account (read only: it has no form). */
export function SecurityLogSection({ events }: { events: SecurityEventView[] }) {
  return (
    <AccountSection id="security-log" title={securityLogText.title}>
      <SecurityLog events={events} />
    </AccountSection>
  );
}
