import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, expect, it, vi } from "vitest";
import { offeredSlots } from "~/bookings/availability.server";
import { claimAndConfirm } from "~/bookings/book.server";
import { bookingDeps, manageToken } from "~/bookings/index.server";
import { ATTACHMENT_FORM_BODY_LIMIT } from "~/conversations/attachments";
import { IMAGE_UPLOAD_BODY_LIMIT, IMAGE_UPLOAD_PATH } from "~/newsletter/editor";
import { DEFAULT_BODY_LIMIT } from "~/platform/http/body-limit";
import worker from "../../build/server/index.js";
import { confirmedUser } from "./auth-helpers";
import { bookableStaff, client, details } from "./booking-helpers";
import { fakeSiteverify } from "./fake-siteverify";
import { ORIGIN } from "./helpers";
import { captureConsole, failingD1 } from "./ops-fakes";
import { fetchWithEnv } from "./worker-with";

/**
 * Generated malformed requests against every state-changing route (the JSON API, the page
 * actions, their `.data` forms, and unknown paths). No input may produce a 5xx, and a request
 * that was refused may not leave a row behind. Seeded, so a failure is reproducible: the
 * failing case is printed with its seed index.
 */
const REQUESTS = 2400;
const SEED = 0x5eed2026;

const ROUTES = [
  "/api/auth/signup",
  "/api/auth/login",
  "/api/auth/logout",
  "/api/auth/confirm/resend",
  "/api/auth/password/forgot",
  "/api/auth/password/reset",
  "/api/contact",
  "/api/nope",
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password",
  "/logout",
  "/contact",
  "/blog",
  "/login.data",
  "/signup.data",
  "/forgot-password.data",
  "/reset-password.data",
  "/logout.data",
  "/contact.data",
  "/blog.data",
  "/_root.data",
  "/login?index",
  "/blog.data?_routes=routes/blog",
  "/confirm-email",
  "/confirm-email?token=abc",
  "/confirm-email.data",
  "/account",
  "/account.data",
  // "Download my data" is a POST (security-log.test.ts); a GET leads to /account's section.
  "/account/data",
  "/account/data.data",
  "/",
  "/about",
  "/services/ai-automation",
  "/newsletter/unsubscribe",
  "/admin",
  "/nope.data",
  "/blog/x",
  "/admin/messages/m1",
  "/admin/messages/m1.data",
  "/admin/saved-replies",
  "/admin/team",
  "/admin/team.data",
  "/admin/messages",
  "/admin.data",
  "/newsletter",
  "/newsletter.data",
  "/newsletter/confirm",
  "/newsletter/confirm.data",
  "/newsletter/confirm?token=x",
  "/newsletter/unsubscribe.data",
  "/newsletter/unsubscribe?token=x",
  "/admin/subscribers",
  "/admin/subscribers.csv",
  "//",
  "//evil.example/",
  "///login",
  "//login.data",
  "/login?redirectTo=%2F%09%2Fevil.example",
  "/login?redirectTo=/%0A/x",
  "/login.data?redirectTo=%2F%0D%0A%2Fx",
  "/signup?redirectTo=//evil.example",
  "/logout?redirectTo=%00",
  "/api/contact/messages/m1/answers",
  "/api/contact/messages/%00/answers",
  "/contact?intent=answer",
  "/admin/messages/m1?index",
  "/admin/newsletter",
  "/admin/newsletter.data",
  "/admin/newsletter/new",
  "/admin/newsletter/new?from=x",
  "/admin/newsletter/new.data",
  "/admin/newsletter/i1",
  "/admin/newsletter/i1.data",
  "/admin/newsletter/i1?view=preview",
  "/admin/newsletter/i1?confirm=send",
  "/admin/newsletter/%00",
  "/admin/newsletter/i1/draft",
  "/admin/newsletter/i1/draft.data",
  "/admin/newsletter/%00/draft",
  "/admin/newsletter/preview",
  "/admin/newsletter/preview.data",
  "/admin/newsletter/images",
  "/admin/newsletter/images.data",
  "/admin/newsletter/i1?intent=schedule",
  "/media/x",
  "/media/..%2Fx.png",
  "/newsletter/issues/rss.xml",
  "/newsletter/issues",
  "/newsletter/issues.data",
  "/newsletter/issues/x",
  "/newsletter/issues/x.data",
  "/newsletter/issues/%2e%2e",
  "/api/auth/login/code",
  "/login?intent=code",
  "/api/passkeys/sign-in/options",
  "/api/passkeys/sign-in",
  "/api/passkeys/register/options",
  "/api/passkeys/confirm/options",
  "/login?intent=passkey",
  "/account?intent=passkey-add",
  "/account?intent=passkey-remove",
  "/account?intent=reauth-password",
  "/account?intent=reauth-code",
  "/account?intent=reauth-passkey",
  // "Confirm it's you" and the team's changes on /admin/team.
  "/admin/team?intent=reauth-password",
  "/admin/team?intent=reauth-code",
  "/admin/team?intent=reauth-passkey",
  "/admin/team?intent=grant",
  "/admin/team?intent=revoke",
  "/account?intent=recovery-codes",
  "/account?intent=two-step-start",
  "//account",
  "//api/auth/login",
  "/admin/saved-replies",
  "/admin/saved-replies.data",
  "/admin/messages/m1?saved=x",
  "/account?intent=staff-profile",
  "/account?intent=time-zone",
  "/messages",
  "/messages.data",
  "/messages/m1",
  "/messages/m1.data",
  "/messages/%00",
  "/attachments/x",
  "/attachments/%00",
  "/account?intent=sign-out-session",
  "/account.data?intent=sign-out-session",
  "/signup?intent=resend-confirmation",
  "/signup.data?intent=resend-confirmation",
  // Change of e-mail address (email-change.test.ts): the form, and the two links' pages.
  "/account?intent=email-change",
  "/account.data?intent=email-change",
  "/account/email/confirm",
  "/account/email/confirm?token=x",
  "/account/email/confirm.data",
  "/account/email/undo",
  "/account/email/undo?token=x",
  "/account/email/undo.data",
  "/claim-conversation",
  "/claim-conversation.data",
  "/claim-conversation?token=x",
  "/messages?intent=claim-links",
  // Booking a consultation (booking-pages.test.ts): the page, the manage link, the staff's pages.
  "/book",
  "/book.data",
  "/book?tz=Europe%2FLondon",
  "/book/manage?token=x",
  "/book/manage.data?token=x",
  "/book/confirmed?token=x",
  // A visitor's booking without JavaScript: its mailed link's page (booking-by-mail.test.ts).
  "/book/confirm?token=x",
  "/book/confirm.data?token=x",
  "/book/confirm?sent",
  // A visitor's message without JavaScript: its mailed link's page (contact-by-mail.test.ts).
  "/contact/confirm?token=x",
  "/contact/confirm.data?token=x",
  "/contact/confirm?sent=x",
  "/admin/availability",
  "/admin/availability.data",
  "/admin/bookings",
  "/admin/bookings.data",
  "/admin/reports",
  "/admin/reports.data",
  "/admin/reports.csv",
];
const FIELDS = [
  "name",
  "email",
  "password",
  "confirmPassword",
  "currentPassword",
  "confirmation",
  "message",
  "service",
  "token",
  "cf-turnstile-response",
  "redirectTo",
  "intent",
  "reply",
  "note",
  "key",
  "assigneeId",
  "body",
  "displayName",
  "signature",
  "subject",
  "previewText",
  "bodyMarkdown",
  "challenge",
  "code",
  "userId",
  "confirm",
  "source",
  "List-Unsubscribe",
  "answer",
  "conversationId",
  "credential",
  "id",
  "version",
  "date",
  "time",
  "alt",
  "file",
  "issueId",
  "topic",
  "start",
  "timeZone",
  "company",
  "reason",
  "meetingMinutes",
  "bufferMinutes",
  "blockedDays",
  "meetingLink",
  "hours-1",
  "confirmByMail",
];
const TABLES = [
  "users",
  "saved_replies",
  "conversation_reads",
  "sessions",
  "email_tokens",
  "pending_signups",
  "contact_messages",
  "used_captcha_tokens",
  "mail_outbox",
  "newsletter_subscribers",
  "conversation_entries",
  "reply_addresses",
  "newsletter_issues",
  "newsletter_deliveries",
  "two_step_secrets",
  "recovery_codes",
  "login_challenges",
  "code_failures",
  "known_devices",
  "passkeys",
  "spent_webauthn_challenges",
  "newsletter_images",
  "email_changes",
  "conversation_claims",
  "bookings",
  "booking_availability",
  "booking_staff_notices",
];

