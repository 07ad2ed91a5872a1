import { listAccountSecurityLog } from "~/accounts/security-log.server";
import type { SettingsLoadContext } from "./context.server";

/**
 * Every security change of the year and the last 50 sign-ins and downloads, newest first (browser
 * and place, never an IP address).
 */
export async function loadSecurityLog({ db, user }: SettingsLoadContext) {
  return { securityLog: await listAccountSecurityLog(db, user.id) };
}
