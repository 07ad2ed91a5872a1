import { errorMessages } from "../../app/lib/messages";
import { Hono } from "hono";
import { createDb } from "../db/client";
import { listOutbox } from "../mail/outbox";
import type { ApiEnv } from "./app";

/**
 * The outbox as JSON, for local tooling and browser tests; it exists only while the outbox mail
 * transport is active (never in production, which sends through Cloudflare).
 */
export const dev = new Hono<ApiEnv>().get("/outbox", async (c) => {
  if (c.env.MAIL_TRANSPORT !== "outbox") return c.json({ error: errorMessages.notFound }, 404);
  const mails = await listOutbox(createDb(c.env.DB));
  c.header("Cache-Control", "no-store");
  return c.json({ mails });
});