function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}
type Rng = ReturnType<typeof rng>;

/** Redirect targets known to escape a site, or to break a Location header (safe-redirect.test.ts has the full table). */
const REDIRECTS = [
  "/\t/evil.example/phish",
  "/\r\n/x",
  "/\n/x",
  "/\0/x",
  "//evil.example",
  "/\\evil.example",
  "\\/evil.example",
  "/..//evil.example",
  "https://evil.example",
  "javascript:alert(1)",
  "/\u2028/x",
  "/%09/x",
];

/** Control and invisible characters a field may carry anywhere in its text. */
const CONTROL = [
  "\u0000",
  "\t",
  "\n",
  "\r",
  "\u000b",
  "\u001b",
  "\u007f",
  "\u0085",
  "\u2028",
  "\u2029",
  "\u202e",
  "\u200b",
  "\ufeff",
];

const STRANGE = [
  "answer",
  "close",
  "reopen",
  "profile",
  "password",
  "delete-start",
  "delete",
  "sign-out-others",
  "sign-out-session",
  "resend-confirmation",
  "passkey",
  "passkey-add",
  "passkey-rename",
  "passkey-remove",
  "reauth-password",
  "reauth-code",
  "reauth-passkey",
  "recovery-codes",
  "two-step-start",
  "two-step-confirm",
  "two-step-off",
  "note",
  "assign",
  "create",
  "update",
  "staff-profile",
  "save",
  "test",
  "schedule",
  "unschedule",
  '{"id":"x","type":"public-key","response":{"clientDataJSON":"e30"}}',
  '{"id":"x","type":"public-key","response":{"clientDataJSON":"eyJjaGFsbGVuZ2UiOiJ4In0"}}',
  "",
  " ",
  "\u0000",
  "\ud800",
  "\udfff",
  "\u202e",
  "\u200b",
  "👩‍💻",
  "é",
  "ﷺ",
  "\r\n",
  "%",
  "%FF",
  "&",
  "=",
  '"',
  "'",
  "<script>",
  "a@b",
  "x@example.com",
  "secret12",
  "ai-automation",
  "other",
  "0123456789ab",
  "%%%%%%%%%%%%",
  "claim-links",
];

function value(r: Rng): unknown {
  switch (r.int(11)) {
    case 9:
      return r.pick(REDIRECTS);
    case 10: {
      const text = `Valid Text ${r.int(1e6)} with enough characters`;
      const at = r.int(text.length + 1);
      return `${text.slice(0, at)}${r.pick(CONTROL)}${text.slice(at)}`;
    }
    case 0:
      return r.pick(STRANGE);
    case 1:
      return r.pick(STRANGE).repeat(1 + r.int(300));
    case 2:
      return "x".repeat(r.pick([1, 5, 9, 10, 99, 100, 101, 254, 255, 257, 5000, 5001, 9000]));
    case 3:
      return r.int(2) ? r.int(1e9) : -1.5;
    case 4:
      return r.pick([null, true, false]);
    case 5:
      return [r.pick(STRANGE), 1];
    case 6:
      return { nested: { deeper: r.pick(STRANGE) } };
    case 7:
      return `user${r.int(50)}@example.com`;
    default:
      return `Valid Text ${r.int(1e6)} with enough characters`;
  }
}

function fields(r: Rng): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const n = r.int(FIELDS.length + 2);
  for (let i = 0; i < n; i++) {
    const key = r.int(8) ? r.pick(FIELDS) : `extra${r.int(9)}`;
    out[key] = key === "redirectTo" && r.int(2) ? r.pick(REDIRECTS) : value(r);
  }
  return out;
}

