import { lazy, Suspense, useEffect, useState } from "react";
import { useAuthUi } from "./auth-ui";

const loadDialogs = () => import("~/accounts/components/sign-in/auth-dialogs");
const AuthDialogs = lazy(() => loadDialogs().then((m) => ({ default: m.AuthDialogs })));

/** Starts loading the dialogs' code early (on hover or focus of Login / Sign Up). */
export function preloadAuthDialogs() {
  void loadDialogs();
}

/**
 * The account dialogs are code-split: their forms and schemas load the first time a dialog is
 * wanted, so pages ship none of it up front. Once loaded they stay mounted.
 */
export function AuthDialogsHost() {
  const { dialog } = useAuthUi();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (dialog) setWanted(true);
  }, [dialog]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogs />
    </Suspense>
  );
}
