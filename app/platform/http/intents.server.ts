import { INTENT_FIELD } from "~/ui/forms/intents";
import { errorText } from "~/ui/ui-text";
import type { BodyData } from "./body.server";
import { UserFacingError } from "./errors.server";

/** One form's handler: what the page hands every handler (`ctx`) and the posted body in, the answer out. */
export type IntentHandler<Ctx, Out> = (ctx: Ctx, body: BodyData) => Promise<Out>;

/**
 * The handlers of a group of forms, keyed by the intents declared beside them
 * (`{ [intents.save]: async (ctx, body) => … }`, app/ui/forms/intents.tsx).
 */
export type IntentHandlers<Ctx, Out> = Readonly<Record<string, IntentHandler<Ctx, Out>>>;

/**
 * Several groups' handlers in one table. An intent claimed twice is a mistake, refused when the
 * table is made (when its module loads), not at the first post; `where` names the page in the error.
 */
export function mergeHandlers<Ctx, Out>(
  groups: readonly IntentHandlers<Ctx, Out>[],
  where: string,
): ReadonlyMap<string, IntentHandler<Ctx, Out>> {
  const handlers = new Map<string, IntentHandler<Ctx, Out>>();
  for (const group of groups) {
    for (const [intent, handler] of Object.entries(group)) {
      if (handlers.has(intent)) throw new Error(`The intent "${intent}" has two handlers on ${where}`);
      handlers.set(intent, handler);
    }
  }
  return handlers;
}

/** A page's action, told apart by the posted `intent`: `dispatch(ctx, body)` runs its handler. */
export type IntentTable<Ctx, Out> = {
  /** The intents it answers, in the order their groups were given. */
  readonly intents: readonly string[];
  dispatch(ctx: Ctx, body: BodyData): Promise<Out>;
};

/**
 * The one way a page with several forms answers them: their groups' handlers merged (a duplicate
 * refused at once), and a post whose `intent` none of them claims answered 400 "invalid request",
 * or by `otherwise` where a page has a form that posts no intent (a sign-in's password form).
 */
export function intentTable<Ctx, Out>(
  where: string,
  groups: readonly IntentHandlers<Ctx, Out>[],
  otherwise?: IntentHandler<Ctx, Out>,
): IntentTable<Ctx, Out> {
  const handlers = mergeHandlers(groups, where);
  return {
    intents: [...handlers.keys()],
    async dispatch(ctx, body) {
      const intent = body[INTENT_FIELD];
      const handler = (typeof intent === "string" ? handlers.get(intent) : undefined) ?? otherwise;
      if (!handler) throw new UserFacingError(400, errorText.invalidRequest);
      return handler(ctx, body);
    },
  };
}
