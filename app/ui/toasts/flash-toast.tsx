import { EnhanceScript } from "~/ui/enhance/enhance-script";
import type { Toast } from "~/ui/toasts/toast";

/**
 * A content page's flash toast: its data, and the small module that shows it
 * (toasts.enhance.ts). Without JavaScript the page's FlashBanner shows it instead.
 */
export function FlashToast({ flash }: { flash: Toast | null | undefined }) {
  if (!flash) return null;
  return (
    <>
      <div
        hidden
        data-flash-toast=""
        data-kind={flash.kind}
        data-title={flash.title}
        data-description={flash.description}
      />
      <EnhanceScript name="toasts" />
    </>
  );
}
