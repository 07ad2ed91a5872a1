import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { serviceCategories } from "~/content/services";
import { api, randomIp } from "./auth-helpers";
import { fakeSiteverify } from "./fake-siteverify";
import { fetchPage } from "./helpers";

/**
 * "Service Needed" on /contact: every service hub and "Other" (docs/decisions/030-contact-services-and-links.md),
 * the one a service page's link chose preselected, and exactly those values accepted.
 */

afterEach(() => vi.restoreAllMocks());

/** The select's options, as [value, label], in order. */
async function serviceOptionsOf(path: string): Promise<{ options: string[][]; selected: string | null }> {
  const html = await (await fetchPage(path)).text();
  const select = html.match(/<select[^>]*name="service"[^>]*>([\s\S]*?)<\/select>/)?.[1] ?? "";
  const options = [...select.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => [m[1]!, m[2]!]);
  const selected = select.match(/<option value="([^"]+)" selected=""/)?.[1] ?? null;
  return { options, selected };
}

describe("Service Needed on /contact", () => {
  it("offers every service hub, in menu order, then Other", async () => {
    const { options, selected } = await serviceOptionsOf("/contact");
    expect(serviceCategories).toHaveLength(8);
    expect(options).toEqual([
      ["", "Select a service"],
      ...serviceCategories.map((category) => [category.slug, category.title.replace("&", "&amp;")]),
      ["other", "Other"],
    ]);
    expect(options.map(([, label]) => label)).toContain("Software Development");
    expect(options.map(([, label]) => label)).toContain("Talent Acquisition / Staffing");
    expect(selected).toBeNull();
  });

  it("preselects the service a service page's link names, and leads an unknown one back to /contact", async () => {
    for (const slug of ["talent-acquisition", "software-development", "other"]) {
      expect((await serviceOptionsOf(`/contact?service=${slug}`)).selected, slug).toBe(slug);
    }
    const unknown = await fetchPage("/contact?service=web-design", { redirect: "manual" });
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get("Location")).toBe("/contact");
    // A value that is no slug at all is dropped before the page (the edge cache's policy): plain /contact.
    expect((await serviceOptionsOf("/contact?service=%3Cscript%3E")).selected).toBeNull();
  });

  it("accepts each listed service and refuses any other value with the field's reason", async () => {
    fakeSiteverify("pass");
    for (const service of [...serviceCategories.map((c) => c.slug), "other"]) {
      const { res } = await api(
        "/api/contact",
        {
          name: "Deepa Rao",
          email: "deepa@example.com",
          service,
          message: "We need help.",
          token: crypto.randomUUID(),
        },
        { ip: randomIp() },
      );
      expect(res.status, service).toBe(201);
    }
    const stored = await env.DB.prepare("select distinct service from contact_messages").all<{ service: string }>();
    expect(stored.results.map((row) => row.service)).toEqual(
      expect.arrayContaining(["software-development", "talent-acquisition"]),
    );
    const { res, json } = await api(
      "/api/contact",
      {
        name: "Deepa Rao",
        email: "deepa@example.com",
        service: "web-design",
        message: "Hi.",
        token: crypto.randomUUID(),
      },
      { ip: randomIp() },
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(json)).toContain("service");
  });
});