const text = (v: unknown) => (typeof v === "string" ? v : (JSON.stringify(v) ?? ""));

function body(r: Rng, preset: Record<string, unknown> = {}): { type: string | null; payload: BodyInit | null } {
  const data = { ...fields(r), ...preset };
  switch (r.int(11)) {
    case 0:
      return { type: "application/json", payload: JSON.stringify(data) };
    case 1:
      return { type: "application/json; charset=utf-8", payload: JSON.stringify(data).slice(0, r.int(40)) };
    case 2:
      return {
        type: "application/json",
        payload: r.pick(["[]", "null", "1", '"s"', "{", '{"a":', "[[[[[[[[[[]]]]]]]]]]"]),
      };
    case 3: {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(data)) params.append(k, text(v));
      return { type: "application/x-www-form-urlencoded", payload: params.toString() };
    }
    case 4:
      return {
        type: "application/x-www-form-urlencoded",
        payload: r.pick(["a=%ZZ", "%", "name=%C3%28", "=&=&", "email=%E2%82", "a".repeat(1 + r.int(100))]),
      };
    case 5: {
      const boundary = `b${r.int(1e6)}`;
      const parts = Object.entries(data).map(
        ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${text(v)}\r\n`,
      );
      return { type: `multipart/form-data; boundary=${boundary}`, payload: `${parts.join("")}--${boundary}--\r\n` };
    }
    case 6:
      return {
        type: r.pick(["multipart/form-data", "multipart/form-data; boundary=", "multipart/form-data; boundary=zz"]),
        payload: r.pick(["--zz\r\nbroken", "", "garbage", "--zz--"]),
      };
    case 7:
      return {
        type: r.pick(["text/plain", "application/xml", "image/png", "", "application/json;;;", "x/y; charset=utf-99"]),
        payload: JSON.stringify(data),
      };
    case 8: {
      const bytes = new Uint8Array(1 + r.int(64));
      for (let i = 0; i < bytes.length; i++) bytes[i] = r.int(256);
      return {
        type: r.pick(["application/json", "application/x-www-form-urlencoded", "multipart/form-data; boundary=a"]),
        payload: bytes,
      };
    }
    case 9:
      return {
        type: r.pick(["application/json", "application/x-www-form-urlencoded"]),
        payload: `email=${"x".repeat(33 * 1024 + r.int(20_000))}`,
      };
    default:
      return { type: null, payload: r.int(2) ? null : "email=a@b.co" };
  }
}

function headers(r: Rng, type: string | null): Headers {
  const h = new Headers({ "CF-Connecting-IP": `203.0.113.${1 + r.int(4)}` });
  if (type !== null) h.set("Content-Type", type);
  switch (r.int(8)) {
    case 0:
      break; // no Origin at all
    case 1:
      h.set("Origin", "https://evil.example");
      break;
    case 2:
      h.set("Origin", "null");
      h.set("Sec-Fetch-Site", r.pick(["same-origin", "cross-site", "none"]));
      break;
    default:
      h.set("Origin", ORIGIN);
  }
  if (r.int(3) === 0) {
    h.set(
      "Cookie",
      r.pick([
        "adrig_session=garbage",
        "adrig_session=a.b.c; flash=%7B%22kind%22%3A1%7D",
        "flash=not-json",
        `flash=${encodeURIComponent(JSON.stringify({ kind: "error", title: "x".repeat(500) }))}`,
        "__Host-adrig_session=x",
        "adrig_session=; flash=",
        `adrig_session=${"z".repeat(3000)}`,
      ]),
    );
  }
  return h;
}

async function rowCounts(): Promise<string> {
  const select = TABLES.map((t) => `(select count(*) from ${t}) as ${t}`).join(", ");
  return JSON.stringify(await env.DB.prepare(`select ${select}`).first());
}

afterEach(() => vi.restoreAllMocks());

it(`answers ${REQUESTS} generated malformed requests without a 5xx and with no rows from refused ones`, {
  timeout: 240_000,
}, async () => {
  fakeSiteverify("fail");
  const r = rng(SEED);
  const statuses = new Map<number, number>();
  for (let i = 0; i < REQUESTS; i++) {
    const route = r.pick(ROUTES);
    const method = r.int(10) ? "POST" : r.pick(["PUT", "PATCH", "DELETE"]);
    const { type, payload } = body(r);
    const before = await rowCounts();
    // Joined as text: `//evil.example/` must reach the Worker as a path, not as another host.
    const res = await SELF.fetch(`${ORIGIN}${route}`, {
      method,
      headers: headers(r, type),
      body: payload,
      redirect: "manual",
    });
    await res.arrayBuffer();
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    const label = `#${i} ${method} ${route} (${type})`;
    expect(res.status, label).toBeLessThan(500);
    if (res.status >= 400) expect(await rowCounts(), `${label} answered ${res.status} but wrote rows`).toBe(before);
  }
  const table = [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}: ${n}`)
    .join(", ");
  console.log(`[fuzz] ${REQUESTS} requests by status: ${table}`);
  expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(REQUESTS);
  // The generator reaches the interesting answers, not only one kind of refusal.
  for (const status of [400, 403, 413, 415])
    expect(statuses.get(status) ?? 0, `no ${status} answers`).toBeGreaterThan(0);
});

/**
 * The booking manage page with the VALID token of a real booking, so that the move and cancel
 * parsing and their changes run (the forged-token routes above are refused before parsing): the
 * generated bodies, half of them with a real intent and a time that is really offered. No 5xx,
 * and a refused post changes neither the booking nor anything written beside it (its
 * conversation, the mail caps, the staff's waiting notices). A booking cancelled or moved to its
 * limit is put back, so the run keeps reaching both.
 */
const MANAGE_POSTS = 120;

/** A well-formed form of `data` (urlencoded or multipart), as a page's form sends it. */
function formBody(r: Rng, data: Record<string, unknown>): { type: string; payload: string } {
  if (r.int(2)) {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(data)) params.append(k, text(v));
    return { type: "application/x-www-form-urlencoded", payload: params.toString() };
  }
  const boundary = `b${r.int(1e6)}`;
  const parts = Object.entries(data).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${text(v)}\r\n`,
  );
  return { type: `multipart/form-data; boundary=${boundary}`, payload: `${parts.join("")}--${boundary}--\r\n` };
}

