import { env } from "cloudflare:test";
import { decodeBase64urlIgnorePadding } from "@oslojs/encoding";
import { describe, expect, it } from "vitest";
import { checkContactLink, confirmByMailDeps } from "~/conversations/index.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { attemptsUntilLimited, confirmedUser, count, lastMailTo, linkIn, randomIp } from "./auth-helpers";
import { fetchPage, ORIGIN, postForm } from "./helpers";
import { signedInAdmin } from "./inbox-helpers";

/**
 * A visitor's message sent without JavaScript (no Turnstile token, the form's <noscript> field):
 * nothing is stored; the message is mailed back as a sealed link, and the link's page sends it
 * (a POST) once; then staff see it, and its sender gets the copy with the conversation's link.
 */

const CONFIRM_SUBJECT = "Confirm your message to ADRIG";
const visitor = {
  name: "Deepa Rao",
  email: "deepa@example.com",
  service: "chatbot-development",
  message: "We need a WhatsApp bot for orders, quince-42.",
};
const noJs = (fields: Record<string, string> = {}) => ({ ...visitor, confirmByMail: "1", ...fields });

async function confirmPath(email = visitor.email): Promise<string> {
  const mail = await lastMailTo(email, { subject: CONFIRM_SUBJECT });
  if (!mail) throw new Error("no confirm mail");
  const link = new URL(linkIn(mail.text, "/contact/confirm?token="));
  return link.pathname + link.search;
}

const tokenOf = (path: string) => new URL(path, ORIGIN).searchParams.get("token")!;

function refusal(err: unknown) {
  if (!(err instanceof UserFacingError)) throw err;
  return { status: err.status, code: err.code };
}

