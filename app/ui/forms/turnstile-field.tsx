import type { TurnstileInstance, Turnstile as TurnstileWidget } from "@marsidev/react-turnstile";
import { lazy, type Ref, Suspense, useEffect, useRef, useState } from "react";
import { notify } from "~/ui/toasts/toast";
import { toasts } from "~/ui/ui-text";

// The widget's React wrapper (~3 KB gzip) is fetched with the widget, not with the page.
// A wrapper that cannot load is the same failure as a widget script that cannot: the spec's toast.
const Turnstile = lazy(() =>
  import("@marsidev/react-turnstile").then(
    (module) => ({ default: module.Turnstile }),
    () => ({ default: WidgetUnavailable as unknown as typeof TurnstileWidget }),
  ),
);

function WidgetUnavailable() {
  useEffect(() => notify(toasts.securityError), []);
  return null;
}

/**
 * The third-party script loads only once the widget is on screen or the visitor starts on
 * the form: people who only read the page never download it. The server never renders the
 * widget, so the lazy boundary below is only ever created in the browser, after hydration.
 */
function useWanted(engaged: boolean) {
  const container = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = container.current;
    if (!el || near) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return { container, wanted: near || engaged };
}

/**
 * Cloudflare Turnstile for visitors who are not signed in: the token is set on success and
 * cleared on expiry and on error; a script that cannot load is reported with the spec's toast.
 */
export function TurnstileField({
  siteKey,
  widgetRef,
  onToken,
  engaged,
  error,
}: {
  siteKey: string;
  widgetRef: Ref<TurnstileInstance | undefined>;
  onToken: (token: string | null) => void;
  /** The visitor has started on the form: load the widget now. */
  engaged: boolean;
  error?: string;
}) {
  const { container, wanted } = useWanted(engaged);
  return (
    <div>
      <div ref={container} className="min-h-[65px]">
        {wanted ? (
          <Suspense fallback={null}>
            <Turnstile
              ref={widgetRef}
              siteKey={siteKey}
              options={{ size: "flexible", theme: "light" }}
              onSuccess={(token) => onToken(token)}
              onExpire={() => onToken(null)}
              onError={() => {
                console.error("CAPTCHA error");
                onToken(null);
              }}
              scriptOptions={{ onError: () => notify(toasts.securityError) }}
            />
          </Suspense>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
