// React's Node build, not the `workerd` condition's edge build: both offer renderToReadableStream,
// but the edge build turns every attribute and text into its own Uint8Array (TextEncoder per
// string), while the Node build writes strings into one 4 KB buffer. With nodejs_compat the Node
// build runs in workerd, and renders cost about a fifth less (profiled on 2026-11-25: the history of docs/performance.md).
import { renderToReadableStream } from "react-dom/server.node";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { isDatabaseFailure } from "~/platform/db/failures.server";
import { hadDatabaseOutage, markDatabaseOutage } from "~/platform/http/database-outage.server";
import { withHydrationAfterLoad } from "~/platform/http/hydrate-after-load.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { logRequestFailure } from "~/platform/log.server";
import { isContentPage } from "~/ui/enhance/content-page";
import { NonceProvider } from "~/ui/enhance/nonce";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // A loader or action that lost D1 is an outage, not a bug: the error page answers 503.
  if (hadDatabaseOutage(loadContext)) responseStatusCode = 503;
  // The Worker entry made this nonce and puts the same value into the CSP header.
  const { nonce } = getRequestContext(loadContext);
  let shellRendered = false;
  const body = await renderToReadableStream(
    <NonceProvider nonce={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) logRequestFailure(request, 500, error);
      },
    },
  );
  shellRendered = true;
  // Every page is fully rendered for everyone: the HTML carries the whole text (docs/decisions/008-content-as-data.md), and
  // waiting for allReady keeps crawlers, no-JS browsers and Lighthouse on one code path.
  await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const response = new Response(body, { headers: responseHeaders, status: responseStatusCode });
  // A content page carries no framework to defer (docs/decisions/029-content-pages-without-the-framework.md).
  const handles = routerContext.staticHandlerContext.matches.map(
    (match) => routerContext.routeModules[match.route.id]?.handle,
  );
  return isContentPage(handles) ? response : withHydrationAfterLoad(response);
}

/** Loader, action and render failures: one structured line without personal data (docs/decisions/009-security-defaults.md). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  const outage = isDatabaseFailure(error);
  if (outage && context) markDatabaseOutage(context);
  logRequestFailure(request, outage ? 503 : 500, error);
};
