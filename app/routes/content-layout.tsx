import { Outlet } from "react-router";
import { ContentChrome } from "~/frame/content-chrome";
import { RouteError } from "~/frame/route-error";
import { contentPage } from "~/ui/enhance/content-page";
import type { Route } from "./+types/content-layout";

/**
 * The public site's content pages, in its frame, sent without React Router's client runtime
 * (docs/decisions/029-content-pages-without-the-framework.md): every page under this layout is a
 * content page, and nothing else needs to say so.
 */
export const handle = contentPage;

/** Nothing to load: without it React Router would treat the clientLoader as one to run while hydrating. */
export function loader() {
  return null;
}

/**
 * Reached from a page that hydrates (a link on /contact or /account): the browser loads the
 * content page as a document, as a link on a content page does, instead of rendering it itself.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}

export default function ContentLayout() {
  return (
    <ContentChrome>
      <Outlet />
    </ContentChrome>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ContentChrome>
      <RouteError error={error} />
    </ContentChrome>
  );
}
