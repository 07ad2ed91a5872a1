import { type MouseEvent, type ReactNode, useId, useState } from "react";
import { useNavigate } from "react-router";

/**
 * Server-rendered content that the browser keeps as it is instead of hydrating it: text, images
 * and links with no state and no handlers of their own. On a phone most of a content page's
 * hydration is spent walking such markup; an island costs one element.
 *
 * How: while hydrating, the island renders its own server markup back as `dangerouslySetInnerHTML`
 * and React leaves an element with inner HTML untouched. Rendered on the client (a client-side
 * navigation, or React re-rendering after a hydration error) there is no server markup with its
 * id, and the island renders `children` as usual. Links inside keep client-side navigation: one
 * click handler on the island hands same-origin clicks to the router, as `<Link>` would.
 *
 * Only for content that cannot change while the page is shown: an island keeps its first markup.
 * Content that changes in place (another filter on the same route) must give the island a `key`.
 */
export function StaticIsland({ children }: { children: ReactNode }) {
  const id = useId();
  const [serverHtml] = useState(() => (typeof document === "undefined" ? null : serverMarkup(id)));
  const onClick = useIslandLinks();
  if (serverHtml === null) return <div data-island={id}>{children}</div>;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegation for the links inside; the links are the interactive elements.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link inside fires this same click, so the keyboard is covered.
    <div
      data-island={id}
      onClick={onClick}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own server markup, read back from the DOM; nothing from input.
      dangerouslySetInnerHTML={{ __html: serverHtml }}
    />
  );
}

function serverMarkup(id: string): string | null {
  const element = document.querySelector(`[data-island="${CSS.escape(id)}"]`);
  return element ? element.innerHTML : null;
}

/** What `<Link>` does for a click, for the plain links of an island's markup. */
function useIslandLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    const link = (event.target as Element).closest("a[href]");
    if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
    if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
    if (link.origin !== window.location.origin) return;
    // A jump within this page stays the browser's.
    if (link.hash && link.pathname === window.location.pathname && link.search === window.location.search) return;
    event.preventDefault();
    navigate(link.pathname + link.search + link.hash);
  };
}