it("posts generated bodies to a real booking's manage page without a 5xx, and a refused one changes nothing", {
  timeout: 120_000,
}, async () => {
  captureConsole();
  await bookableStaff();
  const deps = bookingDeps(env, ORIGIN);
  const offered = await offeredSlots(deps);
  const booking = await claimAndConfirm(deps, client(), details(), offered[0]!.start);
  const token = encodeURIComponent(manageToken(deps.secret, booking.id, booking.endAt));
  const starts = offered.slice(1, 9).map((slot) => String(slot.start.getTime()));
  // Mostly `.data` (what the page's script posts): a refused document post also renders the
  // page's free times, which costs more than the parsing this is about.
  const paths = [
    `/book/manage?token=${token}`,
    `/book/manage.data?token=${token}`,
    `/book/manage.data?token=${token}&tz=UTC`,
  ];
  const state = async () =>
    JSON.stringify(
      await env.DB.prepare(
        `select b.status, b.sequence, b.start_at, b.staff_id, b.cancel_reason,
           (select count(*) from bookings) as bookings,
           (select count(*) from conversation_entries) as entries,
           (select count(*) from capped_mails) as capped,
           (select count(*) from booking_staff_notices) as notices
         from bookings b where b.id = ?`,
      )
        .bind(booking.id)
        .first(),
    );
  const r = rng(SEED + 5);
  const done = { moved: 0, cancelled: 0, refused: 0 };
  for (let i = 0; i < MANAGE_POSTS; i++) {
    // Half are well-formed forms from the page (a real intent and an offered time most of the
    // time, generated values otherwise), half anything the generator makes with the same fields.
    const preset: Record<string, unknown> = {
      intent: r.int(4) ? r.pick(["reschedule", "cancel"]) : value(r),
      ...(r.int(3) ? { start: r.int(4) ? r.pick(starts) : value(r) } : {}),
      ...(r.int(2) ? { reason: value(r) } : {}),
    };
    const wellFormed = r.int(2) === 0;
    const { type, payload } = wellFormed ? formBody(r, { ...(r.int(2) ? fields(r) : {}), ...preset }) : body(r, preset);
    const h = headers(r, type);
    if (wellFormed) h.set("Origin", ORIGIN);
    // Any IP: the per-IP limit would otherwise answer most of them with 429.
    h.set("CF-Connecting-IP", `10.5.${r.int(250)}.${r.int(250)}`);
    const path = r.pick(paths);
    const before = await state();
    const res = await SELF.fetch(`${ORIGIN}${path}`, { method: "POST", headers: h, body: payload, redirect: "manual" });
    await res.arrayBuffer();
    const label = `#${i} POST ${path.replace(token, "<token>")} (${type}) ${JSON.stringify(preset)}`;
    expect(res.status, label).toBeLessThan(500);
    const after = await state();
    if (res.status >= 400) {
      expect(after, `${label} answered ${res.status} but changed the booking`).toBe(before);
      done.refused++;
      continue;
    }
    const row = JSON.parse(after) as { status: string; sequence: number };
    if (row.status === "cancelled") done.cancelled++;
    else if (after !== before) done.moved++;
    if (row.status !== "confirmed" || row.sequence >= 3) {
      await env.DB.prepare(
        "update bookings set status = 'confirmed', sequence = 0, cancelled_by = null, cancel_reason = null where id = ?",
      )
        .bind(booking.id)
        .run();
    }
  }
  console.log(`[fuzz, manage] ${MANAGE_POSTS} posts: ${JSON.stringify(done)}`);
  // The generator reaches a real move and a real cancel, not only refusals.
  expect(done.moved, JSON.stringify(done)).toBeGreaterThan(0);
  expect(done.cancelled, JSON.stringify(done)).toBeGreaterThan(0);
});

/** Percent-encodes any string byte by byte, lone surrogates included (encodeURIComponent throws on them). */
function percentEncoded(value: string): string {
  let out = "";
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdfff && !(unit <= 0xdbff && (value.charCodeAt(i + 1) & 0xfc00) === 0xdc00)) {
      // A lone surrogate as the three bytes WTF-8 would give it: not valid UTF-8, as a hostile client might send.
      out += `%${(0xe0 | (unit >> 12)).toString(16)}%${(0x80 | ((unit >> 6) & 0x3f)).toString(16)}%${(0x80 | (unit & 0x3f)).toString(16)}`;
      continue;
    }
    const pair = unit >= 0xd800 && unit <= 0xdbff ? value.slice(i, i + 2) : value[i]!;
    if (pair.length === 2) i++;
    out += encodeURIComponent(pair);
  }
  return out;
}

/** A query value as a hostile or broken client sends it: any field value, raw junk, bad escapes, very long. */
function queryValue(r: Rng): string {
  switch (r.int(6)) {
    case 0:
      return r.pick(["%", "%ZZ", "%C3%28", "%E2%82", "%FF%FE", "%00", "+++", "%2B%20%2B", "&", "=", "%26q%3Dx"]);
    case 1:
      return percentEncoded("chatbot ".repeat(1 + r.int(1200)));
    case 2:
      return percentEncoded(`${r.pick(CONTROL)}${r.pick(STRANGE)}${r.pick(CONTROL)}whatsapp`);
    default:
      return percentEncoded(text(value(r)));
  }
}

const QUERY_PAGES = [
  "/search?q=",
  "/search.data?q=",
  "/work?service=",
  "/work.data?service=",
  "/contact?engagement=",
  "/book?tz=",
  "/book?engagement=",
  "/book?tz=UTC&day=",
  "/book/manage?token=",
  "/book/invite.ics?token=",
  "/calendar/",
  "/book/confirm?token=",
  "/contact/confirm?token=",
  "/contact/confirm?sent=",
  "/admin/bookings?upcoming=",
];

