import { env, SELF } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { subscribersCsv } from "~/newsletter/csv.server";
import {
  CONFIRM_MAIL_INTERVAL_MS,
  CONFIRM_TTL_MS,
  confirmSubscription,
  isConfirmTokenUsable,
  type NewsletterDeps,
  newsletterStatusOf,
  subscribe,
} from "~/newsletter/subscribers.server";
import { newsletterErrorText, newsletterSuccessText } from "~/newsletter/texts";
import { createDb } from "~/platform/db/client.server";
import { outboxMailer } from "~/platform/mail/transports.server";
import { errorText } from "~/ui/ui-text";
import { attemptsUntilLimited, confirmedUser, count, lastMailTo, linkIn, randomIp } from "./auth-helpers";
import { fetchPage, ORIGIN, postForm } from "./helpers";
import { signedInAdmin } from "./inbox-helpers";

type Row = {
  email: string;
  status: string;
  source: string;
  confirmed_at: number | null;
  unsubscribed_at: number | null;
};
type OutboxRow = { subject: string; text: string; html: string; to: string; headers: string | null };

const THANKS = newsletterSuccessText.newsletterCheckMail;

function row(email: string) {
  return env.DB.prepare("select * from newsletter_subscribers where email = ?").bind(email).first<Row>();
}

function mailsTo(email: string) {
  return env.DB.prepare('select * from mail_outbox where "to" = ? order by created_at, rowid')
    .bind(email)
    .all<OutboxRow>()
    .then((r) => r.results);
}

const subscribeForm = (email: string, source = "blog", ip = randomIp()) =>
  postForm("/newsletter", { email, source }, { headers: { "CF-Connecting-IP": ip } });

/** The page without what differs on every answer by design (the CSP nonce). */
async function normalisedPage(res: Response): Promise<string> {
  return (await res.text()).replace(/nonce="[^"]*"/g, 'nonce=""');
}

/** The confirmation mail is written by the queue's consumer a moment after the answer: wait for it to arrive. */
async function confirmLinkFor(email: string): Promise<string> {
  return vi.waitFor(async () => linkIn((await lastMailTo(email))?.text ?? "", "/newsletter/confirm?token="), {
    timeout: 4000,
    interval: 20,
  });
}

/** Waits until `email` has `n` mails (mail sent after the answer arrives a moment later). */
async function expectMailCount(email: string, n: number) {
  await vi.waitFor(async () => expect(await mailsTo(email)).toHaveLength(n), { timeout: 4000, interval: 20 });
}

/** The unsubscribe link of the newest welcome mail (mail arrives through the queue, a moment after the answer). */
async function unsubscribeLinkFor(email: string): Promise<string> {
  return linkIn(
    (await lastMailTo(email, { subject: "Welcome to ADRIG Insights" }))?.text ?? "",
    "/newsletter/unsubscribe?token=",
  );
}

/** Subscribes and confirms through the pages; returns the unsubscribe link of the welcome mail. */
async function confirmedSubscriber(email: string): Promise<string> {
  await subscribeForm(email);
  const res = await postForm(await confirmLinkFor(email), {});
  expect(res.status).toBe(200);
  return unsubscribeLinkFor(email);
}

async function unsubscribedSubscriber(email: string): Promise<void> {
  expect((await postForm(await confirmedSubscriber(email), {})).status).toBe(200);
}

