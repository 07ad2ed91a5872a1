import { renewRecoveryCodesConfirmed } from "~/accounts/security-settings.server";
import { accountToasts } from "~/accounts/texts";
import type { FormAnswer } from "~/ui/forms/form-answer";
import type { SettingsSection } from "./context.server";
import { intents } from "./recovery-codes";

/** Recovery codes are answered once, with the form that made them, and never kept in the page's data. */
export const withRecoveryCodes = (intent: string, codes: string[], toast: FormAnswer["toast"]): FormAnswer => ({
  ok: true,
  toast,
  values: { intent, recoveryCodes: codes.join(" ") },
});

/** Waits for "Confirm it's you" (renewRecoveryCodesConfirmed). */
export const recoveryCodesSection: SettingsSection = {
  handlers: {
    [intents.renew]: async (ctx) =>
      withRecoveryCodes(intents.renew, await renewRecoveryCodesConfirmed(ctx), accountToasts.recoveryCodesRenewed),
  },
};