it("answers GET /search (and the other pages that read a query) with any value without a 5xx", {
  timeout: 120_000,
}, async () => {
  const r = rng(SEED + 1);
  for (let i = 0; i < 300; i++) {
    const page = r.pick(QUERY_PAGES);
    const extra = r.int(4) === 0 ? `&q=${queryValue(r)}&x=${queryValue(r)}` : "";
    const path = `${page}${queryValue(r)}${extra}`;
    const res = await SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual", headers: headers(r, null) });
    await res.arrayBuffer();
    const label = `#${i} GET ${path.slice(0, 120)}`;
    expect(res.status, label).toBeLessThan(500);
    // A search always answers with its page; a filter or prefill it does not know leads back (302).
    if (page.startsWith("/search")) expect(res.status, label).toBe(200);
  }
});

/** The routes that read D1, as pages, `.data` requests, resources and the API, GET and POST. */
const D1_ROUTES = [
  "/account",
  "/account.data",
  "/account/data",
  "/admin/messages",
  "/admin/messages.data",
  "/admin/messages/m1",
  "/admin/messages/m1.data",
  "/admin/team",
  "/admin/team.data",
  "/admin/subscribers",
  "/admin/subscribers.data",
  "/admin/subscribers.csv",
  "/admin/newsletter",
  "/admin/newsletter.data",
  "/admin/newsletter/i1",
  "/admin/newsletter/i1.data",
  "/admin/newsletter/i1/draft",
  "/admin/newsletter/preview",
  "/admin/newsletter/images",
  "/newsletter/issues",
  "/newsletter/issues/x",
  "/newsletter/issues/rss.xml",
  "/media/x",
  `/media/${"a".repeat(64)}.png`,
  "/contact",
  "/contact.data",
  "/reset-password?token=x",
  "/confirm-email?token=x",
  "/newsletter/confirm?token=x",
  "/newsletter/unsubscribe?token=x",
  "/login",
  "/signup",
  "/forgot-password",
  "/newsletter",
  "/api/contact/messages/m1/answers",
  "/api/contact/messages",
  "/api/auth/session",
  "/api/auth/login",
  "/api/auth/login/code",
  "/api/contact",
  "/api/passkeys/sign-in",
  "/api/passkeys/register/options",
  "/account/email/confirm?token=x",
  "/account/email/undo?token=x",
  "/book",
  "/book/manage?token=x",
  "/book/invite.ics?token=x",
  "/book/confirm?token=x",
  "/calendar/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.ics",
  "/admin/availability",
  "/admin/bookings",
  "/admin/reports",
  "/admin/reports.csv?table=staff&range=90",
];

it("answers every D1-reading route with 503 and Retry-After, never a 500, while D1 fails", {
  timeout: 240_000,
}, async () => {
  const { cookie } = await confirmedUser("fuzz.staff@example.com");
  await env.DB.batch([
    env.DB.prepare("update users set role = 'admin'"),
    env.DB.prepare("update sessions set second_factor = 'totp'"),
  ]);
  captureConsole();
  fakeSiteverify("pass");
  const r = rng(SEED + 1);
  const statuses = new Map<number, number>();
  for (let i = 0; i < 300; i++) {
    const route = r.pick(D1_ROUTES);
    const method = r.int(2) ? "GET" : "POST";
    const { type, payload } = method === "POST" ? body(r) : { type: null, payload: null };
    const h = headers(r, type);
    h.set("Origin", ORIGIN);
    if (r.int(3)) h.set("Cookie", cookie);
    // Either every statement fails (D1 down) or only the route's own queries after the session read.
    const failing = r.int(2)
      ? /./
      : /contact_messages|newsletter_subscribers|"role" = |pending_signups|email_tokens|insert into|delete from/i;
    const res = await fetchWithEnv(
      route,
      { DB: failingD1(failing) },
      { method, headers: h, body: payload, redirect: "manual" },
    );
    await res.arrayBuffer();
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    const label = `#${i} ${method} ${route} (${type})`;
    expect(res.status, label).not.toBe(500);
    if (res.status === 503) expect(res.headers.get("Retry-After"), label).toBeTruthy();
  }
  const table = [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}: ${n}`)
    .join(", ");
  console.log(`[fuzz, D1 failing] 300 requests by status: ${table}`);
  expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
});

/** Text of `length` characters drawn from many scripts, emoji, marks, controls and LIKE's own characters. */
function anyScript(r: Rng, length: number): string {
  const pieces = [
    "a",
    "Z",
    "7",
    " ",
    "%",
    "_",
    "\\",
    "'",
    '"',
    "<",
    "é",
    "ß",
    "ஆ",
    "ெ",
    "க்ஷ",
    "中",
    "ع",
    "🤖",
    "👩‍💻",
    "🇮🇳",
  ];
  const risky = ["\u0000", "\u202e", "\u200b", "\ufeff", "\u0301", "\r\n"];
  let out = "";
  while ([...out].length < length) out += r.int(10) ? r.pick(pieces) : r.pick(risky);
  return [...out].slice(0, length).join("");
}

it("answers staff searches and newsletter subjects of any length and script without a 5xx", {
  timeout: 240_000,
}, async () => {
  const { cookie } = await confirmedUser("fuzz.writer@example.com");
  await env.DB.batch([
    env.DB.prepare("update users set role = 'admin'"),
    env.DB.prepare("update sessions set second_factor = 'totp'"),
    env.DB.prepare(
      "insert into contact_messages (id, name, email, message, is_verified, status, created_at, last_activity_at) values ('m1', 'செயற்கை 🤖 Client', 'c@example.com', 'A WhatsApp bot 🤖 for our 100% Tamil-speaking stores', 1, 'new', 1, 1)",
    ),
  ]);
  captureConsole();
  const r = rng(SEED + 2);
  const as = (init: RequestInit = {}) => ({
    ...init,
    redirect: "manual" as const,
    headers: { Cookie: cookie, Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
  });
  for (let i = 0; i < 120; i++) {
    const query = anyScript(r, 1 + r.int(500));
    const res = await SELF.fetch(`${ORIGIN}/admin/messages?view=all&q=${encodeURIComponent(query)}`, as());
    await res.arrayBuffer();
    expect(res.status, `search #${i} ${JSON.stringify(query)}`).toBe(200);
  }
  for (let i = 0; i < 30; i++) {
    const subject = anyScript(r, 5 + r.int(160));
    const fields = new URLSearchParams({ subject, previewText: "Preview", bodyMarkdown: "## Hello\n\nText." });
    const created = await SELF.fetch(`${ORIGIN}/admin/newsletter/new`, as({ method: "POST", body: fields.toString() }));
    await created.arrayBuffer();
    const label = `subject #${i} ${JSON.stringify(subject)}`;
    expect(created.status, label).toBeLessThan(500);
    const id = /\/admin\/newsletter\/([^/?]+)$/.exec(created.headers.get("Location") ?? "")?.[1];
    if (!id) continue;
    const sent = await SELF.fetch(
      `${ORIGIN}/admin/newsletter/${id}`,
      as({ method: "POST", body: new URLSearchParams({ intent: "send", confirm: "yes" }).toString() }),
    );
    await sent.arrayBuffer();
    expect(sent.status, label).toBeLessThan(500);
  }
  const slugs = await env.DB.prepare("select slug from newsletter_issues where slug is not null").all<{
    slug: string;
  }>();
  for (const { slug } of slugs.results) {
    const page = await SELF.fetch(`${ORIGIN}/newsletter/issues/${encodeURIComponent(slug)}`);
    await page.arrayBuffer();
    expect(page.status, slug).toBe(200);
  }
  expect(slugs.results.length).toBeGreaterThan(0);
});

