import { describe, expect, it } from "vitest";
import { mailSamples, sampledKinds } from "../mail-samples";

/**
 * `tests/mail-samples.ts` holds every kind of mail the site sends, so the browser test
 * `tests/e2e/mail-layout.spec.ts` can render each at a phone's width: every mail function of every
 * domain's `mails.server.ts` is there (a new one must be added), with both parts, in the layout
 * every mail shares.
 */

const modules = import.meta.glob<Record<string, unknown>>("../../app/*/mails.server.ts", { eager: true });

describe("the mail samples", () => {
  it("compose every mail function of every domain, each kind of the bookings' own", () => {
    const sampled = new Set(mailSamples().map((sample) => sample.from));
    const missing: string[] = [];
    for (const [path, exports] of Object.entries(modules)) {
      const domain = /app\/([^/]+)\/mails\.server\.ts$/.exec(path)![1]!;
      for (const [name, value] of Object.entries(exports)) {
        if (typeof value !== "function" || !name.endsWith("Mail") || name.startsWith("send")) continue;
        const kinds = sampledKinds[name as keyof typeof sampledKinds];
        const expected = kinds ? kinds.map((kind) => `${domain}.${name}:${kind}`) : [`${domain}.${name}`];
        missing.push(...expected.filter((from) => !sampled.has(from)));
      }
    }
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(5);
    expect(missing).toEqual([]);
  });

  it("each has a subject, a plain-text part and an HTML document in the shared layout", () => {
    for (const { from, mail } of mailSamples()) {
      expect(mail.subject, from).not.toBe("");
      expect(mail.text, from).toContain("--");
      expect(mail.html, from).toMatch(/^<!doctype html>/);
      expect(mail.html, from).not.toContain("undefined");
    }
  });
});
