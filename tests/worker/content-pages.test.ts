import { describe, expect, it } from "vitest";
import { confirmedUser } from "./auth-helpers";
import { bookableStaff } from "./booking-helpers";
import { fetchPage } from "./helpers";

/**
 * Content pages are sent without React Router's client runtime; application pages keep it
 * (docs/decisions/029-content-pages-without-the-framework.md).
 */

const FRAMEWORK_MARKS = ["__reactRouterContext", 'rel="modulepreload"', "/assets/framework-"];

function nonceOf(res: Response): string {
  return /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1] ?? "";
}

describe("a signed-in application page", () => {
  for (const path of ["/account", "/messages"]) {
    it(`${path} still carries the framework`, async () => {
      const { cookie } = await confirmedUser(`hydrates-${path.slice(1)}-${crypto.randomUUID()}@example.com`);
      const res = await fetchPage(path, { headers: { Cookie: cookie } });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain("__reactRouterContext");
      expect(html).toContain("/assets/framework-");
    });
  }
});

describe("a sign-in or newsletter page", () => {
  // Forms that work as plain posts, answered in place by forms.enhance.ts; never stored (no-store
  // or private), so no back/forward-cache check here.
  for (const path of [
    "/login",
    "/login?redirectTo=%2Fabout",
    "/signup",
    "/forgot-password",
    "/reset-password?token=unknown",
    "/confirm-email?token=unknown",
    "/newsletter",
    "/newsletter/confirm?token=unknown",
    "/newsletter/unsubscribe?token=unknown",
  ]) {
    it(`${path} carries no framework, only its modules`, async () => {
      const res = await fetchPage(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      for (const mark of FRAMEWORK_MARKS) expect(html, mark).not.toContain(mark);
      expect(html).toMatch(/<script type="module" src="\/assets\/enhance-forms-[^"]+\.js"/);
    });
  }

  it("/claim-conversation, signed in, carries no framework", async () => {
    const { cookie } = await confirmedUser(`claim-${crypto.randomUUID()}@example.com`);
    const res = await fetchPage("/claim-conversation?token=unknown", { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const mark of FRAMEWORK_MARKS) expect(html, mark).not.toContain(mark);
  });

  it("/login carries the passkey button's module and no sign-in dialogs; /newsletter keeps them", async () => {
    const login = await (await fetchPage("/login")).text();
    expect(login).toMatch(/<script type="module" src="\/assets\/enhance-passkey-[^"]+\.js"/);
    expect(login).toContain("data-passkey-prompt=");
    expect(login).not.toContain("data-auth-dialog=");
    expect(login).not.toMatch(/enhance-dialogs-/);
    const newsletter = await (await fetchPage("/newsletter")).text();
    expect(newsletter).toContain('data-auth-dialog="login"');
  });
});

describe("the contact pages", () => {
  it("/contact and the mailed link's /contact/confirm carry no framework, only their modules", async () => {
    for (const path of ["/contact", "/contact?service=chatbot-development", "/contact/confirm?token=nonsense"]) {
      const res = await fetchPage(path);
      const html = await res.text();
      for (const mark of FRAMEWORK_MARKS) expect(html, `${path}: ${mark}`).not.toContain(mark);
      const nonce = nonceOf(res).replace(/[+/=]/g, "\\$&");
      expect(html, path).toMatch(
        new RegExp(`<script type="module" src="/assets/enhance-forms-[^"]+\\.js" nonce="${nonce}">`),
      );
    }
    const contact = await (await fetchPage("/contact")).text();
    for (const name of ["contact", "turnstile"]) {
      expect(contact).toMatch(new RegExp(`<script type="module" src="/assets/enhance-${name}-[^"]+\\.js"`));
    }
  });

  it("a signed-in client's /contact has no Turnstile, and the form is theirs", async () => {
    const { cookie } = await confirmedUser("contact-light@example.com", "Asha Raman");
    const html = await (await fetchPage("/contact", { headers: { Cookie: cookie } })).text();
    for (const mark of FRAMEWORK_MARKS) expect(html, mark).not.toContain(mark);
    expect(html).not.toContain("data-turnstile");
    expect(html).not.toContain("/assets/enhance-turnstile-");
    expect(html).toMatch(/data-draft-owner="account-[0-9a-f]{16}"/);
    expect(html).toMatch(
      /<input[^>]*readOnly=""[^>]*value="contact-light@example.com"|value="contact-light@example.com"[^>]*readOnly=""/i,
    );
  });
});

describe("a content page", () => {
  for (const path of [
    "/",
    "/services",
    "/work",
    "/privacy",
    "/blog",
    "/search?q=chatbot",
    "/newsletter/issues",
    "/no-such-page",
  ]) {
    it(`${path} carries no framework, its own modules and a speculation rule, with the request's nonce`, async () => {
      const res = await fetchPage(path);
      const html = await res.text();
      for (const mark of FRAMEWORK_MARKS) expect(html, mark).not.toContain(mark);
      const nonce = nonceOf(res);
      expect(nonce).not.toBe("");
      expect(html).toContain(`<script type="speculationrules" nonce="${nonce}">`);
      expect(html).toMatch(
        new RegExp(
          `<script type="module" src="/assets/enhance-header-[^"]+\\.js" nonce="${nonce.replace(/[+/=]/g, "\\$&")}">`,
        ),
      );
      // The browser's back/forward cache keeps them (an unknown path's 404 is never stored anywhere).
      if (res.status === 200) expect(res.headers.get("Cache-Control") ?? "").not.toContain("no-store");
    });
  }

  it("keeps its header's menus and the sign-in dialogs in the HTML", async () => {
    const html = await (await fetchPage("/about")).text();
    expect(html).toContain('data-menu-panel="services"');
    expect(html).toContain('data-menu-panel="products"');
    expect(html).toContain('data-auth-dialog="login"');
    expect(html).toContain('data-auth-dialog="signup"');
    // Without JavaScript the header's Login leads to /login, which brings the visitor back here.
    expect(html).toContain('href="/login?redirectTo=%2Fabout"');
  });
});

describe("the booking pages", () => {
  for (const path of [
    "/book",
    "/book/confirmed?token=x",
    "/book/confirm?sent",
    "/book/confirm?token=x",
    "/book/manage?token=x",
  ]) {
    it(`${path} carries no framework, with the request's nonce on its modules`, async () => {
      await bookableStaff();
      const res = await fetchPage(path);
      const html = await res.text();
      for (const mark of FRAMEWORK_MARKS) expect(html, mark).not.toContain(mark);
      const nonce = nonceOf(res).replace(/[+/=]/g, "\\$&");
      expect(html).toMatch(
        new RegExp(`<script type="module" src="/assets/enhance-header-[^"]+\\.js" nonce="${nonce}">`),
      );
      // Form pages: never kept by a cache.
      expect(res.headers.get("Cache-Control") ?? "").toContain("no-store");
    });
  }

  it("/book brings the modules of what it shows: forms, Turnstile, the picker, and the zone's inline script", async () => {
    await bookableStaff();
    const res = await fetchPage("/book?tz=Europe%2FLondon");
    const html = await res.text();
    const nonce = nonceOf(res);
    for (const name of ["forms", "turnstile", "picker"])
      expect(html, name).toMatch(new RegExp(`<script type="module" src="/assets/enhance-${name}-[^"]+\\.js"`));
    expect(html).toContain(`<script nonce="${nonce}">(function(){try{var chosen=true,shown="Europe/London",offsets=[[`);
    // The form's answer comes back in place; its success is a redirect the module follows.
    const form = /<div data-form-region="">\s*<form [^>]*data-testid="book-form"[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('action="/book?tz=Europe%2FLondon&amp;day=');
    expect(form).toContain('data-follow-redirect=""');
  });
});
