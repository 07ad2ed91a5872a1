import { listUserSessions, signOutOtherSessions, signOutSession } from "~/accounts/account-settings.server";
import { accountToasts } from "~/accounts/texts";
import { redirectWithToast } from "~/platform/http/toast.server";
import type { SettingsLoadContext, SettingsSection } from "./context.server";
import { intents } from "./sessions";

/**
 * Ending a session protects the account and changes no way of signing in, so it needs no
 * "Confirm it's you" (as "Sign out other sessions", and as GitHub does).
 */
export const sessionsSection: SettingsSection = {
  keep: ["id"],
  handlers: {
    [intents.signOutOthers]: async (ctx) => {
      await signOutOtherSessions(ctx.deps.db, ctx.user.id, ctx.currentSession, ctx.device, ctx.deps.now());
      return redirectWithToast("/account#sessions", accountToasts.otherSessionsEnded);
    },
    [intents.signOutSession]: async (ctx, body) => {
      await signOutSession(ctx.deps.db, ctx.user.id, body.id, ctx.currentSession, ctx.device, ctx.deps.now());
      return redirectWithToast("/account#sessions", accountToasts.sessionEnded);
    },
  },
};

export async function loadSessions({ db, user, sessionToken, now }: SettingsLoadContext) {
  const sessions = await listUserSessions(db, user.id, sessionToken, now);
  return {
    sessions: sessions.map((s) => ({
      id: s.id,
      current: s.current,
      createdAt: s.createdAt.toISOString(),
      lastUsedAt: s.lastUsedAt.toISOString(),
      browser: s.browser,
      place: s.place,
    })),
  };
}
