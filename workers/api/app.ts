import { Hono } from "hono";
import { errorResponse } from "~/platform/http/errors.server";
import { errorText } from "~/ui/ui-text";
import { auth } from "./auth";
import { contact } from "./contact";
import { dev } from "./dev";
import type { ApiEnv } from "./env";
import { health } from "./health";
import { passkeyApi } from "./passkeys";
import { sessionMiddleware } from "./session";

/**
 * The JSON API, for JSON clients; the site's own forms post to React Router actions, which call
 * the same server modules and answer with the same texts. The Worker entry has already checked
 * the origin and the body size.
 */
export const api = new Hono<ApiEnv>().basePath("/api");

// Before the session middleware: the health check must answer even when sessions cannot work.
api.route("/health", health);

api.use(sessionMiddleware);

api.route("/auth", auth);
api.route("/contact", contact);
api.route("/passkeys", passkeyApi);
api.route("/dev", dev);

api.notFound((c) => c.json({ error: errorText.notFound }, 404));
// Handlers throw UserFacingError for what the caller can fix; this renders every failure.
api.onError((err, c) => errorResponse(err, `api ${c.req.method} ${c.req.routePath}`, c.req.raw));
