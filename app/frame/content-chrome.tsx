import type { ReactNode } from "react";
import { AuthUiProvider, ContentAuthDialogs } from "~/accounts";

import { useRootData } from "~/frame/root-data";
import { SiteFooter } from "~/frame/site-footer/site-footer";
import { ContentSiteHeader } from "~/frame/site-header/content-site-header";
import { EnhanceScript } from "~/ui/enhance/enhance-script";
import { FlashBanner } from "~/ui/toasts/flash-banner";

/**
 * A content page's frame (docs/decisions/029-content-pages-without-the-framework.md): the public
 * site's header, page and footer as SiteChrome renders them, with the sign-in dialogs in the HTML
 * as native dialogs, and the small modules that drive them instead of React.
 */
export function ContentChrome({ children }: { children: ReactNode }) {
  const rootData = useRootData();
  return (
    <AuthUiProvider>
      <ContentSiteHeader />
      {/* The one place that clears the fixed header: every page starts below it. */}
      <main id="main" className="flex-1 pt-[var(--header-height)]">
        <FlashBanner flash={rootData?.toast} />
        {children}
      </main>
      <SiteFooter />
      {rootData?.user ? null : <ContentAuthDialogs />}
      {/* Forms that answer in place: the footer's newsletter form, and any the page has. */}
      <EnhanceScript name="forms" />
    </AuthUiProvider>
  );
}
