import { env } from "cloudflare:test";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { describe, expect, it } from "vitest";
import { accountErrorText } from "~/accounts/texts";
import { createDb } from "~/platform/db/client.server";
import { revokeStaff } from "~/staff/team.server";
import { staffErrorText } from "~/staff/texts";
import { confirmedUser, confirmItsYou, lastMailTo, PASSWORD } from "./auth-helpers";
import { fetchPage, postForm } from "./helpers";
import { getAs, signedInAdmin, userId } from "./inbox-helpers";

/**
 * Changes to the staff team on /admin/team: granting and revoking the admin
 * role need this session's "Confirm it's you" of the last 10 minutes, are mailed at once to every
 * admin and to the account concerned, and never leave the team without an admin.
 */

const as = (cookie: string) => ({ headers: { Cookie: cookie, "User-Agent": CHROME } });
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36";

const roleOf = async (email: string) =>
  (await env.DB.prepare("select role from users where email = ?").bind(email).first<{ role: string }>())?.role;

const staffMails = async () =>
  (
    await env.DB.prepare(
      `select "to", subject, text from mail_outbox where subject like 'Admin access %' order by "to"`,
    ).all<{ to: string; subject: string; text: string }>()
  ).results;

/** Waits for `n` staff-change mails (the queue's consumer writes them a moment after the answer). */
async function staffMailsWhen(n: number) {
  for (let waited = 0; waited < 3000; waited += 25) {
    const mails = await staffMails();
    if (mails.length >= n) return mails;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return staffMails();
}

const confirmOnTeamPage = (cookie: string) => confirmItsYou(cookie, { path: "/admin/team" });

describe("without a recent 'Confirm it's you'", () => {
  it("refuses granting and revoking with 403 and the reason, changes nothing and mails nobody", async () => {
    const admin = await signedInAdmin("staff@example.com", "Staff Member");
    const other = await signedInAdmin("other@example.com", "Other Admin");
    await confirmedUser("thief@example.com", "Cookie Thief");
    const grant = await postForm("/admin/team", { intent: "grant", email: "thief@example.com" }, as(admin.cookie));
    expect(grant.status).toBe(403);
    expect(await grant.text()).toContain(accountErrorText.reauthRequired);
    const revoke = await postForm("/admin/team", { intent: "revoke", userId: other.id }, as(admin.cookie));
    expect(revoke.status).toBe(403);
    expect(await revoke.text()).toContain(accountErrorText.reauthRequired);
    expect(await roleOf("thief@example.com")).toBe("user");
    expect(await roleOf("other@example.com")).toBe("admin");
    // A confirmation that has lapsed (over 10 minutes) counts as none.
    await confirmOnTeamPage(admin.cookie);
    await env.DB.prepare("update sessions set reauth_at = ? where user_id = ?")
      .bind(Date.now() - 11 * 60 * 1000, admin.id)
      .run();
    const late = await postForm("/admin/team", { intent: "grant", email: "thief@example.com" }, as(admin.cookie));
    expect(late.status).toBe(403);
    expect(await roleOf("thief@example.com")).toBe("user");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await staffMails()).toEqual([]);
  });

  it("shows the 'Confirm it's you' step in place of the grant form and the revoke buttons", async () => {
    const admin = await signedInAdmin("staff@example.com", "Staff Member");
    await signedInAdmin("other@example.com", "Other Admin");
    const before = await (await getAs("/admin/team", admin.cookie)).text();
    expect(before).toContain('id="confirm-title"');
    expect(before).toContain('value="reauth-password"');
    expect(before).toContain("To add or remove admins, first");
    expect(before).not.toContain('value="grant"');
    expect(before).not.toContain("Revoke admin from Other Admin");
    await confirmOnTeamPage(admin.cookie);
    const after = await (await getAs("/admin/team", admin.cookie)).text();
    expect(after).toMatch(/You confirmed it(?:'|&#x27;|&#39;)s you\./);
    expect(after).toContain('value="grant"');
    expect(after).toContain("Revoke admin from Other Admin");
  });
});

describe("after 'Confirm it's you'", () => {
  it("grants the role and mails every admin and the new admin at once", async () => {
    const admin = await signedInAdmin("staff@example.com", "Staff Member");
    await signedInAdmin("other@example.com", "Other Admin");
    await confirmedUser("new-staff@example.com", "New Staff");
    await confirmOnTeamPage(admin.cookie);
    const res = await postForm("/admin/team", { intent: "grant", email: "new-staff@example.com" }, as(admin.cookie));
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/admin/team");
    expect(await roleOf("new-staff@example.com")).toBe("admin");
    const mails = await staffMailsWhen(3);
    expect(mails.map((m) => m.to)).toEqual(["new-staff@example.com", "other@example.com", "staff@example.com"]);
    for (const mail of mails) {
      expect(mail.subject).toBe("Admin access given to New Staff by Staff Member");
      expect(mail.text).toContain(
        "Staff Member (staff@example.com) gave admin access to New Staff (new-staff@example.com).",
      );
      expect(mail.text).toMatch(/When: .+ IST/);
      expect(mail.text).toContain("Browser: Chrome 131 on Linux");
      expect(mail.text).toContain("/admin/team");
    }
    // Granting it again changes nothing, and tells nobody again.
    const again = await postForm("/admin/team", { intent: "grant", email: "new-staff@example.com" }, as(admin.cookie));
    expect(again.status).toBe(303);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await staffMails()).toHaveLength(3);
  });

  it("revokes the role and mails the remaining admins and the account concerned", async () => {
    const admin = await signedInAdmin("staff@example.com", "Staff Member");
    const other = await signedInAdmin("other@example.com", "Other Admin");
    await signedInAdmin("third@example.com", "Third Admin");
    await confirmOnTeamPage(admin.cookie);
    const res = await postForm("/admin/team", { intent: "revoke", userId: other.id }, as(admin.cookie));
    expect(res.status).toBe(303);
    expect(await roleOf("other@example.com")).toBe("user");
    const mails = await staffMailsWhen(3);
    expect(mails.map((m) => m.to)).toEqual(["other@example.com", "staff@example.com", "third@example.com"]);
    for (const mail of mails) {
      expect(mail.subject).toBe("Admin access removed from Other Admin by Staff Member");
      expect(mail.text).toContain("Staff Member (staff@example.com) removed the admin access of Other Admin");
    }
    // The account concerned is sent to its account page, the admins to the team page.
    expect(mails[0]!.text).toContain("/account");
    expect(mails[0]!.text).not.toContain("/admin/team");
    expect(mails[1]!.text).toContain("/admin/team");
  });

  it("an account with two-step verification confirms with the password and a code, never the password alone", async () => {
    const admin = await signedInAdmin("staff@example.com", "Staff Member");
    await confirmedUser("new-staff@example.com", "New Staff");
    // Two-step verification on, as a real staff account has it (through /account).
    await confirmItsYou(admin.cookie);
    await postForm("/account", { intent: "two-step-start" }, as(admin.cookie));
    const page = await (await fetchPage("/account", as(admin.cookie))).text();
    const secret = /data-testid="two-step-secret"[^>]*>([A-Z2-7]+)</.exec(page)![1]!;
    const code = (steps: number) =>
      generateHOTP(decodeBase32IgnorePadding(secret), BigInt(Math.floor(Date.now() / 30_000) + steps), 6);
    expect((await postForm("/account", { intent: "two-step-confirm", code: code(0) }, as(admin.cookie))).status).toBe(
      200,
    );
    // That confirmation was made before two-step verification was on: end it, as 10 minutes would.
    await env.DB.prepare("update sessions set reauth_at = null, reauth_method = null").run();
    const team = await (await getAs("/admin/team", admin.cookie)).text();
    expect(team).not.toContain('value="reauth-password"');
    expect(team).toContain('value="reauth-code"');
    const refused = await postForm("/admin/team", { intent: "reauth-password", password: PASSWORD }, as(admin.cookie));
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain(accountErrorText.passwordAloneRefused);
    expect(
      (await postForm("/admin/team", { intent: "grant", email: "new-staff@example.com" }, as(admin.cookie))).status,
    ).toBe(403);
    await confirmItsYou(admin.cookie, { path: "/admin/team", code: code(1) });
    const granted = await postForm(
      "/admin/team",
      { intent: "grant", email: "new-staff@example.com" },
      as(admin.cookie),
    );
    expect(granted.status).toBe(303);
    expect(await roleOf("new-staff@example.com")).toBe("admin");
  });
});

describe("the last admin", () => {
  it("two admins revoking each other at once: one succeeds, the other is refused, one admin remains", async () => {
    const a = await signedInAdmin("a@example.com", "Admin A");
    const b = await signedInAdmin("b@example.com", "Admin B");
    await confirmOnTeamPage(a.cookie);
    await confirmOnTeamPage(b.cookie);
    const [byA, byB] = await Promise.all([
      postForm("/admin/team", { intent: "revoke", userId: b.id }, as(a.cookie)),
      postForm("/admin/team", { intent: "revoke", userId: a.id }, as(b.cookie)),
    ]);
    expect([byA.status, byB.status].sort()).toEqual([303, 409]);
    const refused = byA.status === 409 ? byA : byB;
    expect(await refused.text()).toContain(staffErrorText.lastStaffMember);
    const admins = await env.DB.prepare("select count(*) as n from users where role = 'admin'").first("n");
    expect(admins).toBe(1);
  });

  it("is never demoted, whoever asks (the rule is in the statement)", async () => {
    const only = await signedInAdmin("only@example.com", "Only Admin");
    // An admin whose role went a moment ago, still holding the form: the only admin stays.
    await confirmedUser("former@example.com", "Former Admin");
    const former = {
      id: await userId("former@example.com"),
      name: "Former Admin",
      email: "former@example.com",
      role: "admin" as const,
    };
    await expect(
      revokeStaff(createDb(env.DB), former, only.id, new Date(), { actor: former, device: null }),
    ).rejects.toMatchObject({
      status: 409,
      message: staffErrorText.lastStaffMember,
    });
    expect(await roleOf("only@example.com")).toBe("admin");
  });
});

describe("access", () => {
  it("anonymous visitors and people without the role reach neither the confirmation nor the changes", async () => {
    const admin = await signedInAdmin("staff@example.com", "Staff Member");
    const { cookie } = await confirmedUser("user@example.com", "Plain User");
    const posts: Record<string, string>[] = [
      { intent: "reauth-password", password: PASSWORD },
      { intent: "reauth-code", password: PASSWORD, code: "123456" },
      { intent: "grant", email: "user@example.com" },
      { intent: "revoke", userId: admin.id },
    ];
    for (const fields of posts) {
      const anonymous = await postForm("/admin/team", fields);
      expect(anonymous.status, fields.intent).toBe(302);
      expect(anonymous.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
      expect((await postForm("/admin/team", fields, as(cookie))).status, fields.intent).toBe(404);
    }
    // A user's password on /admin/team records no confirmation.
    const row = await env.DB.prepare("select reauth_at from sessions where user_id = ?")
      .bind(await userId("user@example.com"))
      .first();
    expect(row).toEqual({ reauth_at: null });
    expect(await roleOf("user@example.com")).toBe("user");
    expect(await roleOf("staff@example.com")).toBe("admin");
  });

  it("an admin confirms on /admin/team and comes back to it", async () => {
    const admin = await signedInAdmin("staff@example.com", "Staff Member");
    const wrong = await postForm("/admin/team", { intent: "reauth-password", password: "not it" }, as(admin.cookie));
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(accountErrorText.currentPasswordWrong);
    const res = await postForm("/admin/team", { intent: "reauth-password", password: PASSWORD }, as(admin.cookie));
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/admin/team");
    const mail = await lastMailTo("staff@example.com", {
      subject: "Security change on your ADRIG account",
      timeoutMs: 200,
    });
    expect(mail).toBeNull();
  });
});
