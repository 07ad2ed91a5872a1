import { redirect } from "react-router";
import {
  startTwoStepConfirmed,
  turnOffTwoStepConfirmed,
  turnOnTwoStepConfirmed,
} from "~/accounts/security-settings.server";
import { accountToasts } from "~/accounts/texts";
import { isTwoStepOn, pendingTwoStep, recoveryCodesLeft } from "~/accounts/two-step.server";
import { confirmTwoStepSchema, turnOffTwoStepSchema } from "~/accounts/validation/two-step";
import { parseWith } from "~/platform/http/body.server";
import { redirectWithToast } from "~/platform/http/toast.server";
import { hashToken } from "~/platform/tokens.server";
import type { SettingsLoadContext, SettingsSection } from "./context.server";
import { withRecoveryCodes } from "./recovery-codes.server";
import { intents, type TwoStepState } from "./two-step";

/** Every step waits for "Confirm it's you" (the *Confirmed functions of security-settings.server.ts). */
export const twoStepSection: SettingsSection = {
  handlers: {
    [intents.start]: async (ctx) => {
      await startTwoStepConfirmed(ctx);
      return redirect("/account#two-step");
    },
    [intents.confirm]: async (ctx, body) => {
      const codes = await turnOnTwoStepConfirmed(ctx, parseWith(confirmTwoStepSchema, body).code);
      return withRecoveryCodes(intents.confirm, codes, accountToasts.twoStepOn);
    },
    [intents.off]: async (ctx, body) => {
      await turnOffTwoStepConfirmed(ctx, parseWith(turnOffTwoStepSchema, body).code);
      return redirectWithToast("/account#two-step", accountToasts.twoStepOff);
    },
  },
};

export async function loadTwoStep({ db, user, sessionToken }: SettingsLoadContext) {
  const [on, left, pending] = await Promise.all([
    isTwoStepOn(db, user.id),
    recoveryCodesLeft(db, user.id),
    sessionToken ? pendingTwoStep(db, user, hashToken(sessionToken)) : null,
  ]);
  return {
    twoStep: {
      on,
      recoveryCodesLeft: left,
      pending: on || !pending ? null : { secret: pending.secret, qrSvg: pending.qrSvg },
    } satisfies TwoStepState,
  };
}
