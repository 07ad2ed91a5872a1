import { describe, expect, it } from "vitest";
import { mergeHandlers } from "~/accounts/settings/merge-handlers.server";

// The forms' wire names themselves are proven by the tests that post them (account-page,
// two-step, passkeys, email-change, account-sessions); this proves the table they meet.
describe("/account sections (app/accounts/settings/)", () => {
  const answer = async () => ({ ok: true });

  it("merges the sections' handlers into one table, one handler per intent", () => {
    const handlers = mergeHandlers([{ handlers: { a: answer } }, { handlers: { b: answer, c: answer } }]);
    expect([...handlers.keys()]).toEqual(["a", "b", "c"]);
  });

  it("refuses an intent claimed by two sections, at load", () => {
    expect(() => mergeHandlers([{ handlers: { profile: answer } }, { handlers: { profile: answer } }])).toThrow(
      'The intent "profile" has two handlers on /account',
    );
  });
});
