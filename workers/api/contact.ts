import { Hono } from "hono";
import { ATTACHMENT_FIELD, clientReplySchema, conversationErrorText, conversationToasts } from "~/conversations";
import {
  conversationDeps,
  intakeDeps,
  listClientConversations,
  replyAsClient,
  sendContactMessage,
} from "~/conversations/index.server";

import { parseWith, readBody } from "~/platform/http/body.server";
import type { ApiEnv } from "./env";

export const contact = new Hono<ApiEnv>()
  .post("/", async (c) => {
    const { data } = await readBody(c.req.raw, [ATTACHMENT_FIELD]);
    const sent = await sendContactMessage(intakeDeps(c.env), c.get("session").user, data, c.req.raw);
    return c.json({ message: sent.message }, 201);
  })
  .get("/messages", async (c) => {
    const user = c.get("session").user;
    if (!user) return c.json({ error: conversationErrorText.loginRequired }, 401);
    const messages = await listClientConversations(intakeDeps(c.env).db, user);
    c.header("Cache-Control", "no-store");
    return c.json({ messages });
  })
  // The client's answer in one of their conversations; the same rules as the contact page's form.
  .post("/messages/:id/answers", async (c) => {
    const user = c.get("session").user;
    if (!user) return c.json({ error: conversationErrorText.loginRequired }, 401);
    const { data } = await readBody(c.req.raw);
    const input = parseWith(clientReplySchema, { ...data, conversationId: c.req.param("id") });
    await replyAsClient(conversationDeps(c.env), user, input.conversationId, input.answer);
    return c.json({ message: conversationToasts.clientReplySent.description }, 201);
  });
