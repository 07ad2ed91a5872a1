import { accountToasts } from "~/accounts/texts";
import { setTimeZone } from "~/accounts/time-zone.server";
import { timeZoneSchema } from "~/accounts/validation/account";
import { parseWith } from "~/platform/http/body.server";
import { redirectWithToast } from "~/platform/http/toast.server";
import { timeZoneChoices } from "~/ui/time-zones";
import type { SettingsLoadContext, SettingsSection } from "./context.server";
import { intents } from "./time-zone";

/** Where the person's times are shown: a preference, not a security change (no "Confirm it's you", no mail). */
export const timeZoneSection: SettingsSection = {
  keep: ["timeZone"],
  handlers: {
    [intents.save]: async (ctx, body) => {
      const { timeZone } = parseWith(timeZoneSchema, body);
      await setTimeZone(ctx.deps.db, ctx.user.id, timeZone, ctx.deps.now());
      return redirectWithToast("/account#profile", accountToasts.timeZoneSaved);
    },
  },
};

/** The account's zone (read with the session) and the zones to choose from. */
export function loadTimeZone({ timeZone }: SettingsLoadContext) {
  return { timeZone, zones: timeZoneChoices(timeZone) };
}