/** A raw mail with parts of it broken at random: headers, encodings, boundaries, bytes. */
function rawMail(r: Rng): Uint8Array<ArrayBuffer> {
  const header = (name: string) => `${name}: ${text(value(r))}`;
  const lines = [
    r.int(4) ? "From: Someone <someone@example.com>" : header("From"),
    r.int(4) ? `Message-ID: <${r.int(1e6)}@example.com>` : header("Message-ID"),
    r.int(3)
      ? "Content-Type: text/plain; charset=utf-8"
      : r.pick([
          "Content-Type: multipart/mixed; boundary=",
          "Content-Type: text/html",
          "Content-Type: x/y; charset=utf-99",
          "Content-Transfer-Encoding: base64",
        ]),
    ...(r.int(3) ? [] : [header("Auto-Submitted"), header("Subject")]),
    "",
    text(value(r)),
  ];
  const raw = new TextEncoder().encode(lines.join(r.int(2) ? "\r\n" : "\n"));
  if (r.int(5)) return raw;
  const garbage = new Uint8Array(1 + r.int(512));
  for (let i = 0; i < garbage.length; i++) garbage[i] = r.int(256);
  return garbage;
}

it("takes 300 malformed mails on the email() handler without a throw, storing none for unknown addresses", {
  timeout: 120_000,
}, async () => {
  captureConsole();
  const r = rng(SEED + 2);
  const verdicts = new Map<string, number>();
  for (let i = 0; i < 300; i++) {
    const bytes = rawMail(r);
    let rejected: string | null = null;
    const to = r.pick([
      "reply+aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa@adrig.co.in",
      "reply@adrig.co.in",
      "x@evil.example",
      "reply+@adrig.co.in",
      "\u0000",
    ]);
    const message = {
      from: text(r.int(3) ? "someone@example.com" : value(r)),
      to,
      headers: new Headers(),
      raw: new Response(bytes).body,
      rawSize: r.int(10) ? bytes.byteLength : 10_000_000,
      setReject: (reason: string) => {
        rejected = reason;
      },
    } as unknown as ForwardableEmailMessage;
    const ctx = createExecutionContext();
    await worker.email(message, env, ctx);
    await waitOnExecutionContext(ctx);
    const key = rejected ?? "accepted";
    verdicts.set(key, (verdicts.get(key) ?? 0) + 1);
  }
  console.log(`[fuzz, email()] 300 mails: ${[...verdicts.entries()].map(([k, n]) => `${n}x ${k}`).join("; ")}`);
  expect(verdicts.get("accepted") ?? 0).toBe(0);
  expect(await env.DB.prepare("select count(*) as n from conversation_entries").first<{ n: number }>()).toEqual({
    n: 0,
  });
});

it("answers the newsletter editor's endpoints as staff without a 5xx, whatever they are sent", {
  timeout: 240_000,
}, async () => {
  const { cookie } = await confirmedUser("fuzz.editor@example.com");
  await env.DB.batch([
    env.DB.prepare("update users set role = 'admin'"),
    env.DB.prepare("update sessions set second_factor = 'totp'"),
    env.DB.prepare(
      "insert into newsletter_issues (id, subject, preview_text, body_markdown, created_at) values ('i1', 'A draft to fuzz', '', 'Text.', 1)",
    ),
  ]);
  captureConsole();
  const r = rng(SEED + 3);
  const paths = [
    "/admin/newsletter/i1/draft",
    "/admin/newsletter/preview",
    "/admin/newsletter/images",
    "/admin/newsletter/i1",
    "/admin/newsletter/nope/draft",
  ];
  for (let i = 0; i < 200; i++) {
    const path = r.pick(paths);
    let { type, payload } = body(r);
    const h = headers(r, type);
    h.set("Origin", ORIGIN);
    h.set("Cookie", cookie);
    if (r.int(2)) h.set("Accept", "application/json");
    if (path.endsWith("/images") && r.int(2)) {
      // A real multipart upload of random bytes under any name and type, with or without alt text.
      const form = new FormData();
      const bytes = new Uint8Array(r.int(4096));
      for (let b = 0; b < bytes.length; b++) bytes[b] = r.int(256);
      if (r.int(2)) bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      if (r.int(2)) bytes.set([0xff, 0xd8, 0xff]);
      form.set("file", new File([bytes], r.pick(["a.png", "a.jpg", "", "x.svg"]), { type: r.pick(["image/png", ""]) }));
      if (r.int(3)) form.set("alt", text(value(r)));
      if (r.int(2)) form.set("issueId", r.pick(["i1", "nope", ""]));
      h.delete("Content-Type");
      type = "multipart (FormData)";
      payload = form;
    }
    const res = await SELF.fetch(`${ORIGIN}${path}`, { method: "POST", headers: h, body: payload, redirect: "manual" });
    await res.arrayBuffer();
    expect(res.status, `#${i} ${path} (${type})`).toBeLessThan(500);
  }
});

