import type { ReactNode } from "react";
import { AuthDialogsHost, AuthUiProvider } from "~/accounts";

import { useRootData } from "~/frame/root-data";
import { SiteFooter } from "~/frame/site-footer/site-footer";
import { SiteHeader } from "~/frame/site-header/site-header";
import { FlashBanner } from "~/ui/toasts/flash-banner";

/**
 * The public site's frame: the header with its menus and sign-in dialogs, the page, the footer.
 * The staff area has a frame of its own (routes/admin-layout.tsx) and loads none of this.
 */
export function SiteChrome({ children }: { children: ReactNode }) {
  const rootData = useRootData();
  return (
    <AuthUiProvider>
      <SiteHeader />
      {/* The one place that clears the fixed header: every page starts below it. */}
      <main id="main" className="flex-1 pt-[var(--header-height)]">
        <FlashBanner flash={rootData?.toast} />
        {children}
      </main>
      <SiteFooter />
      <AuthDialogsHost />
    </AuthUiProvider>
  );
}
