import type { SettingsLoadContext, SettingsSection } from "~/accounts/index.server";
import { parseWith } from "~/platform/http/body.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { redirectWithToast } from "~/platform/http/toast.server";
import { isStaff } from "~/staff/is-staff";
import { staffProfileOf, updateStaffProfile } from "~/staff/profile.server";
import { staffToasts } from "~/staff/texts";
import { staffProfileSchema } from "~/staff/validation/staff";
import { errorText } from "~/ui/ui-text";
import { intents } from "./staff-signature";

/** "Your signature (staff)" on /account: a section staff add to the account's (app/routes/account.tsx composes them). */
export const staffSignatureSection: SettingsSection = {
  keep: ["displayName", "signature"],
  handlers: {
    [intents.save]: async (ctx, body) => {
      if (!isStaff(ctx.user)) throw new UserFacingError(404, errorText.notFound, "not_found");
      await updateStaffProfile(ctx.deps.db, ctx.user.id, parseWith(staffProfileSchema, body), ctx.deps.now());
      return redirectWithToast("/account#signature", staffToasts.profileSaved);
    },
  },
};

/** Staff only: how their replies are signed. */
export async function loadStaffSignature({ db, user }: SettingsLoadContext) {
  const staffProfile = isStaff(user) ? await staffProfileOf(db, user.id) : null;
  return {
    staffProfile: staffProfile && { displayName: staffProfile.displayName, signature: staffProfile.signature },
  };
}
