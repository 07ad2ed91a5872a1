import { describe, expect, it } from "vitest";
import footer from "../../public/content/landingpage/Footer.json";
import { fetchPage } from "./helpers";
import { fetchWithAssets } from "./worker-with";

describe("footer", () => {
  it("is in the server HTML with the JSON's content", async () => {
    const res = await fetchPage("/");
    const html = await res.text();
    expect(html).toContain(footer.company_info.name);
    expect(html).toContain(footer.contact_info.address);
    expect(html).toContain(`href="mailto:${footer.contact_info.email}"`);
    expect(html).toContain('href="tel:+919942105301"');
    for (const link of footer.social_links) expect(html).toContain(`href="${link.url}"`);
    for (const service of footer.footer_services) expect(html).toContain(`href="${service.url}"`);
    expect(html).toContain(`© ${new Date().getUTCFullYear()} Adrig AI Technologies. All rights reserved.`);
    expect(html).not.toContain('data-testid="footer-placeholder"');
  });

  it("falls back to the grey placeholder with a 200 page when the file is missing", async () => {
    const res = await fetchWithAssets("/", (path) =>
      path === "/content/landingpage/Footer.json" ? new Response("Not found", { status: 404 }) : undefined,
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-testid="footer-placeholder"');
    expect(html).not.toContain(footer.contact_info.address);
  });

  it("treats a malformed file like a missing one", async () => {
    const res = await fetchWithAssets("/", (path) =>
      path === "/content/landingpage/Footer.json"
        ? Response.json({ company_info: { name: "X" }, social_links: "nope" })
        : undefined,
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('data-testid="footer-placeholder"');
  });

  it("treats a file that is not JSON like a missing one", async () => {
    const res = await fetchWithAssets("/", (path) =>
      path === "/content/landingpage/Footer.json" ? new Response("{ not json") : undefined,
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('data-testid="footer-placeholder"');
  });
});

describe("flash toast", () => {
  it("hands a flash cookie to the page once and clears it", async () => {
    const toast = { kind: "success", title: "Email confirmed", description: "Welcome aboard." };
    const res = await fetchPage("/", { headers: { Cookie: `flash=${encodeURIComponent(JSON.stringify(toast))}` } });
    expect(res.headers.get("Set-Cookie")).toMatch(/^flash=; Path=\/; Max-Age=0/);
    expect(await res.text()).toContain("Email confirmed");
  });

  it("ignores a forged flash cookie of the wrong shape", async () => {
    const res = await fetchPage("/", { headers: { Cookie: `flash=${encodeURIComponent('{"kind":"evil"}')}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Set-Cookie")).toMatch(/^flash=;/);
  });
});
