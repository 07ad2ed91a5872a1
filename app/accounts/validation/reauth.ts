import * as v from "valibot";
import { currentPasswordField } from "./account";
import { credentialField } from "./passkeys";
import { codeField } from "./two-step";

/**
 * "Confirm it's you" on /account and /admin/team: the password (accounts without a second factor),
 * the password with a code from the authenticator app (or a recovery code), or a passkey's answer.
 * Each is a form of its own (`intent`), so each answer shows where it was asked.
 */
export const reauthPasswordSchema = v.object({ password: currentPasswordField });
export const reauthCodeSchema = v.object({ password: currentPasswordField, code: codeField });
export const reauthPasskeySchema = v.object({ credential: credentialField });
