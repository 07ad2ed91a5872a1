import { Hono } from "hono";
import { isOutboxVisible, listOutbox } from "~/platform/mail/outbox.server";
import { errorText } from "~/ui/ui-text";
import type { ApiEnv } from "./env";

/**
 * The outbox as JSON, for local tooling and browser tests; it exists only in development with
 * the outbox mail transport, so production can never list reset links.
 */
export const dev = new Hono<ApiEnv>().get("/outbox", async (c) => {
  if (!isOutboxVisible(c.env)) return c.json({ error: errorText.notFound }, 404);
  const mails = await listOutbox(c.env);
  c.header("Cache-Control", "no-store");
  return c.json({ mails });
});
