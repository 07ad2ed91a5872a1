import { updateName } from "~/accounts/account-settings.server";
import { accountToasts } from "~/accounts/texts";
import { profileSchema } from "~/accounts/validation/account";
import { parseWith } from "~/platform/http/body.server";
import { redirectWithToast } from "~/platform/http/toast.server";
import type { SettingsSection } from "./context.server";
import { intents } from "./profile";

export const profileSection: SettingsSection = {
  keep: ["name"],
  handlers: {
    [intents.save]: async (ctx, body) => {
      await updateName(ctx.deps.db, ctx.user.id, parseWith(profileSchema, body).name, ctx.deps.now());
      return redirectWithToast("/account#profile", accountToasts.profileUpdated);
    },
  },
};
