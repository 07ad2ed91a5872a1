import { Hono } from "hono";
import { contactMessageSchema, contactVisitorSchema } from "../../app/lib/validation/contact";
import { UserFacingError } from "../auth/errors";
import { clientIp } from "../auth/rate-limit";
import { contactDeps } from "../contact/deps";
import { listVisibleMessages, submitUserMessage, submitVisitorMessage, toVisibleMessage, USER_SUCCESS, VISITOR_SUCCESS } from "../contact/messages";
import type { ApiEnv } from "./app";
import { parseWith, readBody, type BodyKind } from "./body";
import { respond, respondError } from "./respond";

export const contact = new Hono<ApiEnv>()
  .post("/", async (c) => {
    let kind: BodyKind = "json";
    try {
      const body = await readBody(c);
      kind = body.kind;
      const user = c.get("session").user;
      const req = { ip: clientIp(c.req.raw), hostname: new URL(c.req.url).hostname };
      const deps = contactDeps(c.env);
      let message: string;
      if (user) {
        await submitUserMessage(deps, user, parseWith(contactMessageSchema, body.data), req);
        message = USER_SUCCESS;
      } else {
        // The widget posts its token as cf-turnstile-response in plain form posts.
        const data = { ...body.data, token: body.data.token ?? body.data["cf-turnstile-response"] };
        await submitVisitorMessage(deps, parseWith(contactVisitorSchema, data), req);
        message = VISITOR_SUCCESS;
      }
      return respond(c, kind, {
        status: 201,
        json: { message },
        redirectTo: "/contact",
        toast: { kind: "success", title: "Success!", description: message },
      });
    } catch (err) {
      if (err instanceof UserFacingError) return respondError(c, kind, err, { redirectTo: "/contact", title: "Error" });
      throw err;
    }
  })
  .get("/messages", async (c) => {
    const user = c.get("session").user;
    if (!user) return c.json({ error: "Please log in to see your messages." }, 401);
    const messages = await listVisibleMessages(contactDeps(c.env).db, user);
    c.header("Cache-Control", "no-store");
    return c.json({ messages: messages.map(toVisibleMessage) });
  });
