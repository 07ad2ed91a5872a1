import { requestEmailChange } from "~/accounts/email-change.server";
import { emailChangesForAccountPage } from "~/accounts/email-change-links.server";
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

/**
 * A change of address waiting for the link mailed to the new address, and the last one undone
 * within its 7 days with the ways in added since it was asked for.
 */
export async function loadEmailChange({ db, user, now }: SettingsLoadContext) {
  const { pending, undone } = await emailChangesForAccountPage(db, user.id, now);
  return { emailChange: pending, undoneEmailChange: undone };
}
