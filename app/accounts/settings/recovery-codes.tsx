import { declareIntents } from "~/ui/forms/intents";

/**
 * The `intent` of "New recovery codes" (its form is in two-step.tsx, its handler in
 * recovery-codes.server.ts). Turning two-step on makes the first codes (two-step.server.ts).
 */
export const intents = declareIntents({ renew: "recovery-codes" });
