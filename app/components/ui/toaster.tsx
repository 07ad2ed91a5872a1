import { useEffect } from "react";
import { Toaster as Sonner } from "sonner";
import { notify, type Toast } from "~/lib/toast";

/**
 * The site's notification layer (spec: 4 seconds visible, at most 3 at a time). `flash` is a toast
 * carried across a redirect in a short-lived cookie and handed over by the root loader.
 */
export function Toaster({ flash }: { flash: Toast | null | undefined }) {
  useEffect(() => {
    if (flash) notify(flash);
  }, [flash]);
  return <Sonner position="top-right" duration={4000} visibleToasts={3} richColors closeButton />;
}