describe("subscribing", () => {
  it("stores a new address as pending, lower-cased, with its source, and mails a 7-day confirmation link with a text part", async () => {
    const res = await subscribeForm("  Reader@Example.com ", "footer");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(THANKS);
    expect(await row("reader@example.com")).toMatchObject({ status: "pending", source: "footer", confirmed_at: null });
    await expectMailCount("reader@example.com", 1);
    const mails = await mailsTo("reader@example.com");
    expect(mails[0]!.subject).toBe("Confirm your subscription to ADRIG Insights");
    expect(mails[0]!.text).toMatch(/http:\/\/example\.com\/newsletter\/confirm\?token=[a-z2-7]{32}/);
    expect(mails[0]!.text).toContain("expires in 7 days");
    expect(mails[0]!.html).toContain("/newsletter/confirm?token=");
    // Only the token's hash is stored.
    const token = new URL(linkIn(mails[0]!.text, "/newsletter/confirm?token=")).searchParams.get("token")!;
    const stored = await env.DB.prepare("select confirm_token_hash as h from newsletter_subscribers").first<{
      h: string;
    }>();
    expect(stored!.h).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.h).not.toContain(token);
  });

  it("refuses an invalid address in the page and stores nothing", async () => {
    const res = await subscribeForm("not-an-address");
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Please enter a valid e-mail address.");
    expect(await count("newsletter_subscribers")).toBe(0);
    expect(await count("mail_outbox")).toBe(0);
  });

  it("answers identically for a new, a pending, a confirmed and an unsubscribed address", async () => {
    await subscribeForm("pending@example.com");
    await confirmedSubscriber("confirmed@example.com");
    await unsubscribedSubscriber("left@example.com");
    const answers: { status: number; page: string }[] = [];
    for (const email of ["new@example.com", "pending@example.com", "confirmed@example.com", "left@example.com"]) {
      const res = await subscribeForm(email, "page", "10.1.1.1");
      answers.push({ status: res.status, page: await normalisedPage(res) });
    }
    expect(answers[0]!.status).toBe(200);
    expect(answers[0]!.page).toContain(THANKS);
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
    // And for JavaScript clients (the fetcher's single-fetch answer).
    const data = await Promise.all(
      ["new2@example.com", "pending@example.com", "confirmed@example.com", "left@example.com"].map(async (email) => {
        const res = await postForm("/newsletter.data", { email, source: "page" });
        return `${res.status} ${await res.text()}`;
      }),
    );
    expect(new Set(data).size).toBe(1);
    expect(data[0]).toContain(THANKS);
  });

  it("mails nobody who is confirmed, and keeps them confirmed", async () => {
    await confirmedSubscriber("stay@example.com");
    const before = (await mailsTo("stay@example.com")).length;
    expect((await subscribeForm("stay@example.com")).status).toBe(200);
    // A fresh address asked right after gets its mail: by then the first request's work is done.
    await subscribeForm("after@example.com");
    await expectMailCount("after@example.com", 1);
    expect(await mailsTo("stay@example.com")).toHaveLength(before);
    expect((await row("stay@example.com"))!.status).toBe("confirmed");
  });

  it("sends at most one confirmation mail per address in 10 minutes", async () => {
    for (let i = 0; i < 3; i++) expect((await subscribeForm("often@example.com")).status).toBe(200);
    await subscribeForm("after@example.com");
    await expectMailCount("after@example.com", 1);
    expect(await mailsTo("often@example.com")).toHaveLength(1);
  });

  it("limits subscribe requests per IP with HTTP 429 and the limit's message, storing nothing past it", async () => {
    const ip = randomIp();
    const { limited, allowed } = await attemptsUntilLimited(5, (i) => subscribeForm(`ip${i}@example.com`, "blog", ip));
    expect(limited.headers.get("Retry-After")).toBeTruthy();
    expect(await limited.text()).toContain(errorText.tooManyAttempts);
    expect(await count("newsletter_subscribers")).toBe(allowed);
  });

  it("is refused from another origin", async () => {
    const res = await postForm(
      "/newsletter",
      { email: "x@example.com" },
      { headers: { Origin: "https://evil.example" } },
    );
    expect(res.status).toBe(403);
    expect(await count("newsletter_subscribers")).toBe(0);
  });
});

