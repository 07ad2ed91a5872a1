import { deleteAccount, startAccountDeletion } from "~/accounts/account-settings.server";
import { clearedSessionCookie, sessionConfig } from "~/accounts/session.server";
import { accountToasts } from "~/accounts/texts";
import { deleteAccountSchema } from "~/accounts/validation/account";
import { parseWith } from "~/platform/http/body.server";
import { redirectWithToast } from "~/platform/http/toast.server";
import type { FormAnswer } from "~/ui/forms/form-answer";
import type { SettingsSection } from "./context.server";
import { intents } from "./delete-account";

/** The password, then "Are you sure?" with the signed confirmation the first answer carries. */
export const deleteAccountSection: SettingsSection = {
  handlers: {
    [intents.start]: async (ctx, body) => {
      const { password } = parseWith(deleteAccountSchema, body);
      const confirmation = await startAccountDeletion(ctx.deps, ctx.user.id, password);
      return { ok: true, values: { intent: intents.start, confirmation } } satisfies FormAnswer;
    },
    [intents.confirm]: async (ctx, body) => {
      await deleteAccount(
        ctx.deps,
        ctx.user.id,
        typeof body.confirmation === "string" ? body.confirmation : "",
        ctx.personalData,
      );
      return redirectWithToast("/", accountToasts.accountDeleted, [clearedSessionCookie(sessionConfig(ctx.env))]);
    },
  },
};