it("answers the forms that take files without a 5xx, and a refused upload leaves no file behind", {
  timeout: 240_000,
}, async () => {
  const { cookie } = await confirmedUser("fuzz.files@example.com");
  await env.DB.batch([
    env.DB.prepare("update users set role = 'admin'"),
    env.DB.prepare("update sessions set second_factor = 'totp'"),
    env.DB.prepare(
      "insert into contact_messages (id, user_id, email, name, message, is_verified, status, last_staff_at) select 'c1', id, email, 'Fuzz', 'A conversation to fuzz.', 1, 'replied', 1 from users",
    ),
    env.DB.prepare(
      "insert into conversation_entries (id, message_id, author, staff_name, body) values ('e1', 'c1', 'staff', 'Staff', 'Our reply.')",
    ),
  ]);
  captureConsole();
  const r = rng(SEED + 4);
  const signatures = [
    [0x25, 0x50, 0x44, 0x46, 0x2d],
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    [0xff, 0xd8, 0xff],
    [0x50, 0x4b, 0x03, 0x04],
    [0x50, 0x4b, 0x05, 0x06],
  ];
  const names = [
    "a.pdf",
    "b.docx",
    "c.xlsx",
    "d.pptx",
    "e.png",
    "f.jpg",
    "g.txt",
    "h.csv",
    "i.zip",
    "x.svg",
    "",
    "../../etc/passwd.pdf",
    "\u202Egpj.pdf",
  ];
  const targets = [
    { path: "/messages/c1", fields: { intent: "answer", answer: "Here are the files you asked for." } },
    { path: "/messages/c1.data", fields: { intent: "answer", answer: "Here are the files you asked for." } },
    { path: "/contact", fields: { message: "Please see the attached files." } },
    { path: "/admin/messages/c1", fields: { intent: "reply", reply: "Hello,\n\nThe files are attached." } },
  ];
  let stored = 0;
  for (let i = 0; i < 160; i++) {
    const target = r.pick(targets);
    const form = new FormData();
    for (const [name, value] of Object.entries(target.fields)) form.set(name, r.int(6) ? value : text(value));
    if (target.path.startsWith("/admin/")) form.set("key", crypto.randomUUID());
    const count = r.int(8);
    for (let f = 0; f < count; f++) {
      const bytes = new Uint8Array(r.int(3000));
      for (let b = 0; b < bytes.length; b++) bytes[b] = r.int(3) ? 32 + r.int(90) : r.int(256);
      if (bytes.length > 8 && r.int(2)) bytes.set(r.pick(signatures));
      form.append(r.int(8) ? "attachments" : r.pick(["attachments[]", "file"]), new File([bytes], r.pick(names)));
    }
    if (r.int(10) === 0) form.append("attachments", "not a file");
    const res = await SELF.fetch(`${ORIGIN}${target.path}`, {
      method: "POST",
      headers: { Origin: ORIGIN, Cookie: cookie, "CF-Connecting-IP": `10.3.${r.int(250)}.${r.int(250)}` },
      body: form,
      redirect: "manual",
    });
    await res.arrayBuffer();
    expect(res.status, `#${i} ${target.path} with ${count} files`).toBeLessThan(500);
    if (res.status < 400) stored++;
  }
  // Every object in the bucket has its row, and every kept row its object.
  const rows = await env.DB.prepare("select key from attachments where key is not null").all<{ key: string }>();
  const objects = (await env.ATTACHMENTS.list({ limit: 1000 })).objects.map((o) => o.key);
  expect(objects.sort()).toEqual(rows.results.map((row) => row.key).sort());
  console.log(`[fuzz, files] 160 posts, ${stored} taken, ${objects.length} files kept`);
});

// A body that does not declare its length (Transfer-Encoding: chunked) and goes
// past its route's limit answers 413 on every form route, whatever it claims to be; it used to
// answer 500 as urlencoded on the forms that take files (their limit is counted as read).

/** The page forms as a signed-in admin client reaches them, beyond the anonymous ROUTES above. */
/** The body limit a route declares in its `handle` (the default otherwise), to size an over-limit body. */
function bodyLimitFor(pathname: string): number {
  if (pathname === IMAGE_UPLOAD_PATH) return IMAGE_UPLOAD_BODY_LIMIT.bytes;
  return /^\/(?:contact|messages\/[^/]+|admin\/messages\/[^/]+)(?:\.data)?$/.test(pathname)
    ? ATTACHMENT_FORM_BODY_LIMIT.bytes
    : DEFAULT_BODY_LIMIT.bytes;
}

const SIGNED_IN_FORM_ROUTES = [
  "/messages/c1",
  "/messages/c1.data",
  "/messages/c1?index",
  "/admin/messages/c1",
  "/admin/messages/c1.data",
  "/admin/newsletter/images",
  "/account",
  "/account?intent=profile",
  "/messages",
  "/claim-conversation?token=x",
];
const CHUNKED_TYPES = [
  { type: "application/x-www-form-urlencoded", head: "message=" },
  {
    type: "multipart/form-data; boundary=chunked",
    head: '--chunked\r\nContent-Disposition: form-data; name="message"\r\n\r\n',
  },
  {
    type: "multipart/form-data; boundary=chunked",
    head: '--chunked\r\nContent-Disposition: form-data; name="attachments"; filename="big.txt"\r\n\r\n',
  },
  { type: "application/json", head: '{"message":"' },
];

/** A body of `head` and then filler, `size` bytes in all, sent as a stream: no Content-Length. */
function chunkedBody(head: string, size: number): ReadableStream<Uint8Array> {
  const first = new TextEncoder().encode(head);
  const chunk = new Uint8Array(size > 4 * 1024 * 1024 ? 1024 * 1024 : 16 * 1024).fill(0x61);
  let sent = first.byteLength;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(first);
    },
    pull(controller) {
      if (sent >= size) return controller.close();
      const piece = size - sent >= chunk.byteLength ? chunk : chunk.subarray(0, size - sent);
      sent += piece.byteLength;
      controller.enqueue(piece);
    },
  });
}