describe("confirming", () => {
  it("GET shows the button and spends nothing, however often the link is opened", async () => {
    await subscribeForm("scan@example.com");
    const link = await confirmLinkFor("scan@example.com");
    for (let i = 0; i < 3; i++) {
      const res = await fetchPage(link);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain("Confirm your subscription</h1>");
      expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Confirm subscription<\/button>/);
    }
    expect((await row("scan@example.com"))!.status).toBe("pending");
    expect(await isConfirmTokenUsable(createDb(env.DB), new URL(link).searchParams.get("token")!, new Date())).toBe(
      true,
    );
  });

  it("POST confirms, says so and mails a welcome with the unsubscribe link and the RFC 8058 headers", async () => {
    await subscribeForm("yes@example.com", "blog");
    const res = await postForm(await confirmLinkFor("yes@example.com"), {});
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`${newsletterSuccessText.newsletterConfirmed.replace("'", "&#x27;")}</h1>`);
    const stored = await row("yes@example.com");
    expect(stored).toMatchObject({ status: "confirmed", source: "blog" });
    expect(stored!.confirmed_at).toBeGreaterThan(Date.now() - 60_000);

    const welcome = (await lastMailTo("yes@example.com", { subject: "Welcome to ADRIG Insights" }))!;
    expect(welcome.subject).toBe("Welcome to ADRIG Insights");
    const unsubscribe = linkIn(welcome.text, "/newsletter/unsubscribe?token=");
    expect(welcome.html).toContain(unsubscribe);
    const headers = JSON.parse(welcome.headers!) as Record<string, string>;
    expect(headers["List-Unsubscribe"]).toBe(
      `<${unsubscribe}>, <mailto:contact@adrig.co.in?subject=Unsubscribe%20from%20ADRIG%20Insights>`,
    );
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("a used link says so and offers to subscribe again; posting it again changes nothing", async () => {
    await subscribeForm("twice@example.com");
    const link = await confirmLinkFor("twice@example.com");
    expect((await postForm(link, {})).status).toBe(200);
    const mails = (await mailsTo("twice@example.com")).length;
    const again = await postForm(link, {});
    expect(again.status).toBe(400);
    expect(await again.text()).toContain(newsletterErrorText.newsletterConfirmLinkInvalid);
    expect(await mailsTo("twice@example.com")).toHaveLength(mails);
    const page = await (await fetchPage(link)).text();
    expect(page).toContain("This link no longer works");
    expect(page).toContain(newsletterErrorText.newsletterConfirmLinkInvalid);
    expect(page).toMatch(/<a[^>]*href="\/newsletter"[^>]*>Subscribe again<\/a>/);
  });

  it("an unknown token is refused and confirms nobody", async () => {
    await subscribeForm("wait@example.com");
    const res = await postForm("/newsletter/confirm?token=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", {});
    expect(res.status).toBe(400);
    expect((await row("wait@example.com"))!.status).toBe("pending");
  });

  it("pages with a token are noindex, never stored and send no referrer", async () => {
    for (const path of ["/newsletter/confirm?token=x", "/newsletter/unsubscribe?token=x", "/newsletter"]) {
      const res = await fetchPage(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("Cache-Control"), path).toContain("no-store");
      expect(await res.text(), path).toContain('<meta name="robots" content="noindex');
      if (path.includes("token")) expect(res.headers.get("Referrer-Policy"), path).toBe("no-referrer");
    }
    // Of the newsletter's pages, only the public archive of sent issues is in the sitemap.
    const sitemap = await (await fetchPage("/sitemap.xml")).text();
    expect(sitemap.match(/<loc>[^<]*\/newsletter[^<]*<\/loc>/g)).toEqual([
      "<loc>https://adrig.co.in/newsletter/issues</loc>",
    ]);
    expect(sitemap).not.toContain("/admin");
  });
});

