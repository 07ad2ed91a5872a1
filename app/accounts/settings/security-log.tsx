import { AccountSection } from "~/accounts/components/account-section";
import { type AccountSecurityLog, SecurityLog } from "~/accounts/components/security-log";
import { securityLogText } from "~/accounts/security-log-text";

/** The security log card of /account (read only: it has no form). */
export function SecurityLogSection({ log }: { log: AccountSecurityLog }) {
  return (
    <AccountSection id="security-log" title={securityLogText.title}>
      <SecurityLog log={log} />
    </AccountSection>
  );
}
