import { env } from "cloudflare:test";
import { hmac } from "@oslojs/crypto/hmac";
import { SHA256 } from "@oslojs/crypto/sha2";
import { encodeBase64urlNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import { describe, expect, it } from "vitest";
import { suggestedPasskeyName } from "~/accounts/passkey-names.server";
import { accountErrorText, accountFieldText } from "~/accounts/texts";
import { LIMITS } from "~/ui/forms/limits";
import { api, confirmedUser, confirmItsYou, type Json, lastMailTo, PASSWORD, sessionCookieFrom } from "./auth-helpers";
import { downloadMyData, fetchPage, ORIGIN, postForm } from "./helpers";
import { userId } from "./inbox-helpers";
import { SoftAuthenticator, type Tamper } from "./soft-authenticator";

/**
 * Passkeys end to end through the built Worker, with a software authenticator in place of the
 * browser's: adding one on /account, signing in with it on /login and in the API, and each way
 * a sign-in must fail (a replayed or expired challenge, a wrong origin or RP ID, a counter that
 * goes backwards, no user verification), renaming and removing, export and deletion.
 */

const as = (cookie: string) => ({ headers: { Cookie: cookie } });
type Options = { challenge: string; rpId?: string; rp?: { id: string; name: string }; user?: { id: string } };

/** GET for the options of a prompt, as the browser's fetch sends it. */
async function getOptions(path: string, cookie?: string) {
  const res = await fetchPage(path, cookie ? as(cookie) : undefined);
  return { res, json: (await res.json()) as Json };
}

async function registrationOptions(cookie: string): Promise<Options> {
  const { res, json } = await getOptions("/api/passkeys/register/options", cookie);
  expect(res.status).toBe(200);
  expect(res.headers.get("Cache-Control")).toBe("no-store");
  return json as unknown as Options;
}

async function addPasskey(cookie: string, authenticator: SoftAuthenticator, tamper: Tamper = {}) {
  const credential = await authenticator.register(await registrationOptions(cookie), tamper);
  return postForm(
    "/account",
    { intent: "passkey-add", credential: JSON.stringify(credential) },
    { headers: { Cookie: cookie, "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36" } },
  );
}

/** A confirmed account with one passkey (added after "Confirm it's you" with the password). */
async function accountWithPasskey(email: string) {
  const { cookie } = await confirmedUser(email);
  await confirmItsYou(cookie);
  const authenticator = new SoftAuthenticator(ORIGIN);
  expect((await addPasskey(cookie, authenticator)).status).toBe(303);
  return { cookie, authenticator, email };
}

async function signInOptions(): Promise<Options> {
  const { res, json } = await getOptions("/api/passkeys/sign-in/options");
  expect(res.status).toBe(200);
  return json as unknown as Options;
}

function postPasskeyLogin(credential: unknown) {
  return postForm("/login", { intent: "passkey", credential: JSON.stringify(credential), redirectTo: "/account" });
}

async function passkeyLogin(authenticator: SoftAuthenticator, tamper: Tamper = {}) {
  return postPasskeyLogin(await authenticator.authenticate(await signInOptions(), tamper));
}

const base64urlOfText = (text: string) => encodeBase64urlNoPadding(new TextEncoder().encode(text));

/** The challenge text a test signs itself, as the Worker would (for an already expired one). */
function signedChallenge(purpose: string, userIdPart: string, expires: number): string {
  const nonce = "testnonce".padEnd(32, "a");
  const signature = encodeHexLowerCase(
    hmac(
      SHA256,
      new TextEncoder().encode(env.SESSION_SECRET ?? ""),
      new TextEncoder().encode(`webauthn:${purpose}:${userIdPart}:${nonce}:${expires}`),
    ),
  );
  return base64urlOfText(`${nonce}.${expires}.${signature}`);
}

async function refusedWith(res: Response, message: string) {
  expect(res.status).toBe(400);
  expect(res.headers.getSetCookie().some((c) => c.startsWith("adrig_session="))).toBe(false);
  expect(await res.text()).toContain(message);
}

describe("adding a passkey on /account", () => {
  it("stores the public key with the browser's name, lists it, and offers discoverable, verified passkeys", async () => {
    const { cookie } = await confirmedUser("pk-add@example.com");
    await confirmItsYou(cookie);
    const options = await registrationOptions(cookie);
    expect(options.rp).toEqual({ id: "example.com", name: "ADRIG" });
    expect(options).toMatchObject({
      attestation: "none",
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
    });
    const authenticator = new SoftAuthenticator(ORIGIN);
    const res = await addPasskey(cookie, authenticator);
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/account#passkeys");
    const row = await env.DB.prepare("select * from passkeys where id = ?").bind(authenticator.id).first<Json>();
    expect(row).toMatchObject({ user_id: await userId("pk-add@example.com"), name: "Chrome 131 on Linux", counter: 1 });
    const page = await (await fetchPage("/account", as(cookie))).text();
    expect(page).toContain("Chrome 131 on Linux");
    expect(page).toContain("Add a passkey");
    // The owner is told, with the browser and a way to the account page.
    const mail = await lastMailTo("pk-add@example.com", { subject: "Security change on your ADRIG account" });
    expect(mail?.text).toContain("A passkey was added to your account: “Chrome 131 on Linux”");
    expect(mail?.text).toContain("Browser: Chrome 131 on Linux");
    expect(mail?.text).toMatch(/When: .+ IST/);
    expect(mail?.text).toContain(`${ORIGIN}/account`);
  });

  it("asks nothing of a session that has not confirmed it's you: no prompt, no passkey, no staff area", async () => {
    // An admin signed in with a password alone (or a stolen session cookie).
    const { cookie } = await confirmedUser("pk-stolen@example.com");
    await env.DB.prepare("update users set role = 'admin' where email = 'pk-stolen@example.com'").run();
    const options = await getOptions("/api/passkeys/register/options", cookie);
    expect(options.res.status).toBe(403);
    expect(options.json.error).toBe(accountErrorText.reauthRequired);
    // Even with options made while confirmed, the answer is refused once the confirmation has lapsed.
    await confirmItsYou(cookie);
    const authenticator = new SoftAuthenticator(ORIGIN);
    const credential = await authenticator.register(await registrationOptions(cookie));
    await env.DB.prepare("update sessions set reauth_at = ?")
      .bind(Date.now() - 11 * 60 * 1000)
      .run();
    const added = await postForm(
      "/account",
      { intent: "passkey-add", credential: JSON.stringify(credential) },
      as(cookie),
    );
    expect(added.status).toBe(403);
    expect(await added.text()).toContain(accountErrorText.reauthRequired);
    expect(await env.DB.prepare("select count(*) as n from passkeys").first("n")).toBe(0);
    await refusedWith(await passkeyLogin(authenticator), accountErrorText.passkeyUnknown);
    expect((await fetchPage("/admin/messages", { ...as(cookie), redirect: "manual" })).status).toBe(403);
    expect((await fetchPage("/admin/subscribers.csv", { ...as(cookie), redirect: "manual" })).status).toBe(403);
  });

  it("refuses anonymous callers, a replayed registration, a wrong origin and the same passkey twice", async () => {
    const anonymous = await getOptions("/api/passkeys/register/options");
    expect(anonymous.res.status).toBe(401);
    const { cookie } = await confirmedUser("pk-add-refused@example.com");
    await confirmItsYou(cookie);
    const authenticator = new SoftAuthenticator(ORIGIN);
    const credential = await authenticator.register(await registrationOptions(cookie));
    const post = () =>
      postForm("/account", { intent: "passkey-add", credential: JSON.stringify(credential) }, as(cookie));
    expect((await post()).status).toBe(303);
    // The same answer again: its challenge is spent.
    await refusedWith(await post(), accountErrorText.passkeyExpired);
    // The same passkey with a fresh challenge: it is registered already.
    const twice = await addPasskey(cookie, authenticator);
    expect(twice.status).toBe(409);
    expect(await twice.text()).toContain(accountErrorText.passkeyAlreadyAdded);
    // A registration made for another site.
    const evil = new SoftAuthenticator(ORIGIN);
    await refusedWith(
      await addPasskey(cookie, evil, { origin: "https://evil.example" }),
      accountErrorText.passkeyFailed,
    );
    await refusedWith(await addPasskey(cookie, evil, { rpId: "evil.example" }), accountErrorText.passkeyFailed);
    // A registration challenge belongs to the account that asked for it.
    const other = await confirmedUser("pk-add-other@example.com");
    await confirmItsYou(other.cookie);
    const stolen = await authenticator.register(await registrationOptions(cookie));
    await refusedWith(
      await postForm("/account", { intent: "passkey-add", credential: JSON.stringify(stolen) }, as(other.cookie)),
      accountErrorText.passkeyExpired,
    );
    // Garbage in the field is a 400 with the passkey message, never a 500.
    await refusedWith(
      await postForm("/account", { intent: "passkey-add", credential: "{not json" }, as(cookie)),
      accountErrorText.passkeyFailed,
    );
    const stored = await env.DB.prepare("select count(*) as n from passkeys where user_id = ?")
      .bind(await userId("pk-add-refused@example.com"))
      .first<{ n: number }>();
    expect(stored?.n).toBe(1);
  });
});

describe("naming a passkey as it is added", () => {
  const addNamed = (cookie: string, credential: unknown, name: string) =>
    postForm("/account", { intent: "passkey-add", credential: JSON.stringify(credential), name }, as(cookie));

  it("stores the name the person chose, and tells the owner by it", async () => {
    const { cookie } = await confirmedUser("pk-named@example.com");
    await confirmItsYou(cookie);
    const authenticator = new SoftAuthenticator(ORIGIN);
    const credential = await authenticator.register(await registrationOptions(cookie));
    const res = await addNamed(cookie, credential, "  Work laptop – Ubuntu 💻  ");
    expect(res.status).toBe(303);
    const row = await env.DB.prepare("select name from passkeys where id = ?").bind(authenticator.id).first<Json>();
    expect(row).toEqual({ name: "Work laptop – Ubuntu 💻" });
    expect(await (await fetchPage("/account", as(cookie))).text()).toContain("Work laptop – Ubuntu 💻");
    const mail = await lastMailTo("pk-named@example.com", { subject: "Security change on your ADRIG account" });
    expect(mail?.text).toContain("A passkey was added to your account: “Work laptop – Ubuntu 💻”");
  });

  it("refuses an over-long, empty or control-character name with the field's message, spending nothing", async () => {
    const { cookie } = await confirmedUser("pk-badname@example.com");
    await confirmItsYou(cookie);
    const authenticator = new SoftAuthenticator(ORIGIN);
    const credential = await authenticator.register(await registrationOptions(cookie));
    const refusals: [string, string][] = [
      ["x".repeat(LIMITS.passkeyName.max + 1), accountFieldText.passkeyNameLong],
      ["   ", accountFieldText.passkeyNameRequired],
      ["Phone\u202eenohP", accountFieldText.passkeyNameCharacters],
      ["Phone\nLaptop", accountFieldText.passkeyNameCharacters],
      ["Phone\u0000", accountFieldText.passkeyNameCharacters],
      ["Zero\u200bwidth", accountFieldText.passkeyNameCharacters],
    ];
    for (const [name, message] of refusals) {
      const res = await addNamed(cookie, credential, name);
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(await res.text()).toContain(message);
    }
    expect(await env.DB.prepare("select count(*) as n from passkeys").first("n")).toBe(0);
    // The name is checked before the challenge is spent: the same answer with a good name works.
    expect((await addNamed(cookie, credential, "x".repeat(LIMITS.passkeyName.max))).status).toBe(303);
    // Renaming follows the same rules.
    const renamed = await postForm(
      "/account",
      { intent: "passkey-rename", id: authenticator.id, name: "Bad\u202ename" },
      as(cookie),
    );
    expect(renamed.status).toBe(400);
    expect(await renamed.text()).toContain(accountFieldText.passkeyNameCharacters);
  });

  it("offers the browser's name, numbered once a passkey has it, so two never read alike unasked", async () => {
    expect(suggestedPasskeyName("Chrome 131 on Linux", [])).toBe("Chrome 131 on Linux");
    expect(suggestedPasskeyName("Chrome 131 on Linux", ["Chrome 131 on Linux"])).toBe("Chrome 131 on Linux (2)");
    expect(
      suggestedPasskeyName("Chrome 131 on Linux", ["Chrome 131 on Linux", "Chrome 131 on Linux (2)", "Phone"]),
    ).toBe("Chrome 131 on Linux (3)");
    const long = "B".repeat(80);
    expect(suggestedPasskeyName(long, [])).toHaveLength(LIMITS.passkeyName.max);
    expect(suggestedPasskeyName(long, [long.slice(0, LIMITS.passkeyName.max)]).length).toBeLessThanOrEqual(
      LIMITS.passkeyName.max,
    );
    // The page offers it: after one passkey from this browser, the next is "… (2)".
    const { cookie } = await accountWithPasskey("pk-suggest@example.com");
    const page = await (
      await fetchPage("/account", {
        headers: { Cookie: cookie, "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36" },
      })
    ).text();
    expect(page).toContain("Chrome 131 on Linux (2)");
  });
});

describe("signing in with a passkey", () => {
  it("signs in on /login with no password or code, and the session counts as a second factor", async () => {
    const { authenticator, email } = await accountWithPasskey("pk-login@example.com");
    const res = await passkeyLogin(authenticator);
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/account");
    const cookie = sessionCookieFrom(res);
    const sessions = await env.DB.prepare(
      "select second_factor from sessions where user_id = ? order by created_at desc limit 1",
    )
      .bind(await userId(email))
      .first();
    expect(sessions).toEqual({ second_factor: "passkey" });
    const page = await (await fetchPage("/account", as(cookie))).text();
    expect(page).toContain("Last used");
  });

  it("opens the staff area for an admin who signed in with a passkey", async () => {
    const { authenticator, email } = await accountWithPasskey("pk-staff@example.com");
    await env.DB.prepare("update users set role = 'admin' where email = ?").bind(email).run();
    const cookie = sessionCookieFrom(await passkeyLogin(authenticator));
    expect((await fetchPage("/admin/messages", as(cookie))).status).toBe(200);
  });

  it("signs in through the JSON API too", async () => {
    const { authenticator } = await accountWithPasskey("pk-api@example.com");
    const credential = await authenticator.authenticate(await signInOptions());
    const { res, json } = await api("/api/passkeys/sign-in", { credential: JSON.stringify(credential) });
    expect(res.status).toBe(200);
    expect(json.user).toMatchObject({ email: "pk-api@example.com" });
    expect(res.headers.getSetCookie().some((c) => c.startsWith("adrig_session="))).toBe(true);
  });

  it("refuses a replayed answer, an expired challenge and a challenge made for another step", async () => {
    const { authenticator, cookie } = await accountWithPasskey("pk-replay@example.com");
    const credential = await authenticator.authenticate(await signInOptions());
    expect((await postPasskeyLogin(credential)).status).toBe(303);
    await refusedWith(await postPasskeyLogin(credential), accountErrorText.passkeyExpired);

    const expired = { challenge: signedChallenge("sign-in", "", Date.now() - 1000) };
    await refusedWith(await passkeyLogin(authenticator, expired), accountErrorText.passkeyExpired);
    // A well-signed challenge that is still live proves the signing is the Worker's own.
    const live = { challenge: signedChallenge("sign-in", "", Date.now() + 60_000) };
    expect((await passkeyLogin(authenticator, live)).status).toBe(303);

    // A registration challenge cannot sign anyone in.
    const registration = await registrationOptions(cookie);
    await refusedWith(
      await postPasskeyLogin(await authenticator.authenticate(registration)),
      accountErrorText.passkeyExpired,
    );
    // Nor a challenge the Worker never signed.
    const forged = { challenge: base64urlOfText(`nonce.${Date.now() + 60_000}.${"0".repeat(64)}`) };
    await refusedWith(await passkeyLogin(authenticator, forged), accountErrorText.passkeyExpired);
  });

  it("refuses a wrong origin, a wrong RP ID, no user verification and a counter that goes backwards", async () => {
    const { authenticator } = await accountWithPasskey("pk-tamper@example.com");
    await refusedWith(
      await passkeyLogin(authenticator, { origin: "https://evil.example" }),
      accountErrorText.passkeyFailed,
    );
    await refusedWith(await passkeyLogin(authenticator, { rpId: "evil.example" }), accountErrorText.passkeyFailed);
    await refusedWith(await passkeyLogin(authenticator, { noUserVerification: true }), accountErrorText.passkeyFailed);
    expect((await passkeyLogin(authenticator, { counter: 10 })).status).toBe(303);
    // A cloned authenticator reports an older count: refused, and so is the same count again.
    await refusedWith(await passkeyLogin(authenticator, { counter: 7 }), accountErrorText.passkeyFailed);
    await refusedWith(await passkeyLogin(authenticator, { counter: 10 }), accountErrorText.passkeyFailed);
    expect((await passkeyLogin(authenticator, { counter: 11 })).status).toBe(303);
    const row = await env.DB.prepare("select counter from passkeys where id = ?").bind(authenticator.id).first();
    expect(row).toEqual({ counter: 11 });
  });

  it("tells an unknown passkey apart, with the same 400 and no session", async () => {
    const stranger = new SoftAuthenticator(ORIGIN);
    await refusedWith(await passkeyLogin(stranger), accountErrorText.passkeyUnknown);
  });
});

describe("managing passkeys", () => {
  it("renames one's own passkey only", async () => {
    const { cookie, authenticator } = await accountWithPasskey("pk-rename@example.com");
    const renamed = await postForm(
      "/account",
      { intent: "passkey-rename", id: authenticator.id, name: "  Work laptop  " },
      as(cookie),
    );
    expect(renamed.status).toBe(303);
    const row = await env.DB.prepare("select name from passkeys where id = ?").bind(authenticator.id).first();
    expect(row).toEqual({ name: "Work laptop" });
    const empty = await postForm("/account", { intent: "passkey-rename", id: authenticator.id, name: " " }, as(cookie));
    expect(empty.status).toBe(400);
    const other = await confirmedUser("pk-rename-other@example.com");
    await confirmItsYou(other.cookie);
    const foreign = await postForm(
      "/account",
      { intent: "passkey-rename", id: authenticator.id, name: "Mine now" },
      as(other.cookie),
    );
    expect(foreign.status).toBe(404);
  });

  it("removing another account's passkey answers 404, as for one that never existed, and removes nothing", async () => {
    const { authenticator } = await accountWithPasskey("pk-owner@example.com");
    // The other account confirmed with its password after the passkey was made: were the passkey
    // its own, the 403 "needs an older factor" would apply; it is not, so it does not exist for it.
    const other = await confirmedUser("pk-stranger@example.com");
    await confirmItsYou(other.cookie);
    const foreign = await postForm("/account", { intent: "passkey-remove", id: authenticator.id }, as(other.cookie));
    const unknown = await postForm("/account", { intent: "passkey-remove", id: "no-such-passkey" }, as(other.cookie));
    expect(foreign.status).toBe(404);
    expect(unknown.status).toBe(404);
    const said = (html: string) => html.includes(accountErrorText.passkeyUnknown);
    expect(said(await foreign.text())).toBe(true);
    expect(said(await unknown.text())).toBe(true);
    expect(await env.DB.prepare("select count(*) as n from passkeys").first("n")).toBe(1);
  });

  it("refuses the password alone where a passkey exists; the passkey confirms and may remove itself", async () => {
    const { authenticator, email } = await accountWithPasskey("pk-remove@example.com");
    // A fresh session (signed in with the passkey) has not confirmed it's you.
    const cookie = sessionCookieFrom(await passkeyLogin(authenticator));
    const unconfirmed = await postForm("/account", { intent: "passkey-remove", id: authenticator.id }, as(cookie));
    expect(unconfirmed.status).toBe(403);
    expect(await unconfirmed.text()).toContain(accountErrorText.reauthRequired);
    // The account has a passkey: the password alone (right or wrong) confirms nothing (docs/decisions/023-reauthentication-and-atomic-limits.md).
    for (const password of [PASSWORD, "not the password"]) {
      const refused = await postForm("/account", { intent: "reauth-password", password }, as(cookie));
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain(accountErrorText.passwordAloneRefused);
    }
    expect((await postForm("/account", { intent: "passkey-remove", id: authenticator.id }, as(cookie))).status).toBe(
      403,
    );
    // The passkey itself confirms, and may remove itself (the account's only one).
    const { json } = await getOptions("/api/passkeys/confirm/options", cookie);
    const credential = await authenticator.authenticate(json as unknown as Options);
    const confirmed = await postForm(
      "/account",
      { intent: "reauth-passkey", credential: JSON.stringify(credential) },
      as(cookie),
    );
    expect(confirmed.status).toBe(303);
    const removed = await postForm("/account", { intent: "passkey-remove", id: authenticator.id }, as(cookie));
    expect(removed.status).toBe(303);
    expect(await env.DB.prepare("select * from passkeys where id = ?").bind(authenticator.id).first()).toBeNull();
    await refusedWith(await passkeyLogin(authenticator), accountErrorText.passkeyUnknown);
    const mail = await lastMailTo(email, { subject: "Security change on your ADRIG account", count: 2 });
    expect(mail?.text).toContain("A passkey was removed from your account");
  });

  it("a password confirmation removes only passkeys added after it", async () => {
    const { cookie, authenticator } = await accountWithPasskey("pk-remove-password@example.com");
    // The password confirmed before the passkey was added: the passkey, added since, may go.
    const fresh = new SoftAuthenticator(ORIGIN);
    expect((await addPasskey(cookie, fresh)).status).toBe(303);
    expect((await postForm("/account", { intent: "passkey-remove", id: fresh.id }, as(cookie))).status).toBe(303);
    // A password confirmation newer than the passkey (one recorded before this rule) never reaches it.
    await env.DB.prepare("update sessions set reauth_at = ?, reauth_method = 'password'").bind(Date.now()).run();
    const refused = await postForm("/account", { intent: "passkey-remove", id: authenticator.id }, as(cookie));
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain(accountErrorText.passkeyRemovalNeedsOlderFactor);
    expect(await env.DB.prepare("select id from passkeys").all()).toMatchObject({
      results: [{ id: authenticator.id }],
    });
  });

  it("a passkey confirms removing itself or a newer one, never an older one", async () => {
    const { cookie: first_, authenticator: older, email } = await accountWithPasskey("pk-remove-other@example.com");
    const newer = new SoftAuthenticator(ORIGIN);
    expect((await addPasskey(first_, newer)).status).toBe(303);
    // The session of an intruder who added `newer` with a borrowed cookie, signed in with it.
    const cookie = sessionCookieFrom(await passkeyLogin(newer));
    const confirmOptions = async () => {
      const { res, json } = await getOptions("/api/passkeys/confirm/options", cookie);
      expect(res.status).toBe(200);
      return json as unknown as Options & { allowCredentials: { id: string }[] };
    };
    const confirmWith = async (key: SoftAuthenticator) => {
      const credential = await key.authenticate(await confirmOptions());
      const res = await postForm(
        "/account",
        { intent: "reauth-passkey", credential: JSON.stringify(credential) },
        as(cookie),
      );
      expect(res.status).toBe(303);
    };
    expect((await confirmOptions()).allowCredentials.map((c) => c.id).sort()).toEqual([older.id, newer.id].sort());
    const remove = (id: string) => postForm("/account", { intent: "passkey-remove", id }, as(cookie));
    // Confirmed with the newer passkey: the older one stays.
    await confirmWith(newer);
    const byNewer = await remove(older.id);
    expect(byNewer.status).toBe(403);
    expect(await byNewer.text()).toContain(accountErrorText.passkeyRemovalNeedsOlderFactor);
    expect(await env.DB.prepare("select count(*) as n from passkeys").first("n")).toBe(2);
    // The older passkey removes the newer one.
    await confirmWith(older);
    expect((await remove(newer.id)).status).toBe(303);
    expect(await env.DB.prepare("select id from passkeys").all()).toMatchObject({ results: [{ id: older.id }] });
    expect(await lastMailTo(email, { subject: "Security change on your ADRIG account" })).toBeTruthy();
  });

  it("an account without passkeys has none to confirm with", async () => {
    const { cookie } = await confirmedUser("pk-none@example.com");
    const none = await getOptions("/api/passkeys/confirm/options", cookie);
    expect(none.res.status).toBe(409);
    expect(none.json.error).toBe(accountErrorText.noPasskeyToConfirm);
  });

  it("exports names and public keys, and deleting the account deletes its passkeys", async () => {
    const { cookie, authenticator, email } = await accountWithPasskey("pk-export@example.com");
    const exported = (await (await downloadMyData(as(cookie))).json()) as {
      passkeys: { name: string; publicKey: string }[];
    };
    expect(exported.passkeys).toHaveLength(1);
    expect(exported.passkeys[0]).toMatchObject({ name: "Chrome 131 on Linux" });
    expect(exported.passkeys[0]!.publicKey.length).toBeGreaterThan(40);
    expect(Object.keys(exported.passkeys[0]!).sort()).toEqual(["addedAt", "lastUsedAt", "name", "publicKey"]);
    const id = await userId(email);
    const start = await postForm("/account", { intent: "delete-start", password: PASSWORD }, as(cookie));
    const confirmation = /name="confirmation" value="([^"]+)"/.exec(await start.text())?.[1];
    expect(confirmation).toBeTruthy();
    expect((await postForm("/account", { intent: "delete", confirmation: confirmation! }, as(cookie))).status).toBe(
      303,
    );
    const left = await env.DB.prepare("select count(*) as n from passkeys where user_id = ?").bind(id).first();
    expect(left).toEqual({ n: 0 });
    await refusedWith(await passkeyLogin(authenticator), accountErrorText.passkeyUnknown);
  });
});
