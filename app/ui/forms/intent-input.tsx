import { intentField } from "./intents";

/** The hidden field that posts a form's intent (declared with `declareIntents`, intents.ts). */
export function IntentInput({ intent }: { intent: string }) {
  return <input type="hidden" {...intentField(intent)} />;
}
