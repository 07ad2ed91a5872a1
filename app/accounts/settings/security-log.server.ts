import { listSecurityEvents } from "~/accounts/security-log.server";
import type { SettingsLoadContext } from "./context.server";

/** The last 50 security events, newest first (browser and place, never an IP address). */
export async function loadSecurityLog({ db, user }: SettingsLoadContext) {
  return { securityLog: await listSecurityEvents(db, user.id) };
}
