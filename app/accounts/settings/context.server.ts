import type { PersonalDataPart } from "~/accounts/personal-data.server";
import type { SecurityContext } from "~/accounts/security-settings.server";
import type { SessionUser } from "~/accounts/session-user";
import type { Db } from "~/platform/db/client.server";
import type { IntentHandler, IntentHandlers } from "~/platform/http/intents.server";
import type { FormAnswer } from "~/ui/forms/form-answer";

/** What a section's handler is given: the security context (security-settings.server.ts) and the request's session. */
export type SettingsActionContext = SecurityContext & {
  env: Env;
  /** This request's session token, or null without one (where `sessionToken` is ""). */
  currentSession: string | null;
  /** Each other domain's part of the person's data, which deleting the account erases with it. */
  personalData: readonly PersonalDataPart[];
};

/** One form's handler: the posted body in, a redirect (with its toast) or a form answer out. */
export type SettingsHandler = IntentHandler<SettingsActionContext, Response | FormAnswer>;

/** What a section's loader part reads with. */
export type SettingsLoadContext = {
  db: Db;
  user: SessionUser;
  sessionToken: string | null;
  reauth: SecurityContext["reauth"];
  /** The account's time zone, read with the session (null while unknown). */
  timeZone: string | null;
  now: Date;
  request: Request;
};

/**
 * The server half of one /account section: its handlers keyed by the `intents` its .tsx twin
 * writes, and the fields a refusal echoes back to its form (`keep`, besides `intent`).
 */
export type SettingsSection = {
  handlers: IntentHandlers<SettingsActionContext, Response | FormAnswer>;
  keep?: readonly string[];
};
