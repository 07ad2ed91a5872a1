import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { fetchPage, ORIGIN } from "./helpers";

describe("GET /api/health", () => {
  it("answers ok after a real query on D1", async () => {
    const res = await fetchPage("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, db: "ok" });
  });
});

describe("/api error answers", () => {
  it("answers JSON 404 for unknown API paths", async () => {
    const res = await fetchPage("/api/does-not-exist");
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Type")).toContain("application/json");
    expect(await res.json()).toEqual({ error: "Not found." });
  });

  it("answers 413 for bodies over 32 KB", async () => {
    const res = await fetchPage("/api/health", {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "application/json" },
      body: JSON.stringify({ pad: "x".repeat(33 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "Request body is too large (limit 32 KB)." });
  });

  it("answers 403 to a cross-origin POST before any handler runs", async () => {
    const res = await fetchPage("/api/health", {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: "Cross-origin requests are not allowed." });
  });

  it("answers 403 to a POST with neither Origin nor Sec-Fetch-Site", async () => {
    const res = await fetchPage("/api/health", { method: "POST", body: "{}" });
    expect(res.status).toBe(403);
  });

  it("accepts Origin: null when Sec-Fetch-Site says same-origin (no-referrer pages)", async () => {
    const res = await fetchPage("/api/nothing-here", {
      method: "POST",
      headers: { Origin: "null", "Sec-Fetch-Site": "same-origin" },
      body: "{}",
    });
    expect(res.status).toBe(404);
  });

  it("refuses a cross-site Sec-Fetch-Site on page actions too", async () => {
    const res = await fetchPage("/", { method: "POST", headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(res.status).toBe(403);
  });
});

describe("pages", () => {
  it("answers 404 with the not-found page for unknown paths", async () => {
    const res = await fetchPage("/no/such/page");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Oops! Page not found");
    expect(html).toContain(">Return to Home<");
    expect(html).toMatch(/<p[^>]*>404<\/p>/);
  });

  it("sets the security headers and a CSP nonce that matches every script", async () => {
    const res = await fetchPage("/");
    expect(res.status).toBe(200);
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers.get("Strict-Transport-Security")).toContain("max-age=");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("Permissions-Policy")).toContain("camera=()");
    const html = await res.text();
    // Every executable script carries the nonce (JSON-LD data blocks are not executed).
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => !tag.includes('type="application/ld+json"'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("uses a fresh nonce for every request", async () => {
    const a = (await fetchPage("/")).headers.get("Content-Security-Policy");
    const b = (await fetchPage("/")).headers.get("Content-Security-Policy");
    expect(a).not.toBe(b);
  });

  it("emits the metadata helper's tags with the default title and description", async () => {
    const html = await (await fetchPage("/")).text();
    expect(html).toContain("<title>ADRIG - Driving Growth with AI</title>");
    expect(html).toMatch(/<meta name="description" content="[^"]*AI solutions, automation and scalable SaaS products/);
    expect(html).toContain(
      '<meta name="keywords" content="AI solutions, business automation, digital transformation, chatbots, machine learning, workflow automation"/>',
    );
    expect(html).toContain(`<link rel="canonical" href="${env.SITE_ORIGIN}/"/>`);
    expect(html).toContain('<meta property="og:type" content="website"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain('<html lang="en">');
  });
});
