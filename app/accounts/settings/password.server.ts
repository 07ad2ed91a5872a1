import { changePassword } from "~/accounts/account-settings.server";
import { accountToasts } from "~/accounts/texts";
import { changePasswordSchema } from "~/accounts/validation/account";
import { parseWith } from "~/platform/http/body.server";
import { redirectWithToast } from "~/platform/http/toast.server";
import type { SettingsSection } from "./context.server";
import { intents } from "./password";

/** The current password is the proof here, so it needs no "Confirm it's you" first. */
export const passwordSection: SettingsSection = {
  handlers: {
    [intents.change]: async (ctx, body) => {
      await changePassword(
        ctx.deps,
        ctx.user.id,
        parseWith(changePasswordSchema, body),
        ctx.currentSession,
        ctx.device,
      );
      return redirectWithToast("/account#password", accountToasts.passwordChanged);
    },
  },
};
