import { env } from "cloudflare:test";
import { afterEach, expect, it, vi } from "vitest";
import { CLIENT_REPLIES_PER_HOUR } from "~/conversations/client-replies.server";
import { rejectReasons } from "~/conversations/inbound-rules.server";
import { replyAddressOf } from "~/conversations/reply-addresses.server";
import { generateToken, hashToken } from "~/platform/tokens.server";
import { LIMITS } from "~/ui/forms/limits";
import { deliver } from "./inbound-helpers";
import { seedEntry, seedMessages } from "./inbox-helpers";
import { captureConsole } from "./ops-fakes";

/**
 * Generated raw mails to the email() handler, each to a real reply address from the right
 * sender: deep nesting, huge parts, broken boundaries, unknown charsets, bad base64 and
 * quoted-printable, missing headers, raw bytes. None may make the handler throw (a 5xx for Email
 * Routing), each is stored whole or refused with a reason, and nothing is half-stored: every
 * stored answer is a non-empty text within the limit and moved its conversation to Client
 * replied. Seeded, so a failure is reproducible: the failing case is printed with its index.
 */
const MAILS = 200;
const SEED = 0x6d41_1e26;
const CLIENT = "fuzz.client@example.com";
const CONVERSATIONS = Math.ceil(MAILS / (CLIENT_REPLIES_PER_HOUR - 5));

afterEach(() => vi.restoreAllMocks());

function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { int, pick: <T>(list: readonly T[]): T => list[int(list.length)]! };
}
type Random = ReturnType<typeof random>;

const nest = (open: string, close: string, depth: number, inner = "deep") =>
  `${open.repeat(depth)}${inner}${close.repeat(depth)}`;

/** The body of an HTML part nested 6,000 to 30,000 deep, or a plain one that is merely odd. */
function deepHtml(r: Random): string {
  const depth = 6_000 + r.int(24_000);
  return r.pick([
    () => nest("<ul><li>", "</li></ul>", Math.min(depth, 20_000), "Friday suits us."),
    () => nest("<table><tr><td>", "</td></tr></table>", Math.min(depth, 12_000)),
    () => nest("<blockquote>", "</blockquote>", Math.min(depth, 18_000), "quoted"),
    () => nest("<span>", "</span>", depth, "Thanks, see you then."),
    () => `<p>Thanks!</p>${"<div>".repeat(depth)}`,
    () => `${"<b><i>".repeat(depth / 2)}unclosed`,
  ])();
}

const CHARSETS = ["utf-8", "x-unknown-42", "utf-7", "koi8-r", "iso-2022-jp", "", '"', "utf-16", "windows-1252"];

