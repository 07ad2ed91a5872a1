import { createRequestHandler, RouterContextProvider } from "react-router";
import type { SessionUser } from "~/accounts";
import { type Reauth, sessionContext } from "~/accounts/index.server";
import { headerCountsContext, readPageSession, type StaffBar } from "~/frame/request-session.server";
import { isDatabaseFailure } from "~/platform/db/failures.server";
import { bookmarkCookie, openRequestSession, primaryEnv, withDatabase } from "~/platform/db/session.server";
import { limitedBody } from "~/platform/http/body.server";
import { DEFAULT_BODY_LIMIT } from "~/platform/http/body-limit";
import { appendCookieUnlessSet } from "~/platform/http/cookies.server";
import { hadDatabaseOutage } from "~/platform/http/database-outage.server";
import { OUTAGE_RETRY_AFTER_SECONDS } from "~/platform/http/errors.server";
import { requestContext } from "~/platform/http/request-context.server";
import { secureFlashCookie } from "~/platform/http/toast.server";
import { errorName, logEvent } from "~/platform/log.server";
import type { MailJob } from "~/platform/mail/queue.server";
import { countReportWrites } from "~/reports/index.server";
import { errorText } from "~/ui/ui-text";
import { api } from "./api/app";
import { leadingSlashesRedirect } from "./canonical-path";
import { failedConfigChecks, refusalResponse, reportRefusal } from "./config/production-checks";
import { cronJobsFor } from "./cron/schedule";
import { serveWithEdgeCache } from "./edge-cache/gateway";
import { type PageMemory, pageMemoryFor } from "./edge-cache/memory";
import { isSignedInTemplateRequest } from "./edge-cache/policy";
import { routeIdsFor } from "./edge-cache/route-ids";
import { serveSignedInPage } from "./edge-cache/signed-in";
import { handleInboundMail } from "./email/inbound";
import { handleMailQueue } from "./queue/mail-consumer";
import { routeBodyLimit } from "./route-body-limit";
import { createNonce, withSecurityHeaders } from "./security/headers";
import { isOneClickUnsubscribe, isSameOriginRequest, isStateChanging } from "./security/origin";

// The reports' daily roll-ups are kept by the writes of conversations, bookings and subscriptions,
// in their own D1 batches (app/reports/counters.server.ts): listening once, before any request.
countReportWrites();

/**
 * React Router's handler, made once per isolate on the first page request (API and cached answers
 * never load the app's modules). Handing createRequestHandler the build itself, not a function
 * returning it, matters: with a function it re-imports the build and re-derives its routes and
 * static handler on every request (about a tenth of a render when profiled on 2026-11-25: the history of docs/performance.md).
 */
let pageHandler: Promise<ReturnType<typeof createRequestHandler>> | undefined;
let serverBuild: Promise<typeof import("virtual:react-router/server-build")> | undefined;
function loadBuild() {
  serverBuild ??= import("virtual:react-router/server-build").catch((error: unknown) => {
    serverBuild = undefined;
    throw error;
  });
  return serverBuild;
}
function handlePage(request: Request, context: RouterContextProvider): Promise<Response> {
  pageHandler ??= loadBuild()
    .then((build) => createRequestHandler(build, import.meta.env.MODE))
    .catch((error: unknown) => {
      // Not kept: the next request tries again.
      pageHandler = undefined;
      throw error;
    });
  return pageHandler.then((handler) => handler(request, context));
}

function isApiPath(pathname: string): boolean {
  return pathname === "/api" || pathname.startsWith("/api/");
}

function refuse(isApi: boolean, status: 403 | 413, message: string): Response {
  return withSecurityHeaders(isApi ? Response.json({ error: message }, { status }) : new Response(message, { status }));
}

/**
 * Once our check passed, an `Origin: null` (pages served with no-referrer send it) is replaced by
 * the site's origin, so React Router's own action check sees the same request we approved.
 */
function withOwnOrigin<R extends Request>(request: R): R {
  if (request.headers.get("Origin") === new URL(request.url).origin) return request;
  const headers = new Headers(request.headers);
  headers.set("Origin", new URL(request.url).origin);
  return new Request(request, { headers }) as unknown as R;
}

/** Pages that need no database keep rendering while D1 fails: the visitor is shown as signed out. */
async function readSessionOrAnonymous(request: Request, env: Env) {
  try {
    return await readPageSession(request, env);
  } catch (err) {
    if (!isDatabaseFailure(err)) throw err;
    logEvent("error", "session_unavailable", { route: new URL(request.url).pathname, error: errorName(err) });
    return { user: null, token: null, setCookie: null, unavailable: true };
  }
}

/**
 * A page, `.data` or resource answer that failed because D1 did is an outage: 503 with Retry-After,
 * whichever way React Router rendered the failure (documents already say 503; data and resource
 * routes say 500).
 */
function asOutage(response: Response, context: RouterContextProvider): Response {
  if (response.status < 500 || !hadDatabaseOutage(context)) return response;
  const answer = new Response(response.body, { status: 503, headers: response.headers });
  answer.headers.set("Retry-After", String(OUTAGE_RETRY_AFTER_SECONDS));
  return answer;
}