describe("unsubscribing", () => {
  it("GET shows the button and changes nothing; POST unsubscribes and says so", async () => {
    const link = await confirmedSubscriber("bye@example.com");
    const page = await (await fetchPage(link)).text();
    expect(page).toMatch(/<button[^>]*type="submit"[^>]*>Unsubscribe<\/button>/);
    expect((await row("bye@example.com"))!.status).toBe("confirmed");
    const res = await postForm(link, {});
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`${newsletterSuccessText.newsletterUnsubscribed}</h1>`);
    const stored = await row("bye@example.com");
    expect(stored!.status).toBe("unsubscribed");
    expect(stored!.unsubscribed_at).toBeGreaterThan(Date.now() - 60_000);
  });

  it("accepts the RFC 8058 one-click POST with no Origin header, by its token alone", async () => {
    const link = await confirmedSubscriber("oneclick@example.com");
    const res = await SELF.fetch(link, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
      redirect: "manual",
    });
    expect(res.status).toBe(200);
    expect((await row("oneclick@example.com"))!.status).toBe("unsubscribed");
    // Providers retry: a second one-click is harmless and keeps the first date.
    const first = (await row("oneclick@example.com"))!.unsubscribed_at;
    const retry = await SELF.fetch(link, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(retry.status).toBe(200);
    expect((await row("oneclick@example.com"))!.unsubscribed_at).toBe(first);
  });

  it("a one-click POST with a bad or missing token changes nothing", async () => {
    await confirmedSubscriber("kept@example.com");
    const before = await env.DB.prepare("select * from newsletter_subscribers").all();
    for (const path of ["/newsletter/unsubscribe?token=not-a-real-token", "/newsletter/unsubscribe"]) {
      const res = await SELF.fetch(new URL(path, ORIGIN), {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(res.status, path).toBe(400);
    }
    expect((await env.DB.prepare("select * from newsletter_subscribers").all()).results).toEqual(before.results);
  });

  it("the exception is only for requests without Origin: a cross-site form is still refused", async () => {
    const link = await confirmedSubscriber("csrf@example.com");
    const res = await SELF.fetch(link, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(403);
    // Other routes get no exception at all.
    const other = await SELF.fetch(new URL("/newsletter", ORIGIN), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=a%40example.com",
    });
    expect(other.status).toBe(403);
    expect((await row("csrf@example.com"))!.status).toBe("confirmed");
  });

  it("an unsubscribed address can subscribe again: it stays unsubscribed until the new link is confirmed", async () => {
    const oldLink = await confirmedSubscriber("back@example.com");
    await postForm(oldLink, {});
    // Ten minutes later (the per-address limit counts from the first confirmation mail).
    await env.DB.prepare("update newsletter_subscribers set confirm_mailed_at = confirm_mailed_at - 600000").run();
    expect((await subscribeForm("back@example.com", "page")).status).toBe(200);
    expect((await row("back@example.com"))!.status).toBe("unsubscribed");
    expect((await postForm(await confirmLinkFor("back@example.com"), {})).status).toBe(200);
    expect(await row("back@example.com")).toMatchObject({ status: "confirmed", unsubscribed_at: null, source: "page" });
    // The new welcome mail's link works; the old one was replaced.
    const newLink = linkIn(
      (await lastMailTo("back@example.com", { subject: "Welcome to ADRIG Insights", count: 2 }))!.text,
      "/newsletter/unsubscribe?token=",
    );
    expect(newLink).not.toBe(oldLink);
    expect((await postForm(oldLink, {})).status).toBe(400);
    expect((await row("back@example.com"))!.status).toBe("confirmed");
  });
});

describe("the newsletter module with a clock", () => {
  function deps(now: { t: number }): NewsletterDeps {
    const db = createDb(env.DB);
    return {
      db,
      // Straight into the outbox, so the test reads the mail at once; a decoy sends nothing.
      mailer: { ...outboxMailer(db, "test@example.com"), sendDecoy: async () => {} },
      origin: ORIGIN,
      now: () => new Date(now.t),
      ipLimiter: { limit: async () => ({ success: true }) },
    };
  }
  const input = { email: "clock@example.com", source: "blog" as const };
  const tokenOf = async () => new URL(await confirmLinkFor("clock@example.com")).searchParams.get("token")!;

  it("a confirmation link expires after 7 days", async () => {
    const now = { t: Date.UTC(2026, 0, 1) };
    await subscribe(deps(now), input, "1.2.3.4");
    const token = await tokenOf();
    now.t += CONFIRM_TTL_MS + 1;
    expect(await isConfirmTokenUsable(createDb(env.DB), token, new Date(now.t))).toBe(false);
    await expect(confirmSubscription(deps(now), token)).rejects.toThrow(
      newsletterErrorText.newsletterConfirmLinkInvalid,
    );
    expect((await row("clock@example.com"))!.status).toBe("pending");
  });

  it("a second confirmation mail goes out only after 10 minutes, and replaces the first link", async () => {
    const now = { t: Date.UTC(2026, 0, 1) };
    await subscribe(deps(now), input, "1.2.3.4");
    const first = await tokenOf();
    now.t += CONFIRM_MAIL_INTERVAL_MS - 1;
    await subscribe(deps(now), input, "1.2.3.4");
    expect(await mailsTo(input.email)).toHaveLength(1);
    now.t += 1;
    await subscribe(deps(now), input, "1.2.3.4");
    expect(await mailsTo(input.email)).toHaveLength(2);
    const second = await tokenOf();
    expect(second).not.toBe(first);
    expect(await isConfirmTokenUsable(createDb(env.DB), first, new Date(now.t))).toBe(false);
    await confirmSubscription(deps(now), second);
    expect((await row(input.email))!.status).toBe("confirmed");
  });

  it("newsletterStatusOf gives a person's newsletter state for the data export", async () => {
    const db = createDb(env.DB);
    expect(await newsletterStatusOf(db, "nobody@example.com")).toBeNull();
    const now = { t: Date.UTC(2026, 0, 1) };
    await subscribe(deps(now), input, "1.2.3.4");
    await confirmSubscription(deps(now), await tokenOf());
    expect(await newsletterStatusOf(db, " Clock@Example.com")).toEqual({
      status: "confirmed",
      source: "blog",
      requestedAt: new Date(now.t),
      confirmedAt: new Date(now.t),
      unsubscribedAt: null,
    });
  });
});

describe("subscribers page", () => {
  async function adminCookie() {
    return (await signedInAdmin()).cookie;
  }

  it("sends anonymous visitors to login, answers 404 to signed-in non-admins, for the page and the CSV", async () => {
    const { cookie } = await confirmedUser("plain@example.com", "Plain User");
    await confirmedSubscriber("listed@example.com");
    for (const path of ["/admin/subscribers", "/admin/subscribers.csv"]) {
      const anonymous = await fetchPage(path, { redirect: "manual" });
      expect(anonymous.status, path).toBe(302);
      expect(anonymous.headers.get("Location"), path).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
      const user = await fetchPage(path, { headers: { Cookie: cookie }, redirect: "manual" });
      expect(user.status, path).toBe(404);
      expect(await user.text(), path).not.toContain("listed@example.com");
    }
  });

  it("shows admins the counts per status and the confirmed subscribers with their dates", async () => {
    const cookie = await adminCookie();
    await subscribeForm("one@example.com");
    await confirmedSubscriber("two@example.com");
    await unsubscribedSubscriber("three@example.com");
    const res = await fetchPage("/admin/subscribers", { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex');
    const countOf = (status: string) =>
      new RegExp(`data-testid="count-${status}"[\\s\\S]*?<dd[^>]*>(\\d+)</dd>`).exec(html)?.[1];
    expect([countOf("confirmed"), countOf("pending"), countOf("unsubscribed")]).toEqual(["1", "1", "1"]);
    expect(html).toContain("two@example.com");
    expect(html).not.toContain("one@example.com");
    expect(html).not.toContain("three@example.com");
    expect(html).toMatch(/<time dateTime="\d{4}-\d\d-\d\dT[^"]+Z">/);
    expect(html).toMatch(/<a[^>]*href="\/admin\/subscribers.csv"[^>]*>Export CSV<\/a>/);
  });

  it("exports the confirmed addresses as email,confirmed_at,source", async () => {
    const cookie = await adminCookie();
    await subscribeForm("pending@example.com");
    await confirmedSubscriber("csv@example.com");
    const res = await fetchPage("/admin/subscribers.csv", { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="adrig-newsletter-subscribers-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    const lines = (await res.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe("email,confirmed_at,source");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^csv@example\.com,\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z,blog$/);
  });

  it("quotes CSV cells and defuses spreadsheet formulas", () => {
    const at = new Date(Date.UTC(2026, 0, 2, 3, 4, 5));
    expect(subscribersCsv([{ email: "=cmd@example.com", source: 'a,"b"', createdAt: at, confirmedAt: at }])).toBe(
      `email,confirmed_at,source\r\n'=cmd@example.com,2026-01-02T03:04:05.000Z,"a,""b"""\r\n`,
    );
  });
});