/** One generated raw message (RFC 5322 text, or bytes when it is deliberately not UTF-8). */
function generate(r: Random, i: number): string | Uint8Array<ArrayBuffer> {
  const messageIdHeader = `Message-ID: <fuzz-${i}@mail.example.com>`;
  const head = (contentType: string, extra: string[] = []) =>
    [
      `From: Fuzz Client <${CLIENT}>`,
      "To: <reply@adrig.co.in>",
      "Subject: Re: your message to ADRIG",
      messageIdHeader,
      "MIME-Version: 1.0",
      ...extra,
      `Content-Type: ${contentType}`,
    ].join("\r\n");
  const boundary = `b${i}`;
  const cases: Array<() => string | Uint8Array<ArrayBuffer>> = [
    () => `${head("text/html; charset=utf-8")}\r\n\r\n${deepHtml(r)}`,
    () =>
      `${head(`multipart/alternative; boundary="${boundary}"`)}\r\n\r\n--${boundary}\r\nContent-Type: text/html\r\n\r\n${deepHtml(r)}\r\n--${boundary}--\r\n`,
    // Huge parts: near and past the raw-size limit.
    () => `${head("text/plain; charset=utf-8")}\r\n\r\n${"Budget line. ".repeat(2_000 + r.int(22_000))}`,
    () => `${head("text/html")}\r\n\r\n<p>${"x".repeat(100_000 + r.int(200_000))}</p>`,
    // Broken multipart: no closing boundary, a boundary that never comes, none declared, nested deep.
    () =>
      `${head(`multipart/mixed; boundary="${boundary}"`)}\r\n\r\n--${boundary}\r\nContent-Type: text/plain\r\n\r\nNo end in sight`,
    () => `${head(`multipart/mixed; boundary="${boundary}"`)}\r\n\r\nThe boundary never appears.`,
    () => `${head("multipart/mixed")}\r\n\r\n--x\r\nContent-Type: text/plain\r\n\r\nNo boundary parameter\r\n--x--`,
    () => {
      const depth = 50 + r.int(2_000);
      let body = "Deep inside.";
      for (let d = depth; d > 0; d--)
        body = `--n${d}\r\nContent-Type: multipart/mixed; boundary="n${d + 1}"\r\n\r\n${body}\r\n--n${d}--`;
      return `${head('multipart/mixed; boundary="n1"')}\r\n\r\n${body}`;
    },
    () =>
      `${head(`multipart/mixed; boundary="${boundary}"`)}\r\n\r\n--${boundary}\r\nContent-Type: message/rfc822\r\n\r\n${nest("Content-Type: message/rfc822\r\n\r\n", "", 300 + r.int(3_000), "x")}\r\n--${boundary}--`,
    // Unknown and odd charsets, in the header and in a part.
    () => `${head(`text/plain; charset=${r.pick(CHARSETS)}`)}\r\n\r\nDelivery on Monday works for us.`,
    () =>
      `${head(`multipart/alternative; boundary="${boundary}"`)}\r\n\r\n--${boundary}\r\nContent-Type: text/plain; charset="${r.pick(CHARSETS)}"\r\nContent-Transfer-Encoding: ${r.pick(["8bit", "7bit", "binary", "x-token", ""])}\r\n\r\nCharset trouble.\r\n--${boundary}--`,
    // Bad transfer encodings.
    () =>
      `${head("text/plain; charset=utf-8", ["Content-Transfer-Encoding: base64"])}\r\n\r\n${r.pick(["!!!@@@###", "SGVsbG8=====", "S", "=".repeat(500), "\u00ff\u00fe", "SGVsbG8gdGhlcmU"])}`,
    () =>
      `${head("text/html; charset=utf-8", ["Content-Transfer-Encoding: quoted-printable"])}\r\n\r\n=ZZ=\r\n=3C${"=".repeat(r.int(2_000))}b=3Eok`,
    // Missing headers: no Content-Type, no Message-ID, no From, no body at all, no blank line.
    () => `From: <${CLIENT}>\r\n\r\nOnly a From header and a body.`,
    () => `Subject: no sender\r\n\r\n${"Text without a From header. ".repeat(1 + r.int(5))}`,
    () => "",
    () => "\r\n\r\n",
    () => `${head("text/plain")}`,
    () => `${"X-Long: ".concat("h".repeat(50_000 + r.int(100_000)))}\r\n\r\nBody after a huge header.`,
    () => `Subject: =?utf-8?B?${"%%%".repeat(r.int(100))}?=\r\nFrom: <${CLIENT}>\r\n\r\nBroken encoded word.`,
    // Raw bytes that are not UTF-8 at all, and control characters in the text.
    () => {
      const bytes = new Uint8Array(200 + r.int(20_000));
      for (let b = 0; b < bytes.length; b++) bytes[b] = r.int(256);
      return bytes;
    },
    () => `${head("text/plain; charset=utf-8")}\r\n\r\n\u0000\u0001\u202e Thanks \u200b\uFEFF for the quote.\u0007`,
    // A sane answer now and then, so the stored path is fuzzed too.
    () =>
      `${head("text/plain; charset=utf-8")}\r\n\r\nAnswer ${i}: we can meet on Thursday.\r\n\r\nOn Mon, ADRIG wrote:\r\n> Yes, we can.`,
  ];
  return r.pick(cases)();
}

async function seedConversations(): Promise<string[]> {
  await seedMessages(
    Array.from({ length: CONVERSATIONS }, (_, c) => ({ id: `fz${c}`, email: CLIENT, name: "Fuzz Client" })),
  );
  const addresses: string[] = [];
  for (let c = 0; c < CONVERSATIONS; c++) {
    await seedEntry(`fz${c}`, { author: "staff", body: "Our reply.", at: Date.now() - 60_000 });
    const token = generateToken();
    await env.DB.prepare("insert into reply_addresses (token_hash, message_id) values (?, ?)")
      .bind(hashToken(token), `fz${c}`)
      .run();
    addresses.push(replyAddressOf(token, env.REPLY_MAIL_DOMAIN));
  }
  return addresses;
}

it(`${MAILS} generated raw mails: no throw, each stored whole or refused with a reason`, {
  timeout: 240_000,
}, async () => {
  captureConsole();
  const addresses = await seedConversations();
  const reasons = new Set<string>([...Object.values(rejectReasons), "The message could not be read."]);
  const r = random(SEED);
  let accepted = 0;
  for (let i = 0; i < MAILS; i++) {
    const raw = generate(r, i);
    const to = addresses[i % addresses.length]!;
    let rejected: string | null;
    try {
      rejected = await deliver(raw, { from: CLIENT, to });
    } catch (error) {
      throw new Error(`mail ${i} (seed ${SEED}) made email() throw: ${String(error).slice(0, 300)}`);
    }
    if (rejected === null) accepted++;
    else expect(reasons.has(rejected), `mail ${i}: unexpected reason ${rejected}`).toBe(true);
  }
  const stored = await env.DB.prepare(
    "select message_id, body from conversation_entries where author = 'client' and via = 'email'",
  ).all<{ message_id: string; body: string }>();
  // A redelivered Message-ID is accepted and stored once; every mail here has its own.
  expect(stored.results).toHaveLength(accepted);
  for (const entry of stored.results) {
    expect(entry.body.trim().length).toBeGreaterThan(0);
    expect(entry.body.length).toBeLessThanOrEqual(LIMITS.message.max);
  }
  const answered = new Set(stored.results.map((e) => e.message_id));
  const statuses = await env.DB.prepare("select id, status from contact_messages").all<{
    id: string;
    status: string;
  }>();
  for (const row of statuses.results)
    expect(row.status, row.id).toBe(answered.has(row.id) ? "client_replied" : "replied");
  expect(accepted).toBeGreaterThan(0);
});