/**
 * Everything the Worker answers, behind the edge cache for anonymous pages. One D1 session per
 * request (app/platform/db/session.server.ts): every loader, action and API handler gets it as `env.DB`,
 * and an answer after a write carries the visitor's new bookmark.
 */
async function handle(request: Request, env: Env, ctx: ExecutionContext, memory: PageMemory): Promise<Response> {
  const database = openRequestSession(request, env);
  const response = await answer(request, withDatabase(env, database), ctx, memory);
  secureFlashCookie(response.headers, env);
  const bookmark = bookmarkCookie(database, env);
  if (bookmark) response.headers.append("Set-Cookie", bookmark);
  return response;
}

async function answer(request: Request, env: Env, ctx: ExecutionContext, memory: PageMemory): Promise<Response> {
  const { pathname } = new URL(request.url);
  const isApi = isApiPath(pathname);
  if (isStateChanging(request)) {
    // Before anything else runs: the origin check, then the body limit for every route (32 KB;
    // a page route that takes more declares it in its `handle`, workers/route-body-limit.ts).
    // One exception: the RFC 8058 one-click unsubscribe POST from mail providers, which
    // carries no Origin and is authorised by its token alone (see isOneClickUnsubscribe).
    if (!isSameOriginRequest(request) && !isOneClickUnsubscribe(request))
      return refuse(isApi, 403, errorText.crossOrigin);
    const limit = isApi ? DEFAULT_BODY_LIMIT : routeBodyLimit((await loadBuild()).routes, pathname);
    const buffered = await limitedBody(request, limit.bytes, limit.tooLargeText);
    if (!buffered) return refuse(isApi, 413, limit.tooLargeText);
    request = withOwnOrigin(buffered);
  }
  if (isApi) return withSecurityHeaders(await api.fetch(request, env, ctx));

  const session = await readSessionOrAnonymous(request, env);
  // A signed-in view of a public page is its role's template with the person filled in, when the
  // page has one; everything else is rendered for the visitor.
  const templated =
    session.user && isSignedInTemplateRequest(request)
      ? await serveSignedInPage({
          request,
          user: session.user,
          unreadReplies: session.unreadReplies ?? 0,
          version: __BUILD_ID__,
          ctx,
          memory,
          render: (template, user, unreadReplies) => renderPage(template, env, ctx, { user, unreadReplies }),
        })
      : null;
  const response = templated ?? (await renderPage(request, env, ctx, session));
  // A sign-in or sign-out in an action has the last word on the session cookie.
  if (session.setCookie) appendCookieUnlessSet(response.headers, session.setCookie);
  return response;
}

type PageSession = {
  user: SessionUser | null;
  token?: string | null;
  secondFactor?: boolean;
  reauth?: Reauth | null;
  timeZone?: string | null;
  unreadReplies?: number;
  staffBar?: StaffBar | null;
  unavailable?: boolean;
};

/** One page rendered by React Router for `session` (a real one, or a template's placeholder). */
async function renderPage(request: Request, env: Env, ctx: ExecutionContext, session: PageSession): Promise<Response> {
  const nonce = createNonce();
  const context = new RouterContextProvider();
  context.set(requestContext, { env, ctx, nonce });
  context.set(sessionContext, {
    user: session.user,
    sessionToken: session.token ?? null,
    secondFactor: session.secondFactor === true,
    reauth: session.reauth ?? null,
    timeZone: session.timeZone ?? null,
    sessionUnavailable: session.unavailable === true,
  });
  context.set(headerCountsContext, { unreadReplies: session.unreadReplies ?? 0, staffBar: session.staffBar ?? null });
  return withSecurityHeaders(asOutage(await handlePage(request, context), context), nonce);
}

export default {
  async fetch(request, env, ctx) {
    // Unsafe production settings: nothing runs but the health check, which names what failed;
    // checked before the edge cache, so not even a cached page is served.
    const failed = failedConfigChecks(env);
    if (failed.length > 0) {
      reportRefusal(failed);
      const { pathname } = new URL(request.url);
      if (pathname !== "/api/health") return withSecurityHeaders(refusalResponse(isApiPath(pathname)), createNonce());
    }
    const canonical = leadingSlashesRedirect(request);
    if (canonical) return withSecurityHeaders(canonical);
    const memory = pageMemoryFor(env);
    return serveWithEdgeCache({
      request,
      ctx,
      version: __BUILD_ID__,
      memory,
      render: (req) => handle(req, env, ctx, memory),
      routeIdsOf: async (pagePath) => routeIdsFor((await loadBuild()).routes, pagePath),
    });
  },

  // Background work reads and writes the primary: it acts on what was just done.
  async queue(batch, env) {
    await handleMailQueue(batch, primaryEnv(env));
  },

  async email(message, env) {
    await handleInboundMail(message, primaryEnv(env));
  },

  // The crons of wrangler.toml, each running its jobs side by side (workers/cron/schedule.ts).
  async scheduled(controller, env, ctx) {
    const at = new Date(controller.scheduledTime);
    for (const job of cronJobsFor(controller.cron)) ctx.waitUntil(job(primaryEnv(env), at));
  },
} satisfies ExportedHandler<Env, MailJob>;
