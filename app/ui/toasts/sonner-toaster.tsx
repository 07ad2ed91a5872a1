import { useEffect } from "react";
import { Toaster } from "sonner";

/**
 * Spec: toasts stay 4 seconds, at most 3 at a time; errors use the destructive (red) style.
 * Bottom right, so a toast never covers the header (Login, Sign Out, the menus).
 */
export default function SonnerToaster({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return <Toaster position="bottom-right" duration={4000} visibleToasts={3} richColors closeButton />;
}
