import { exportAccountData } from "~/accounts/account-settings.server";
import type { AccountDeps } from "~/accounts/deps.server";
import type { PersonalDataPart } from "~/accounts/personal-data.server";
import type { Device } from "~/accounts/security-log";
import { recordSecurityEvent } from "~/accounts/security-log.server";

/**
 * "Download my data" (the data section's button, a POST): everything we hold about the person. The download
 * is itself in the security log, recorded first, and so in the file it makes.
 */
export async function downloadAccountData(
  deps: AccountDeps,
  userId: string,
  device: Device,
  siteOrigin: string,
  parts: readonly PersonalDataPart[],
) {
  await recordSecurityEvent(deps.db, { userId, kind: "data-downloaded", device, at: deps.now() });
  return exportAccountData(deps.db, userId, siteOrigin, parts);
}
