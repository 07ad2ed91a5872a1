import { describeBrowser } from "~/accounts/devices.server";
import { suggestedPasskeyName } from "~/accounts/passkey-names.server";
import { listPasskeys } from "~/accounts/passkeys.server";
import {
  addPasskeyConfirmed,
  removePasskeyConfirmed,
  renamePasskeyConfirmed,
} from "~/accounts/security-settings.server";
import { accountToasts } from "~/accounts/texts";
import { addPasskeySchema, removePasskeySchema, renamePasskeySchema } from "~/accounts/validation/passkeys";
import { parseWith } from "~/platform/http/body.server";
import { redirectWithToast } from "~/platform/http/toast.server";
import type { SettingsLoadContext, SettingsSection } from "./context.server";
import { intents } from "./passkeys";

/** Every change waits for "Confirm it's you" (the *Confirmed functions of security-settings.server.ts). */
export const passkeysSection: SettingsSection = {
  keep: ["name", "id"],
  handlers: {
    [intents.add]: async (ctx, body) => {
      const { credential, name } = parseWith(addPasskeySchema, body);
      await addPasskeyConfirmed(ctx, credential, name);
      return redirectWithToast("/account#passkeys", accountToasts.passkeyAdded);
    },
    [intents.rename]: async (ctx, body) => {
      const { id, name } = parseWith(renamePasskeySchema, body);
      await renamePasskeyConfirmed(ctx, id, name);
      return redirectWithToast("/account#passkeys", accountToasts.passkeyRenamed);
    },
    [intents.remove]: async (ctx, body) => {
      await removePasskeyConfirmed(ctx, parseWith(removePasskeySchema, body).id);
      return redirectWithToast("/account#passkeys", accountToasts.passkeyRemoved);
    },
  },
};

export async function loadPasskeys({ db, user, request }: SettingsLoadContext) {
  const passkeys = await listPasskeys(db, user.id);
  return {
    /** What "Add a passkey" offers as its name: this browser's, unless a passkey has it already. */
    newPasskeyName: suggestedPasskeyName(
      describeBrowser(request.headers.get("User-Agent")),
      passkeys.map((p) => p.name),
    ),
    passkeys: passkeys.map((p) => ({
      ...p,
      createdAt: p.createdAt.toISOString(),
      lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
    })),
  };
}
