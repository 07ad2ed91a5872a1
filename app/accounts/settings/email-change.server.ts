import { pendingEmailChange, requestEmailChange } from "~/accounts/email-change.server";
import { accountToasts } from "~/accounts/texts";
import { changeEmailSchema } from "~/accounts/validation/account";
import { parseWith } from "~/platform/http/body.server";
import { redirectWithToast } from "~/platform/http/toast.server";
import type { SettingsLoadContext, SettingsSection } from "./context.server";
import { intents } from "./email-change";

/** Waits for "Confirm it's you" (requestEmailChange checks it). */
export const emailChangeSection: SettingsSection = {
  keep: ["email"],
  handlers: {
    // The same answer whether or not the address is taken (email-change.server.ts).
    [intents.request]: async (ctx, body) => {
      await requestEmailChange(ctx, parseWith(changeEmailSchema, body).email);
      return redirectWithToast("/account#email", accountToasts.emailChangeRequested);
    },
  },
};

/** A change of address waiting for the link mailed to the new address. */
export async function loadEmailChange({ db, user, now }: SettingsLoadContext) {
  const emailChange = await pendingEmailChange(db, user.id, now);
  return {
    emailChange: emailChange && { newEmail: emailChange.newEmail, expiresAt: emailChange.expiresAt.toISOString() },
  };
}
