import { Hono } from "hono";
import { errorName, logEvent } from "~/platform/log.server";
import { failedConfigChecks } from "../config/production-checks";
import type { ApiEnv } from "./env";

/**
 * For uptime checks: a real round trip to D1 and the production configuration checks. A failed
 * check is named (never its value), so an operator knows what to fix; any failure answers 503.
 */
export const health = new Hono<ApiEnv>().get("/", async (c) => {
  c.header("Cache-Control", "no-store");
  const failed: string[] = failedConfigChecks(c.env);
  let db: "ok" | "error" = "ok";
  try {
    await c.env.DB.prepare("select 1").first();
  } catch (err) {
    db = "error";
    logEvent("error", "health_db_failed", { error: errorName(err) });
  }
  if (db === "error") failed.push("database");
  if (failed.length === 0) return c.json({ ok: true, db });
  return c.json({ ok: false, db, failed }, 503);
});
