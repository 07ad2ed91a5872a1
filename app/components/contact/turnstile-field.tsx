import { Turnstile, type TurnstileInstance } from "@marsidev/react-turnstile";
import type { Ref } from "react";
import { notify } from "~/lib/toast";

/**
 * Cloudflare Turnstile for visitors who are not signed in: the token is set on success and
 * cleared on expiry and on error; a script that cannot load is reported with the spec's toast.
 */
export function TurnstileField({
  siteKey,
  widgetRef,
  onToken,
  error,
}: {
  siteKey: string;
  widgetRef: Ref<TurnstileInstance | undefined>;
  onToken: (token: string | null) => void;
  error?: string;
}) {
  return (
    <div>
      <div className="min-h-[65px]">
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
          scriptOptions={{
            onError: () =>
              notify({ kind: "error", title: "Security Error", description: "Failed to load security check. Please refresh the page." }),
          }}
        />
      </div>
      {error ? (
        <p role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
