import { EnhanceScript } from "~/ui/enhance/enhance-script";
import { failureTitles, fieldText, toasts } from "~/ui/ui-text";

/**
 * Cloudflare Turnstile on a page sent without the framework (contact, booking): the server renders
 * an empty place for the widget, the hidden `token` field the action reads, and the field's error
 * from a plain post's answer; `turnstile.enhance.ts` renders the widget there explicitly once the
 * visitor nears or starts on the form. The texts the module shows travel in data attributes, so
 * they stay written once (app/ui/ui-text.ts) and the module carries none.
 * Without JavaScript nothing appears: those forms confirm by a mailed link instead.
 */
export function TurnstileSlot({ siteKey, error }: { siteKey: string; error?: string }) {
  return (
    <div>
      <input type="hidden" name="token" value="" />
      <div
        className="min-h-[65px]"
        data-turnstile={siteKey}
        data-required-title={failureTitles.generic}
        data-required={fieldText.captchaRequired}
        data-unavailable-title={toasts.securityError.title}
        data-unavailable={toasts.securityError.description}
      />
      <p role="alert" data-turnstile-error="" className="mt-1.5 text-sm font-medium text-red-700" hidden={!error}>
        {error}
      </p>
      <EnhanceScript name="turnstile" />
    </div>
  );
}
