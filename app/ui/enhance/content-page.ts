import { useMatches } from "react-router";

/**
 * A content page: server-rendered text that is the same for every visitor, sent without React
 * Router's client runtime (docs/decisions/029-content-pages-without-the-framework.md). A route says
 * so in one place, `export const handle = contentPage;` (or spreads it into a handle of its own);
 * what moves on it is enhanced by the small modules of `*.enhance.ts` files.
 */
export const contentPage = { hydrate: false } as const;

type Handle = { hydrate?: boolean } | null | undefined;

/** True when any matched route (a layout, the page, or the route whose error is shown) is a content page. */
export function isContentPage(handles: readonly unknown[]): boolean {
  return handles.some((handle) => (handle as Handle)?.hydrate === false);
}

/** In the document: false on a content page, whose markup the browser keeps as the server sent it. */
export function useHydrates(): boolean {
  return !isContentPage(useMatches().map((match) => match.handle));
}