describe("/contact without JavaScript", () => {
  it("says so before sending, stores nothing on the post, and mails a sealed link", async () => {
    const page = await (await fetchPage("/contact")).text();
    expect(page).toMatch(/<noscript><input type="hidden" name="confirmByMail" value="1"\/>/);
    expect(page).toContain("we will e-mail you a link");

    const res = await postForm("/contact", noJs());
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Check your inbox");
    expect(html).toContain("We have e-mailed a link to deepa@example.com");
    // Not said (the widget's place carries the words for its module, in an attribute).
    expect(html).not.toContain(">Please complete the CAPTCHA challenge<");
    expect(html).toContain('data-required="Please complete the CAPTCHA challenge"');
    expect(await count("contact_messages")).toBe(0);

    const mail = (await lastMailTo(visitor.email, { subject: CONFIRM_SUBJECT }))!;
    // Nothing the sender typed is in the mail; the link carries it sealed.
    for (const typed of ["Deepa", "quince-42", "WhatsApp", "Chatbot"]) {
      expect(mail.text).not.toContain(typed);
      expect(mail.html).not.toContain(typed);
    }
    const token = tokenOf(await confirmPath());
    const readable = new TextDecoder().decode(decodeBase64urlIgnorePadding(token));
    for (const typed of ["deepa@example.com", "Deepa Rao", "quince-42"]) expect(readable).not.toContain(typed);
  });

  it("opening the link only shows a button; its POST sends the message once, to staff and a copy to the sender", async () => {
    await postForm("/contact", noJs());
    const path = await confirmPath();
    const opened = await fetchPage(path);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(opened.headers.get("Cache-Control")).toContain("no-store");
    const page = await opened.text();
    expect(page).toContain("Send the message");
    // Whoever opens the link reads nothing the sender typed.
    expect(page).not.toContain("quince-42");
    expect(await count("contact_messages")).toBe(0);

    const sent = await postForm(path, {});
    expect([302, 303]).toContain(sent.status);
    const location = sent.headers.get("Location")!;
    expect(location).toMatch(/^\/contact\/confirm\?sent=[0-9a-f-]{36}$/);
    const id = new URL(location, ORIGIN).searchParams.get("sent")!;
    const row = await env.DB.prepare("select * from contact_messages where id = ?").bind(id).first();
    expect(row).toMatchObject({ ...visitor, user_id: null, is_verified: 1, status: "new" });
    expect(await lastMailTo(env.CONTACT_INBOX, { subject: "New message from Deepa Rao" })).not.toBeNull();
    const copy = (await lastMailTo(visitor.email, { subject: "We have your message" }))!;
    // The address is proven now: the copy quotes the message and links its conversation.
    expect(copy.text).toContain("quince-42");
    expect(copy.text).toContain(`/messages/${id}`);
    expect(await (await fetchPage(location)).text()).toContain("See the conversation");

    // The same link again sends nothing more.
    const again = await postForm(path, {});
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("This link has already been used");
    expect(await count("contact_messages")).toBe(1);
    expect((await fetchPage(path)).status).toBe(409);
  });

  it("counts a message sent by the link in the reports once, as from the form, with no visit (no tab kept one)", async () => {
    expect(await count("report_days")).toBe(0);
    await postForm("/contact", noJs());
    // Nothing stored, nothing counted, until the link sends it.
    expect(await count("report_days")).toBe(0);
    const path = await confirmPath();
    await postForm(path, {});
    await postForm(path, {});
    const row = await env.DB.prepare("select channel, visit from contact_messages").first();
    expect(row).toEqual({ channel: "form", visit: null });
    const days = await env.DB.prepare("select channels, services, from_pages, campaigns from report_days").all();
    expect(days.results).toEqual([
      { channels: '{"form":1}', services: '{"chatbot-development":1}', from_pages: '{"":1}', campaigns: '{"":1}' },
    ]);
  });

  it("refuses an expired, altered or foreign link", async () => {
    await postForm("/contact", noJs());
    const token = tokenOf(await confirmPath());
    const deps = confirmByMailDeps(env, new Request(ORIGIN));
    await checkContactLink(deps, token);
    const later = { ...deps, now: () => new Date(Date.now() + 61 * 60 * 1000) };
    await expect(checkContactLink(later, token)).rejects.toSatisfy((err) => refusal(err).status === 404);
    const middle = Math.floor(token.length / 2);
    const altered = `${token.slice(0, middle)}${token[middle] === "A" ? "B" : "A"}${token.slice(middle + 1)}`;
    await expect(checkContactLink(deps, altered)).rejects.toSatisfy((err) => refusal(err).status === 404);
    await expect(checkContactLink({ ...deps, secret: "another secret" }, token)).rejects.toSatisfy(
      (err) => refusal(err).status === 404,
    );
    const forged = await postForm(`/contact/confirm?token=${encodeURIComponent(altered)}`, {});
    expect(forged.status).toBe(404);
    expect(await count("contact_messages")).toBe(0);
  });

  it("mails one address at most 3 links an hour, whatever the IP, with the same answer past it", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await postForm("/contact", noJs({ email: "flooded@example.com" }));
      expect(await res.text()).toContain("Check your inbox");
    }
    await lastMailTo("flooded@example.com", { subject: CONFIRM_SUBJECT, count: 3 });
    const { results } = await env.DB.prepare('select id from mail_outbox where "to" = ? and subject = ?')
      .bind("flooded@example.com", CONFIRM_SUBJECT)
      .all();
    expect(results).toHaveLength(3);
  });

  it("refuses files with the reason, and still needs Turnstile without the no-JavaScript field", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(noJs())) form.set(name, value);
    form.set("attachments", new File(["a,b\n1,2\n"], "orders.csv", { type: "text/csv" }));
    const withFile = await fetchPage("/contact", {
      method: "POST",
      body: form,
      headers: { Origin: ORIGIN, "CF-Connecting-IP": randomIp() },
    });
    expect(withFile.status).toBe(400);
    expect(await withFile.text()).toContain("Files cannot be sent without JavaScript");

    const { confirmByMail: _, ...withJs } = noJs();
    const res = await postForm("/contact", withJs);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Please complete the CAPTCHA challenge");
    expect(await lastMailTo(visitor.email, { timeoutMs: 300 })).toBeNull();
    expect(await count("contact_messages")).toBe(0);
  });

  it("with an account's address, the message is that account's at once; anyone holding the link may use it", async () => {
    const owner = await confirmedUser("meera@example.com", "Meera Iyer");
    const staff = await signedInAdmin("staff@example.com", "Staff Member");
    await postForm("/contact", noJs({ email: "meera@example.com", name: "Meera Iyer" }));
    const path = await confirmPath("meera@example.com");
    // Opened by anyone (signed out, another account, staff): the link is the proof.
    for (const cookie of [undefined, owner.cookie, staff.cookie])
      expect((await fetchPage(path, { headers: cookie ? { Cookie: cookie } : {} })).status).toBe(200);
    const sent = await postForm(path, {}, { headers: { Cookie: staff.cookie } });
    const id = new URL(sent.headers.get("Location")!, ORIGIN).searchParams.get("sent")!;
    const list = await (await fetchPage("/messages", { headers: { Cookie: owner.cookie } })).text();
    expect(list).toContain(`/messages/${id}`);
    // A signed-in client's post never takes this way: the field is ignored, the message stored at once.
    const before = await count("contact_messages");
    const own = await postForm("/contact", noJs({ message: "Signed in, no JavaScript." }), {
      headers: { Cookie: owner.cookie },
    });
    expect(own.status).toBe(200);
    expect(await count("contact_messages")).toBe(before + 1);
  });

  it("counts the link's POST against the contact form's per-IP limit", async () => {
    const ip = randomIp();
    await postForm("/contact", noJs(), { headers: { "CF-Connecting-IP": ip } });
    const path = await confirmPath();
    // The form's posts from this address use up its limit (5 a minute).
    await attemptsUntilLimited(5, (i) =>
      postForm("/contact", noJs({ email: `other${i}@example.com` }), { headers: { "CF-Connecting-IP": ip } }),
    );
    const limited = await postForm(path, {}, { headers: { "CF-Connecting-IP": ip } });
    expect(limited.status).toBe(429);
    expect(await count("contact_messages")).toBe(0);
    // From another address the link still works.
    expect([302, 303]).toContain((await postForm(path, {})).status);
  });
});
