import { Hono } from "hono";
import { listVisibleMessages, sendContactMessage, toVisibleMessage } from "~/.server/contact/contact-messages";
import { contactDeps } from "~/.server/contact/deps";
import { readBody } from "~/.server/http/body";
import { errorText } from "~/lib/ui-text";
import type { ApiEnv } from "./env";

export const contact = new Hono<ApiEnv>()
  .post("/", async (c) => {
    const { data } = await readBody(c.req.raw);
    const sent = await sendContactMessage(contactDeps(c.env), c.get("session").user, data, c.req.raw);
    return c.json({ message: sent.message }, 201);
  })
  .get("/messages", async (c) => {
    const user = c.get("session").user;
    if (!user) return c.json({ error: errorText.loginRequired }, 401);
    const messages = await listVisibleMessages(contactDeps(c.env).db, user);
    c.header("Cache-Control", "no-store");
    return c.json({ messages: messages.map(toVisibleMessage) });
  });
