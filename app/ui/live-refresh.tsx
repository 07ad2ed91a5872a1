import { useEffect } from "react";
import { useRevalidator } from "react-router";

/**
 * Keeps a page's data fresh while something runs on the server: with JavaScript the loaders run
 * again every `seconds`; without it, a refresh <meta> inside <noscript> reloads the page (a
 * script-enabled browser never reads it, so a client-side navigation away cannot be pulled back).
 */
export function LiveRefresh({ seconds }: { seconds: number }) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (state !== "idle") return;
    const timer = setTimeout(() => void revalidate(), seconds * 1000);
    return () => clearTimeout(timer);
  }, [revalidate, seconds, state]);
  return (
    <noscript>
      <meta httpEquiv="refresh" content={String(seconds)} />
    </noscript>
  );
}
