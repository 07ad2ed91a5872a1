import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { auth } from "./auth";
import { contact } from "./contact";
import { dev } from "./dev";
import { handleApiError } from "./errors";
import { health } from "./health";
import { sessionMiddleware, type SessionVariables } from "./session";

export const MAX_BODY_BYTES = 32 * 1024;

export type ApiEnv = { Bindings: Env; Variables: SessionVariables };

export const api = new Hono<ApiEnv>().basePath("/api");

api.use(
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ error: "Request body is too large (limit 32 KB)." }, 413),
  }),
);

api.use(sessionMiddleware);

api.route("/health", health);
api.route("/auth", auth);
api.route("/contact", contact);
api.route("/dev", dev);

api.notFound((c) => c.json({ error: "Not found." }, 404));
api.onError(handleApiError);
