import { securityChangeText } from "~/accounts/security-log-text";
import { makeConfirmedChange } from "~/accounts/security-settings.server";
import { renewRecoveryCodes } from "~/accounts/two-step.server";
import type { FormAnswer } from "~/ui/forms/form-answer";
import type { SettingsSection } from "./context.server";
import { intents } from "./recovery-codes";

/** Recovery codes are answered once, with the form that made them, and never kept in the page's data. */
export const withRecoveryCodes = (intent: string, codes: string[], toast: FormAnswer["toast"]): FormAnswer => ({
  ok: true,
  toast,
  values: { intent, recoveryCodes: codes.join(" ") },
});

/**
 * "New recovery codes" waits for "Confirm it's you" (makeConfirmedChange); the earlier ones stop
 * working. A renewal is low-risk: told in the gathered mail of a few minutes, so ten renewals make
 * one mail, not ten (security-settings.server.ts).
 */
export const recoveryCodesSection: SettingsSection = {
  handlers: {
    [intents.renew]: async (ctx) => {
      const { mail, toast } = securityChangeText.recoveryCodes;
      const told = { what: mail, logAs: "recovery-codes", gathered: true } as const;
      const codes = await makeConfirmedChange(ctx, told, () => renewRecoveryCodes(ctx.deps.db, ctx.user.id));
      return withRecoveryCodes(intents.renew, codes, toast);
    },
  },
};
