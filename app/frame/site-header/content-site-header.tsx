import { useRootData } from "~/frame/root-data";
import { EnhanceScript } from "~/ui/enhance/enhance-script";
import { ContentMobileMenu, ContentMobileMenuDialog } from "./content-mobile-menu";
import { ContentNav } from "./content-nav";
import { HeaderBar, headerClass } from "./header-bar";

/**
 * A content page's header (docs/decisions/029-content-pages-without-the-framework.md): the same
 * bar as a hydrated page's, with menus its module drives (header.enhance.ts). The scrolled look
 * is the same bar rendered white, in a template the module reads its differences from, so the
 * colours stay written once (header-bar.tsx and the components it renders).
 */
export function ContentSiteHeader() {
  const user = useRootData()?.user ?? null;
  return (
    <>
      <header data-scrolled="false" data-content-header="" className={headerClass(true)}>
        <HeaderBar user={user} onBlue nav={<ContentNav onBlue />} menu={<ContentMobileMenu onBlue />} />
        <template data-scrolled-look="">
          <header className={headerClass(false)}>
            <HeaderBar
              user={user}
              onBlue={false}
              nav={<ContentNav onBlue={false} copy />}
              menu={<ContentMobileMenu onBlue={false} />}
            />
          </header>
        </template>
        <EnhanceScript name="header" />
      </header>
      <ContentMobileMenuDialog user={user} />
    </>
  );
}
