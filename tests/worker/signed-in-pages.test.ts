import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { TEMPLATE_STATUS_HEADER } from "../../workers/edge-cache/signed-in";
import { confirmedUser } from "./auth-helpers";
import { countingD1 } from "./counting-d1";
import { fetchPage } from "./helpers";
import { signedInAdmin } from "./inbox-helpers";
import { fetchWithEnv } from "./worker-with";

/**
 * Signed-in public pages come from a template rendered once per role for a placeholder user, with
 * the person written in (workers/edge-cache/signed-in.ts). What a person gets must be exactly what
 * their own render would have been: the markup React hydrates against and the hydration data.
 */

const PAGES = [
  "/",
  "/about",
  "/services/software-development/mvp",
  "/blog/future-of-generative-ai",
  "/products/arivubot",
];

/** Every nonce the page was made with, as one placeholder, so two answers can be compared. */
function withoutNonces(html: string): string {
  const nonces = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]!));
  let out = html;
  for (const nonce of nonces) out = out.replaceAll(nonce, "NONCE");
  return out;
}

async function page(path: string, cookie: string) {
  const res = await fetchPage(path, { headers: { Cookie: cookie } });
  return { res, html: withoutNonces(await res.text()) };
}

/** The same page rendered for this person (a flash cookie sends the request past the template). */
async function ownRender(path: string, cookie: string) {
  const res = await fetchPage(path, { headers: { Cookie: `${cookie}; flash=none` } });
  expect(res.headers.get(TEMPLATE_STATUS_HEADER)).toBeNull();
  return withoutNonces(await res.text());
}

async function setName(email: string, name: string) {
  await env.DB.prepare("update users set name = ? where email = ?").bind(name, email).run();
}

/** A new account named `name` gets `path` from the template exactly as its own render; returns the HTML. */
async function templatedAsOwnRender(email: string, name: string, path: string) {
  const { cookie } = await confirmedUser(email);
  await setName(email, name);
  const { html } = await page(path, cookie);
  expect(html).toBe(await ownRender(path, cookie));
  return html;
}

describe("signed-in public pages from the template", () => {
  it("are byte for byte the person's own render, first from a render of the template, then from memory", async () => {
    const email = "template-quotes@example.com";
    const { cookie } = await confirmedUser(email);
    // Every character that HTML, JSON and the hydration script each escape differently.
    await setName(email, `Zoë "Z" <b>O'Neil</b> & co \u2028 \\ /`);
    for (const path of PAGES) {
      const first = await page(path, cookie);
      expect(first.res.status, path).toBe(200);
      expect(first.res.headers.get("Cache-Control"), path).toBe("private, no-store");
      const second = await page(path, cookie);
      expect(second.res.headers.get(TEMPLATE_STATUS_HEADER), path).toBe("HIT");
      const own = await ownRender(path, cookie);
      expect(first.html, path).toBe(own);
      expect(second.html, path).toBe(own);
      expect(own).toContain("Zoë &quot;Z&quot; &lt;b&gt;O&#x27;Neil&lt;/b&gt; &amp; co");
    }
  });

  it("show a person without a profile name by their e-mail's local part, as their render does", async () => {
    const html = await templatedAsOwnRender("no.name@example.com", "", "/about");
    expect(html).toMatch(/data-testid="header-user"[^>]*>(?:(?!<\/a>)[\s\S])*>no\.name<\/span><\/a>/);
  });

  it("give staff their own template, with the Admin link", async () => {
    const { cookie } = await signedInAdmin("template-staff@example.com", "Staff Person");
    const client = await confirmedUser("template-client@example.com", "Client Person");
    const staffPage = await page("/team", cookie);
    expect(staffPage.html).toBe(await ownRender("/team", cookie));
    expect(staffPage.html).toContain('data-testid="admin-link"');
    const clientPage = await page("/team", client.cookie);
    expect(clientPage.html).toBe(await ownRender("/team", client.cookie));
    expect(clientPage.html).not.toContain('data-testid="admin-link"');
  });

  it("never show one person another's name, and the shared copies hold nobody's", async () => {
    const a = await confirmedUser("first-person@example.com", "First Person");
    const b = await confirmedUser("second-person@example.com", "Second Person");
    const first = await page("/about", a.cookie);
    const second = await page("/about", b.cookie);
    expect(first.html).toContain("First Person");
    expect(second.res.headers.get(TEMPLATE_STATUS_HEADER)).toBe("HIT");
    expect(second.html).toContain("Second Person");
    for (const leaked of ["First Person", "first-person@example.com"]) expect(second.html).not.toContain(leaked);
    const anonymous = await (await fetchPage("/about")).text();
    for (const leaked of ["Second Person", "second-person@example.com", "adrig_viewer_"])
      expect(anonymous).not.toContain(leaked);
    expect(anonymous).toContain(">Login</a>");
  });

  it("write a name that looks like a marker as a name, never as another field", async () => {
    const html = await templatedAsOwnRender("marker-lookalike@example.com", "adrig_viewer_email_c81f5e", "/");
    expect(html).toContain(">adrig_viewer_email_c81f5e</span></a>");
  });

  it("still read the session on every request: one statement, and a signed-out cookie gets the anonymous page", async () => {
    const email = "template-session@example.com";
    const { cookie } = await confirmedUser(email);
    // Through the Cache API this time (another set of bindings has a memory of its own).
    await (await fetchWithEnv("/about", {}, { headers: { Cookie: cookie } })).text();
    const d1 = countingD1();
    const res = await fetchWithEnv("/about", { DB: d1.DB }, { headers: { Cookie: cookie } });
    expect(res.headers.get(TEMPLATE_STATUS_HEADER)).toBe("HIT");
    expect(d1.statements).toHaveLength(1);
    await env.DB.prepare("delete from sessions").run();
    const after = await page("/about", cookie);
    expect(after.res.headers.get(TEMPLATE_STATUS_HEADER)).toBeNull();
    expect(after.html).toContain(">Login</a>");
    expect(after.res.headers.getSetCookie().join("\n")).toMatch(/adrig_session=;/);
  });

  it("leave personal pages and missing pages to their own render", async () => {
    const { cookie } = await confirmedUser("template-contact@example.com", "Contact Person");
    for (const path of ["/contact", "/account", "/blog/no-such-post"]) {
      const res = await fetchPage(path, { headers: { Cookie: cookie } });
      expect(res.headers.get(TEMPLATE_STATUS_HEADER), path).toBeNull();
      expect(await res.text(), path).toContain("Contact Person");
    }
  });
});