it("answers an over-limit chunked body on every form route with 413, whatever its type, never a 5xx", {
  timeout: 240_000,
}, async () => {
  const { cookie } = await confirmedUser("fuzz.chunked@example.com");
  await env.DB.batch([
    env.DB.prepare("update users set role = 'admin'"),
    env.DB.prepare("update sessions set second_factor = 'totp'"),
    env.DB.prepare(
      "insert into contact_messages (id, user_id, email, name, message, is_verified, status, last_staff_at) select 'c1', id, email, 'Fuzz', 'A conversation to fuzz.', 1, 'replied', 1 from users",
    ),
  ]);
  captureConsole();
  fakeSiteverify("pass");
  const routes = [
    ...ROUTES.map((route) => ({ route, cookie: null })),
    ...[...SIGNED_IN_FORM_ROUTES, "/contact", "/contact.data"].map((route) => ({ route, cookie })),
  ];
  const stored = () =>
    env.DB.prepare(
      "select (select count(*) from contact_messages) as m, (select count(*) from conversation_entries) as e, (select count(*) from attachments) as a",
    ).first();
  const before = await stored();
  for (const { route, cookie: asUser } of routes) {
    const limit = bodyLimitFor(new URL(`${ORIGIN}${route}`).pathname);
    for (const { type, head } of CHUNKED_TYPES) {
      // The small limits are read whole before anything runs; the forms that take files count
      // as they read, which is where the 500 was. A little over the limit is enough.
      const request = new Request(`${ORIGIN}${route}`, {
        method: "POST",
        headers: { Origin: ORIGIN, "Content-Type": type, ...(asUser ? { Cookie: asUser } : {}) },
        body: chunkedBody(head, limit + 64 * 1024),
        duplex: "half",
        redirect: "manual",
      } as RequestInit);
      expect(request.headers.get("Content-Length")).toBeNull();
      const res = await SELF.fetch(request);
      await res.arrayBuffer();
      const label = `${route} (${type}${asUser ? ", signed in" : ""}) answered ${res.status}`;
      expect(res.status, label).toBeLessThan(500);
      if (!asUser && res.status !== 413) {
        // A page for the signed-in sends a visitor away (a `.data` redirect is a 202) or refuses
        // before it reads a byte.
        expect(res.status === 202 || res.status >= 300, label).toBe(true);
        continue;
      }
      // A page form refuses JSON by its type (415) before it reads a byte; every form type is 413.
      expect(type === "application/json" ? [413, 415] : [413], label).toContain(res.status);
    }
  }
  // Nothing was stored from a refused body (a page shown with the 413 may still mark itself read).
  expect(await stored()).toEqual(before);
  expect((await env.ATTACHMENTS.list()).objects).toEqual([]);
});

it("answers the reports' range, office hours and a lead's visit fields of any kind without a 5xx", {
  timeout: 240_000,
}, async () => {
  const { cookie } = await confirmedUser("fuzz.reports@example.com");
  await env.DB.batch([
    env.DB.prepare("update users set role = 'admin'"),
    env.DB.prepare("update sessions set second_factor = 'totp'"),
  ]);
  captureConsole();
  fakeSiteverify("pass");
  const r = rng(SEED + 5);
  const some = () => (r.int(3) ? text(value(r)) : anyScript(r, 1 + r.int(40)));
  for (let i = 0; i < 60; i++) {
    const query = new URLSearchParams({
      range: r.pick(["7", "30", "90", "month", "dates", some()]),
      month: r.pick(["2026-10", "2026-02", "0000-00", some()]),
      from: r.pick(["2026-10-01", "2026-02-30", "1900-01-01", some()]),
      to: r.pick(["2026-10-31", "9999-12-31", some()]),
      table: r.pick(["staff", "leads-by-channel", some()]),
      section: r.pick(["leads", "speed", "when", "newsletter", some()]),
    });
    const path = r.pick(["/admin/reports", "/admin/reports.data", "/admin/reports.csv"]);
    const res = await SELF.fetch(`${ORIGIN}${path}?${query}`, { headers: { Cookie: cookie }, redirect: "manual" });
    await res.arrayBuffer();
    expect(res.status, `#${i} GET ${path}?${query}`).toBeLessThan(500);
    const { type, payload } = body(r);
    const post = headers(r, type);
    post.set("Origin", ORIGIN);
    post.set("Cookie", cookie);
    const saved = await SELF.fetch(`${ORIGIN}/admin/reports`, {
      method: "POST",
      headers: post,
      body: r.int(2)
        ? payload
        : new URLSearchParams({ intent: "office-hours", "day-1": some(), start: some(), end: some() }),
      redirect: "manual",
    });
    await saved.arrayBuffer();
    expect(saved.status, `#${i} POST /admin/reports (${type})`).toBeLessThan(500);
    const lead = await SELF.fetch(`${ORIGIN}/api/contact`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: ORIGIN,
        "CF-Connecting-IP": `198.51.100.${1 + r.int(200)}`,
      },
      body: JSON.stringify({
        name: "Fuzz Visitor",
        email: `visit${i}@example.com`,
        message: "A message long enough to be sent.",
        token: crypto.randomUUID(),
        visit_landing: value(r),
        visit_from: r.int(2) ? some() : `/${some()}`,
        visit_referrer: r.pick(["https://www.google.com/", some(), value(r)]),
        visit_utm_source: value(r),
        visit_utm_medium: some(),
        visit_utm_campaign: r.int(2) ? some() : value(r),
      }),
    });
    await lead.arrayBuffer();
    expect(lead.status, `#${i} POST /api/contact with a visit`).toBeLessThan(500);
  }
  // Whatever came, the counts stay readable: the page still draws the report.
  const page = await SELF.fetch(`${ORIGIN}/admin/reports?range=7`, { headers: { Cookie: cookie } });
  expect(page.status).toBe(200);
});
