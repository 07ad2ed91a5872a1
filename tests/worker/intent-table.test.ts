import { describe, expect, it } from "vitest";
import { UserFacingError } from "~/platform/http/errors.server";
import { intentTable, mergeHandlers } from "~/platform/http/intents.server";

// The forms' wire names themselves are proven by the tests that post them (account-page,
// two-step, passkeys, email-change, account-sessions, admin-inbox, newsletter-editor…); this
// proves the one table every page with several forms meets (app/platform/http/intents.server.ts).
describe("the intent table (app/platform/http/intents.server.ts)", () => {
  const answer = (name: string) => async () => name;

  it("merges the groups' handlers into one table, one handler per intent", () => {
    const handlers = mergeHandlers([{ a: answer("a") }, { b: answer("b"), c: answer("c") }], "/example");
    expect([...handlers.keys()]).toEqual(["a", "b", "c"]);
    expect(intentTable("/example", [{ a: answer("a") }, { b: answer("b") }]).intents).toEqual(["a", "b"]);
  });

  it("refuses an intent claimed by two groups, when the table is made", () => {
    expect(() => intentTable("/account", [{ profile: answer("one") }, { profile: answer("two") }])).toThrow(
      'The intent "profile" has two handlers on /account',
    );
  });

  it("runs the handler the posted intent names, with the page's context and the body", async () => {
    const table = intentTable<{ who: string }, string>("/example", [
      { save: async (ctx, body) => `${ctx.who} saved ${String(body.text)}` },
    ]);
    await expect(table.dispatch({ who: "Asha" }, { intent: "save", text: "hello" })).resolves.toBe("Asha saved hello");
  });

  it("answers an intent nobody claims, or none, with 400 'invalid request'", async () => {
    const table = intentTable("/example", [{ save: answer("save") }]);
    for (const body of [{ intent: "delete" }, {}, { intent: ["save"] }]) {
      const refused = await table.dispatch({}, body).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(UserFacingError);
      expect((refused as UserFacingError).status).toBe(400);
    }
  });

  it("hands a post without a known intent to `otherwise`, where a page has a form that posts none", async () => {
    const table = intentTable("/login", [{ code: answer("code") }], answer("password"));
    await expect(table.dispatch({}, {})).resolves.toBe("password");
    await expect(table.dispatch({}, { intent: "code" })).resolves.toBe("code");
  });
});
