import { env, SELF } from "cloudflare:test";
import { eq, getTableColumns } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clientConversation } from "~/conversations/client-view.server";
import { contactDetails, contactFieldNames, contactFields } from "~/conversations/contact-fields";
import { getInboxConversation } from "~/conversations/inbox.server";
import { conversations } from "~/conversations/schema.server";
import { contactFormSchema, contactMessageSchema, contactVisitorSchema } from "~/conversations/validation/contact";
import { createDb } from "~/platform/db/client.server";
import { check } from "~/ui/forms/check";
import { api, confirmedUser, lastMailTo } from "./auth-helpers";
import { fakeSiteverify } from "./fake-siteverify";
import { downloadMyData, fetchPage, ORIGIN, postForm } from "./helpers";
import { signedInAdmin, userId } from "./inbox-helpers";

/**
 * The contact form's fields are declared once (app/conversations/contact-fields.ts): whatever is
 * declared there is checked, stored, mailed, shown to staff and to the client as declared, and
 * downloaded, so a field cannot be half-added. Each further detail is sent as its `sample`.
 */

afterEach(() => vi.restoreAllMocks());

const NAME = "Meera Iyer";
const EMAIL = "fields@example.com";
const sent: Record<string, string> = {
  service: "chatbot-development",
  message: "We would like a chatbot for our clinic's appointments.",
  ...Object.fromEntries(contactDetails.map((d) => [d.name, d.sample])),
};
/** What each field holds once a signed-in client sent `sent`: name and e-mail from the account. */
const expected: Record<string, unknown> = { name: NAME, email: EMAIL, ...sent };
const as = (cookie: string) => ({ headers: { Cookie: cookie } });
const namesFor = (audience: "staff" | "client" | "export") =>
  contactFieldNames.filter((name) => contactFields[name][audience]);

/** The `<input …>` tag of the field named `name` in a page, or undefined. */
const inputNamed = (html: string, name: string) => new RegExp(`<input[^>]*\\bname="${name}"[^>]*>`).exec(html)?.[0];
const attribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

async function sendSignedIn() {
  const { cookie } = await confirmedUser(EMAIL, NAME);
  const { res } = await api("/api/contact", sent, { cookie });
  expect(res.status).toBe(201);
  const row = await env.DB.prepare("select * from contact_messages where email = ?")
    .bind(EMAIL)
    .first<Record<string, unknown>>();
  expect(row).not.toBeNull();
  return { cookie, row: row! };
}

describe("the contact form's declared fields", () => {
  it("are what the three schemas check: visitors send all, signed-in clients all but name and e-mail", () => {
    const sorted = (names: readonly string[]) => [...names].sort();
    expect(sorted(Object.keys(contactFormSchema.entries))).toEqual(sorted(contactFieldNames));
    expect(sorted(Object.keys(contactVisitorSchema.entries))).toEqual(sorted([...contactFieldNames, "token"]));
    expect(sorted(Object.keys(contactMessageSchema.entries))).toEqual(
      sorted(contactFieldNames.filter((name) => name !== "name" && name !== "email")),
    );
  });

  it("are the form's inputs, with their label and attributes, and a refused post gives them back", async () => {
    const { cookie } = await confirmedUser(EMAIL, NAME);
    const page = await (await fetchPage("/contact", as(cookie))).text();
    for (const d of contactDetails) {
      const input = inputNamed(page, d.name)?.toLowerCase();
      expect(input, d.name).toBeDefined();
      expect(page).toContain(d.label);
      // As declared (HTML's attribute names are lower case).
      for (const [key, value] of Object.entries(d.input)) {
        if (typeof value === "boolean") expect(input?.includes(` ${key.toLowerCase()}`), key).toBe(value);
        else expect(input, key).toContain(`${key.toLowerCase()}="${String(value).toLowerCase()}"`);
      }
    }
    // Without JavaScript a refusal renders the page again, with what was typed in every field.
    const refused = await postForm("/contact", { ...sent, message: "Too short" }, as(cookie));
    expect(refused.status).toBe(400);
    const again = await refused.text();
    for (const d of contactDetails)
      expect(inputNamed(again, d.name), d.name).toContain(`value="${attribute(d.sample)}"`);
    expect(await env.DB.prepare("select count(*) as n from contact_messages").first("n")).toBe(0);
  });

  it("each have a column of their name, and every further detail's sample passes its check", () => {
    const columns = getTableColumns(conversations) as Record<string, unknown>;
    for (const name of contactFieldNames) expect(columns[name], name).toBeDefined();
    for (const d of contactDetails) expect(d.label.trim(), d.name).not.toBe("");
    expect(check(contactFormSchema, { name: NAME, email: EMAIL, ...sent })).toEqual({});
  });

  it("are stored, mailed to the company mailbox and shown to staff as declared", async () => {
    const { row } = await sendSignedIn();
    const id = String(row.id);
    const stored = createDb(env.DB);
    const [full] = await stored.select().from(conversations).where(eq(conversations.id, id));
    for (const name of contactFieldNames) expect(full?.[name], name).toBe(expected[name]);

    const mail = await lastMailTo(env.CONTACT_INBOX, { subject: `New message from ${NAME}` });
    for (const d of contactDetails.filter((d) => d.staff)) expect(mail?.text).toContain(`${d.label}: ${d.sample}`);

    const view = (await getInboxConversation(stored, id)) as Record<string, unknown> | null;
    for (const name of namesFor("staff")) expect(view?.[name], name).toBe(expected[name]);
    const { cookie } = await signedInAdmin();
    const page = await (await fetchPage(`/admin/messages/${id}`, as(cookie))).text();
    for (const d of contactDetails.filter((d) => d.staff)) {
      expect(page).toContain(d.label);
      expect(page).toContain(d.sample);
    }
  });

  it("are shown to the client as declared, and none that is not", async () => {
    const { cookie, row } = await sendSignedIn();
    const id = String(row.id);
    const owner = { id: await userId(EMAIL), email: EMAIL };
    const view = (await clientConversation(createDb(env.DB), owner, id)) as Record<string, unknown> | null;
    for (const name of contactFieldNames) {
      if (contactFields[name].client) expect(view?.[name], name).toBe(expected[name]);
      else expect(view, name).not.toHaveProperty(name);
    }
    const listed = await SELF.fetch(new URL("/api/contact/messages", ORIGIN), as(cookie));
    const { messages } = (await listed.json()) as { messages: Record<string, unknown>[] };
    for (const name of namesFor("client")) expect(messages[0]?.[name], name).toBe(expected[name]);
    const page = await (await fetchPage(`/messages/${id}`, as(cookie))).text();
    for (const d of contactDetails.filter((d) => d.client)) expect(page).toContain(d.sample);
  });

  it("are in the data download as declared", async () => {
    const { cookie } = await sendSignedIn();
    const data = (await (await downloadMyData(as(cookie))).json()) as {
      conversations: Record<string, unknown>[];
    };
    for (const name of namesFor("export")) expect(data.conversations[0]?.[name], name).toBe(expected[name]);
  });

  it("reach a visitor's stored message too", async () => {
    fakeSiteverify("pass");
    const email = "visitor-fields@example.com";
    const visitor: Record<string, string> = { name: "Ravi Kumar", email, ...sent, token: "fields-token" };
    const { res } = await api("/api/contact", visitor);
    expect(res.status).toBe(201);
    const [full] = await createDb(env.DB).select().from(conversations).where(eq(conversations.email, email));
    for (const name of contactFieldNames) expect(full?.[name], name).toBe(visitor[name]);
  });
});
