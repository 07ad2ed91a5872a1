import { Hono } from "hono";
import { errorMessages } from "../../app/lib/messages";
import { listVisibleMessages, sendContactMessage, toVisibleMessage } from "../contact/messages";
import { contactDeps } from "../contact/deps";
import { readBody } from "../http/body";
import type { ApiEnv } from "./app";

export const contact = new Hono<ApiEnv>()
  .post("/", async (c) => {
    const { data } = await readBody(c.req.raw);
    const sent = await sendContactMessage(contactDeps(c.env), c.get("session").user, data, c.req.raw);
    return c.json({ message: sent.message }, 201);
  })
  .get("/messages", async (c) => {
    const user = c.get("session").user;
    if (!user) return c.json({ error: errorMessages.loginRequired }, 401);
    const messages = await listVisibleMessages(contactDeps(c.env).db, user);
    c.header("Cache-Control", "no-store");
    return c.json({ messages: messages.map(toVisibleMessage) });
  });
