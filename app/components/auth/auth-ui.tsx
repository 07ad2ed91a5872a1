import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";

export type AuthDialog = "login" | "signup" | "forgot" | null;

type AuthUi = {
  /** The open account dialog, if any. */
  dialog: AuthDialog;
  openDialog: (dialog: Exclude<AuthDialog, null>) => void;
  closeDialog: () => void;
  /** A sign-in or sign-out request is in flight: the header shows its skeleton (DECISIONS). */
  pending: boolean;
  setPending: (pending: boolean) => void;
};

const AuthUiContext = createContext<AuthUi | null>(null);

export function AuthUiProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<AuthDialog>(null);
  const [pending, setPending] = useState(false);
  const value = useMemo<AuthUi>(
    () => ({ dialog, openDialog: setDialog, closeDialog: () => setDialog(null), pending, setPending }),
    [dialog, pending],
  );
  return <AuthUiContext.Provider value={value}>{children}</AuthUiContext.Provider>;
}

export function useAuthUi(): AuthUi {
  const value = useContext(AuthUiContext);
  if (!value) throw new Error("useAuthUi must be used inside <AuthUiProvider>");
  return value;
}

/** False in the server HTML and until React has hydrated; then true. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
