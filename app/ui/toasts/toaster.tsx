import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { isToasterRequested, notify, subscribeToToasterRequest, type Toast, toasterMounted } from "~/ui/toasts/toast";

const SonnerToaster = lazy(() => import("./sonner-toaster"));

/**
 * The site's notification layer. It mounts the toast library on the first notification; `flash`
 * is a toast carried across a redirect in a short-lived cookie and handed over by the root loader.
 */
export function Toaster({ flash }: { flash: Toast | null | undefined }) {
  const requested = useSyncExternalStore(subscribeToToasterRequest, isToasterRequested, () => false);
  useEffect(() => {
    if (flash) notify(flash);
  }, [flash]);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster onMounted={toasterMounted} />
    </Suspense>
  );
}
