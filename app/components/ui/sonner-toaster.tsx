import { useEffect } from "react";
import { Toaster } from "sonner";

/** Spec: toasts stay 4 seconds, at most 3 at a time; errors use the destructive (red) style. */
export default function SonnerToaster({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return <Toaster position="top-right" duration={4000} visibleToasts={3} richColors closeButton />;
}
