import { site } from "~/content/site";
import { formatDateTime, type ShownIn } from "../ui/format";

/**
 * "Download" beside the recovery codes on /account: a text file made in the browser (the codes
 * never travel again), named after the site. Loaded on first use.
 */
const RECOVERY_CODES_FILE = `${site.brand.toLowerCase()}-recovery-codes.txt`;

function recoveryCodesText(codes: readonly string[], account: string, made: Date, shownIn: ShownIn): string {
  return [
    `${site.brand} recovery codes for ${account}`,
    `Made ${formatDateTime(made.toISOString(), shownIn)}. Making new codes on your account page replaces these.`,
    "",
    "Each code signs you in once when you cannot use your authenticator app.",
    "Keep this file somewhere safe, away from your phone.",
    "",
    ...codes,
    "",
  ].join("\n");
}

export function downloadRecoveryCodes(codes: readonly string[], account: string, made: Date, shownIn: ShownIn): void {
  const file = new Blob([recoveryCodesText(codes, account, made, shownIn)], { type: "text/plain;charset=utf-8" });
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = RECOVERY_CODES_FILE;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
