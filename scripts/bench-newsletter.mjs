// `npm run bench:newsletter`: one issue to 10,000 local subscribers, through the production build
// served locally (wrangler dev: the real queue, its consumer and the dev outbox as the transport).
// Prints the recipients, the mails the outbox received, how many addresses got more than one
// (must be 0) and how long the list took. The pace limit is lifted (NEWSLETTER_MAX_PER_MINUTE),
// so the time is the consumer's own; in production the pace sets it (docs/performance.md).
// Set BENCH_SKIP_BUILD=1 to reuse build/, BENCH_SUBSCRIBERS to change the list's size.

import { signedInCookie } from "./lib/local-account.mjs";
import { d1Execute } from "./lib/local-d1.ts";
import { startPreviewServer } from "./lib/preview-server.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8828);
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
const SUBJECT = `Bench issue ${new Date().toISOString()}`;
const TIMEOUT_MS = 15 * 60 * 1000;

process.env.NEWSLETTER_MAX_PER_MINUTE = "1000000";
const server = startPreviewServer({ port: PORT, skipBuild: Boolean(process.env.BENCH_SKIP_BUILD) });
const BASE = server.base;
const STATE_DIR = server.stateDir;

/** One SQL statement on the server's local D1; the rows of its answer. */
function sql(command) {
  const result = d1Execute(["--local", "--persist-to", STATE_DIR, "--json", "--command", command]);
  if (result.status !== 0) throw new Error(result.stderr || result.stdout);
  return JSON.parse(result.stdout)[0].results;
}

async function post(path, cookie, fields) {
  const res = await fetch(`${BASE}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE, Cookie: cookie },
    body: new URLSearchParams(fields),
  });
  if (res.status !== 303) throw new Error(`${path} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return res.headers.get("Location");
}

try {
  await server.ready();
  const { cookie, email } = await signedInCookie(BASE, "Bench Editor");
  sql(`update users set role = 'admin' where email = '${email}'`);
  sql(
    `with recursive k(i) as (select 1 union all select i + 1 from k where i < ${SUBSCRIBERS})
     insert into newsletter_subscribers (id, email, status, source, requested_at, confirmed_at)
     select 'bench-' || i, 'bench-reader-' || i || '@example.com', 'confirmed', 'blog', 0, i from k`,
  );
  const location = await post("/admin/newsletter/new", cookie, {
    subject: SUBJECT,
    previewText: "A bench run",
    bodyMarkdown: "## Hello\n\nThis issue measures sending. Read [our blog](/blog).",
  });
  const id = location.split("/").pop();
  const started = performance.now();
  await post(`/admin/newsletter/${id}`, cookie, { intent: "send", confirm: "yes" });
  const answered = performance.now() - started;

  let status = "sending";
  while (status !== "sent") {
    if (performance.now() - started > TIMEOUT_MS) throw new Error("The issue did not finish in 15 minutes.");
    await new Promise((r) => setTimeout(r, 1000));
    [{ status }] = sql(`select status from newsletter_issues where id = '${id}'`);
  }
  const seconds = (performance.now() - started) / 1000;
  const [counts] = sql(
    `select (select recipient_count from newsletter_issues where id = '${id}') as recipients,
            (select count(*) from newsletter_deliveries where issue_id = '${id}' and status = 'sent') as sent,
            (select count(*) from newsletter_deliveries where issue_id = '${id}' and status != 'sent') as other`,
  );
  const [mails] = sql(
    `select count(*) as mails, count(*) - count(distinct "to") as duplicates from mail_outbox where subject = '${SUBJECT}'`,
  );
  console.log(`\nrecipients           ${counts.recipients}`);
  console.log(`deliveries sent      ${counts.sent} (not sent: ${counts.other})`);
  console.log(`mails in the outbox  ${mails.mails}`);
  console.log(`duplicates           ${mails.duplicates}`);
  console.log(`"Send now" answered  ${answered.toFixed(0)} ms`);
  console.log(
    `whole list           ${seconds.toFixed(1)} s (${((counts.sent / seconds) * 60).toFixed(0)} mails a minute)`,
  );
  const ok = counts.recipients === SUBSCRIBERS && counts.sent === SUBSCRIBERS && mails.mails === SUBSCRIBERS;
  if (!ok || mails.duplicates !== 0) {
    console.error("\nNot every subscriber got exactly one mail.");
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  server.stop();
}
