import { Hono } from "hono";
import type { ApiEnv } from "./app";

/** Liveness plus a real round trip to D1, for uptime checks. */
export const health = new Hono<ApiEnv>().get("/", async (c) => {
  try {
    await c.env.DB.prepare("select 1").first();
    return c.json({ ok: true, db: "ok" });
  } catch (err) {
    console.error("[health] D1 check failed:", err);
    return c.json({ ok: false, db: "error" }, 503);
  }
});
