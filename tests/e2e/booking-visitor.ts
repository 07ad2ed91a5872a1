import type { APIRequestContext, Browser } from "@playwright/test";
import { expect, viewports } from "./support";
import { stubTurnstile } from "./turnstile-stub";

/** What booking.spec.ts and booking-light.spec.ts share: a visitor of their own, and the mails. */

/** A mail as the local outbox (/api/dev/outbox) shows it. */
export type OutboxMail = { to: string; subject: string; text: string; attachments: { content: string }[] | null };

/** The mail with this subject to this address, once the queue has sent it. */
export async function mailTo(request: APIRequestContext, email: string, subject: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const { mails } = (await (await request.get("/api/dev/outbox")).json()) as { mails: OutboxMail[] };
      found = mails.find((m) => m.to === email && m.subject === subject);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** The path and query of the mail's link that leads to `path` ("/book/manage?token="). */
export function linkIn(text: string, path: string): string {
  const url = new URL(text.split(/\s+/).find((word) => word.includes(path))!);
  return url.pathname + url.search;
}

/**
 * A visitor in a browser of their own (own cookies, own address for the rate limits, a desktop
 * window), in the given time zone, with Turnstile's widget stubbed.
 */
export async function visitorPage(
  browser: Browser,
  options: { timezoneId?: string; javaScriptEnabled?: boolean } = {},
) {
  const context = await browser.newContext({
    ...options,
    viewport: viewports.desktop,
    extraHTTPHeaders: {
      "CF-Connecting-IP": `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
  const page = await context.newPage();
  await stubTurnstile(page);
  return page;
}
