import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from "react";
import { useFetchers, useLocation } from "react-router";
import { accountActions } from "~/accounts/account-actions";

export type AuthDialog = "login" | "signup" | "forgot" | null;

type AuthUi = {
  /** The open account dialog, if any. */
  dialog: AuthDialog;
  openDialog: (dialog: Exclude<AuthDialog, null>) => void;
  closeDialog: () => void;
};

const AuthUiContext = createContext<AuthUi | null>(null);

export function AuthUiProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<AuthDialog>(null);
  // A navigation (including the redirect after a successful dialog form) closes any dialog.
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location key is the trigger, not a value the effect reads.
  useEffect(() => setDialog(null), [key]);
  const value = useMemo<AuthUi>(
    () => ({ dialog, openDialog: setDialog, closeDialog: () => setDialog(null) }),
    [dialog],
  );
  return <AuthUiContext.Provider value={value}>{children}</AuthUiContext.Provider>;
}

export function useAuthUi(): AuthUi {
  const value = useContext(AuthUiContext);
  if (!value) throw new Error("useAuthUi must be used inside <AuthUiProvider>");
  return value;
}

const SESSION_ACTIONS: readonly string[] = [accountActions.login, accountActions.logout];

/** A sign-in or sign-out is in flight: the header shows its skeleton (docs/decisions/003-accounts-and-sessions.md). */
export function useSessionChangePending(): boolean {
  return useFetchers().some((f) => f.state !== "idle" && SESSION_ACTIONS.includes(f.formAction?.split("?")[0] ?? ""));
}
