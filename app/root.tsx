import manropeLatin from "@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url";
import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
} from "react-router";
import { getSession } from "~/accounts/index.server";
import { siteNavigation } from "~/content/navigation.server";
import { MESSAGES_PATH, unreadRepliesText } from "~/conversations";

import { getHeaderCounts } from "~/frame/request-session.server";
import { type RootData, useRootData } from "~/frame/root-data";
import { getRequestContext } from "~/platform/http/request-context.server";
import { readFlash } from "~/platform/http/toast.server";
import { readLandingContent } from "~/site/index.server";
import { DraftOwnerProvider } from "~/ui/draft-owner";
import { useHydrates } from "~/ui/enhance/content-page";
import { enhanceModuleUrl } from "~/ui/enhance/enhance-script";
import { SpeculationRules } from "~/ui/enhance/speculation-rules";
import { pageText } from "~/ui/page-text";
import { seo } from "~/ui/seo";
import { FlashToast } from "~/ui/toasts/flash-toast";
import { Toaster } from "~/ui/toasts/toaster";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";

export const links: Route.LinksFunction = () => [
  // The font swaps in when it arrives; the stylesheet is in Layout (see there).
  { rel: "preload", href: manropeLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/**
 * Only for error pages: when a page's loader answers 404 (unknown service, product, post), the
 * root boundary renders and only the root's meta runs, so the page still gets a title and noindex.
 * Every other page's own meta replaces this.
 */
export const meta: Route.MetaFunction = (args) => {
  if (!args.error) return [];
  const missing = isRouteErrorResponse(args.error) && args.error.status === 404;
  return seo(args, { title: missing ? pageText.notFoundTitle : pageText.errorTitle, noindex: true });
};

/**
 * Leaving a conversation the client had not read: the header's count, read with the session
 * before the conversation was opened, is read again (app/conversations/unread-replies.ts).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname.startsWith(`${MESSAGES_PATH}/`) || defaultShouldRevalidate;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = getRequestContext(context);
  const { user } = getSession(context);
  const { unreadReplies } = getHeaderCounts(context);
  const footer = await readLandingContent(env.ASSETS, request.url, "footer");
  const flash = readFlash(request);
  return data(
    {
      footer,
      navigation: siteNavigation,
      siteOrigin: env.SITE_ORIGIN,
      user,
      unreadReplies: unreadRepliesText(user ? (unreadReplies ?? 0) : 0),
      toast: flash.toast,
      year: new Date().getUTCFullYear(),
      visitModule: enhanceModuleUrl("visit") ?? null,
    } satisfies RootData,
    flash.clearCookie ? { headers: { "Set-Cookie": flash.clearCookie } } : undefined,
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRootData();
  // A content page leaves React Router's client runtime out: its scripts, its module preloads and
  // the framework chunk (docs/decisions/029-content-pages-without-the-framework.md).
  const hydrates = useHydrates();
  useEffect(() => {
    // Tests (and CSS, if ever needed) can tell a hydrated page from server HTML. Set here, not in
    // App, so pages rendered by the error boundary (a loader's 404) are marked too.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#135bfb" />
        {/* A stylesheet resource (React 19 `precedence`): React writes it before the module
            preloads, so the browser asks for it first and the first paint does not wait for JS. */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-[100] rounded bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to content
        </a>
        {/* The frame is the layout's: the public site's (routes/site-layout.tsx) or the staff area's. */}
        {children}
        {/* Where this visit came from, kept in the tab for the contact and booking forms (docs/reports.md):
            one small module on every page, the same markup on the server and when hydrating (no nonce:
            a script of our own origin needs none). */}
        {rootData?.visitModule ? <script type="module" src={rootData.visitModule} /> : null}
        {hydrates ? (
          <>
            <Toaster flash={rootData?.toast} />
            <ScrollRestoration />
            <Scripts />
          </>
        ) : (
          <>
            <FlashToast flash={rootData?.toast} />
            <SpeculationRules />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  // Drafts kept in this browser belong to whoever is signed in, or to "signed out" (app/ui/drafts.ts).
  const userId = useRootData()?.user?.id ?? null;
  return (
    <DraftOwnerProvider userId={userId}>
      <Outlet />
    </DraftOwnerProvider>
  );
}

/**
 * Only an error outside both layouts (the root loader's own) lands here, shown without a frame;
 * a page's errors are its layout's to show (RouteError, in the site's or the staff area's frame).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // In the browser only: the server logged it already, without the error's message (docs/decisions/009-security-defaults.md).
  if (!isRouteErrorResponse(error) && typeof document !== "undefined") console.error(error);
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-1 flex-col items-center justify-center px-6 text-center"
    >
      <h1 className="text-3xl font-bold text-navy-900">{pageText.errorTitle}</h1>
      <p className="mt-4 text-muted">
        We could not show this page. Please try again in a moment, or contact us if it keeps happening.
      </p>
      <a href="/" className="mt-8 font-semibold text-brand-700 underline">
        Return to Home
      </a>
    </main>
  );
}
