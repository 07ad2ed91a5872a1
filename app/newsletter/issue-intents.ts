import { declareIntents } from "~/ui/forms/intents";

/**
 * The intents of an issue's forms (the editor, its steps, the report's): written here only; their
 * handlers are issue-actions.server.ts. A new issue's form posts `save` too.
 */
export const issueIntents = declareIntents({
  save: "save",
  test: "test",
  send: "send",
  schedule: "schedule",
  unschedule: "unschedule",
  retry: "retry",
  resume: "resume",
});
