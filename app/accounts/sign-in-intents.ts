import { declareIntents } from "~/ui/forms/intents";

/**
 * The intents of the sign-in forms besides the password's own (which posts none): "Resend the
 * link" (on /login and /signup), a passkey's answer and the two-step code (on /login). Their
 * handlers are sign-in-actions.server.ts.
 */
export const signInIntents = declareIntents({
  resendConfirmation: "resend-confirmation",
  passkey: "passkey",
  code: "code",
});
