import { confirmIdentityFromForm, reauthOpenUntil } from "~/accounts/reauthentication.server";
import { accountToasts } from "~/accounts/texts";
import { redirectWithToast } from "~/platform/http/toast.server";
import { intents } from "./confirm-identity";
import type { SettingsHandler, SettingsLoadContext, SettingsSection } from "./context.server";

const confirm =
  (intent: (typeof intents)[keyof typeof intents]): SettingsHandler =>
  async (ctx, body) => {
    await confirmIdentityFromForm(ctx.deps, ctx.rp, ctx.user.id, ctx.sessionToken, intent, body);
    return redirectWithToast("/account#security", accountToasts.identityConfirmed);
  };

/** Opens this session's 10 minutes of security changes (reauthentication.server.ts). */
export const confirmIdentitySection: SettingsSection = {
  handlers: {
    [intents.password]: confirm(intents.password),
    [intents.code]: confirm(intents.code),
    [intents.passkey]: confirm(intents.passkey),
  },
};

/** Until when this session may make security changes without confirming again, if it may. */
export function loadConfirmIdentity({ reauth, now }: SettingsLoadContext) {
  return { confirmedUntil: reauthOpenUntil(reauth, now)?.toISOString() ?? null };
}
