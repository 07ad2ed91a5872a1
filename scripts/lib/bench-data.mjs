// Data for `npm run bench`'s signed-in rows, written into the bench server's local D1 the way
// staff and clients would leave it: a client with 20 conversations (each with our reply and a
// file, 5 of the replies not yet opened), and an admin (two-step verified session) with 10,000
// conversations in the inbox (the search index is filled by its triggers as they are written).
// `npm run audit` takes its booking host from here too.
import { d1Execute } from "./local-d1.ts";

const sql = (value) => `'${String(value).replaceAll("'", "''")}'`;

function execute(stateDir, command) {
  const result = d1Execute(["--local", "--persist-to", stateDir, "--command", command]);
  if (result.status !== 0) throw new Error(`Seeding the bench database failed:\n${result.stderr}`);
}

/** 20 conversations of the account `email`, each with a staff reply and a file; the last 5 unread. */
export function seedClientConversations(stateDir, email, count = 20) {
  const user = `(select id from users where email = ${sql(email)})`;
  execute(
    stateDir,
    `with recursive n(i) as (select 1 union all select i + 1 from n where i < ${count})
     insert into contact_messages (id, name, email, message, service, user_id, is_verified, status, created_at, last_activity_at,
                                   last_staff_at, client_read_at)
     select 'bench-c-' || i, 'Bench Client', ${sql(email)}, 'We would like a WhatsApp assistant for our ' || i || ' stores, in Tamil and English.',
            'chatbot-development', ${user}, 1, 'replied', 1760000000000 + i * 60000, 1760000000000 + i * 60000 + 30000,
            1760000000000 + i * 60000 + 30000, case when i > ${count} - 5 then null else 1760000000000 + i * 60000 + 40000 end from n;
     with recursive n(i) as (select 1 union all select i + 1 from n where i < ${count})
     insert into attachments (id, conversation_id, name, kind, bytes, key)
     select 'bench-f-' || i, 'bench-c-' || i, 'stores-' || i || '.xlsx', 'xlsx', 48000, 'conversations/bench-c-' || i || '/bench-f-' || i from n;
     with recursive n(i) as (select 1 union all select i + 1 from n where i < ${count})
     insert into conversation_entries (id, message_id, author, staff_name, body, via, created_at)
     select 'bench-e-' || i, 'bench-c-' || i, 'staff', 'Priya', 'Thank you for writing. We can start with a two-week pilot in one store; shall we talk on Monday?', 'web', 1760000000000 + i * 60000 + 30000 from n;`,
  );
}

/**
 * Makes `email` a staff member taking bookings on weekdays 10:00-13:00 and 14:00-17:00 IST (the
 * availability's defaults), so /book shows free days and times as a visitor finds it.
 */
export function seedBookingHost(stateDir, email) {
  const day = [
    ["10:00", "13:00"],
    ["14:00", "17:00"],
  ];
  const hours = JSON.stringify({ 1: day, 2: day, 3: day, 4: day, 5: day });
  execute(
    stateDir,
    `update users set role = 'admin' where email = ${sql(email)};
     insert into booking_availability (staff_id, weekly_hours, blocked_days, meeting_link, takes_bookings)
     select id, ${sql(hours)}, '[]', 'https://meet.example.com/adrig', 1 from users where email = ${sql(email)};`,
  );
}

/**
 * Makes `email` an admin whose current session passed two-step verification, with `count`
 * conversations in the inbox: two in three need a reply, and one in seven mentions Tally.
 */
export function seedStaffInbox(stateDir, email, count = 10_000) {
  execute(
    stateDir,
    `update users set role = 'admin' where email = ${sql(email)};
     update sessions set second_factor = 'totp' where user_id = (select id from users where email = ${sql(email)});
     with recursive n(i) as (select 1 union all select i + 1 from n where i < ${count})
     insert into contact_messages (id, name, email, message, service, is_verified, status, created_at, last_activity_at,
                                   last_client_at, waiting_since, last_preview)
     select 'bench-m-' || i, 'Visitor ' || i, 'visitor' || i || '@example.com', m, 'ai-automation', 1,
            case when i % 3 = 0 then 'replied' else 'new' end, t, t, t, case when i % 3 = 0 then null else t end, substr(m, 1, 120)
     from (select i, 1760000000000 + i * 60000 as t,
                  'We need help automating invoices for ' || i || ' suppliers every month' ||
                  case when i % 7 = 0 then ', straight from Tally.' else '.' end as m from n);`,
  );
}

/**
 * The reports' benchmark (docs/reports.md): conversations up to `total` in all (with the inbox's),
 * spread evenly over the last 365 days, each with a staff reply 1 to 8 hours after it came and
 * every other one closed a day after; one in ten from a booking, one in three with a visit and a
 * campaign. Then the roll-ups are marked unbuilt, so that the every-minute cron makes them from
 * these records as it would on a database that had them before the reports.
 */
export function seedReportVolume(stateDir, staffEmail, total = 100_000) {
  const staff = `(select id from users where email = ${sql(staffEmail)})`;
  const count = total - 10_000;
  const now = Date.now();
  // 365 days in milliseconds, shared evenly.
  const step = Math.floor((365 * 86_400_000) / count);
  execute(
    stateDir,
    `with recursive n(i) as (select 1 union all select i + 1 from n where i < ${count})
     insert into contact_messages (id, name, email, message, service, is_verified, status, created_at, last_activity_at,
                                   last_client_at, last_staff_at, last_preview, channel, visit, closed_at, closed_by)
     select 'bench-r-' || i, 'Lead ' || i, 'lead' || i || '@example.com', m,
            case i % 4 when 0 then 'ai-automation' when 1 then 'chatbot-development' when 2 then 'data-analysis' else null end, 1,
            case when i % 2 = 0 then 'closed' else 'replied' end, t, t + 3600000, t, t + 3600000, substr(m, 1, 120),
            case when i % 10 = 0 then 'booking' else 'form' end,
            case when i % 3 = 0 then json_object('landingPage', '/services/ai-automation', 'fromPage', '/services/ai-automation/ai-integration',
                                                 'referrerHost', 'www.google.com', 'utmSource', 'google', 'utmMedium', 'cpc', 'utmCampaign', 'spring-' || (i % 7)) end,
            case when i % 2 = 0 then t + 86400000 end, case when i % 2 = 0 then ${staff} end
     from (select i, ${now} - i * ${step} as t, 'We would like a quote for automating ' || i || ' purchase orders a month.' as m from n);
     with recursive n(i) as (select 1 union all select i + 1 from n where i < ${count})
     insert into conversation_entries (id, message_id, author, kind, staff_id, staff_name, body, via, idempotency_key, created_at)
     select 'bench-re-' || i, 'bench-r-' || i, 'staff', 'message', ${staff}, 'Bench Staff', 'Thank you for writing; a quote follows.', 'web',
            'bench-key-' || i, ${now} - i * ${step} + 3600000 * (1 + i % 8) from n;
     delete from report_state where name = 'built_at';`,
  );
}

/** The D1 rows a report view says it read (`Server-Timing: report;desc="D1 rows read: N"`). */
export function rowsReadOf(headers) {
  const match = /D1 rows read: (\d+)/.exec(headers.get("Server-Timing") ?? "");
  return match ? Number(match[1]) : null;
}

/** Runs the every-minute cron on the local server until the roll-ups are built (or 10 minutes pass). */
export async function buildReports(base, stateDir) {
  const built = () =>
    d1Execute([
      "--local",
      "--persist-to",
      stateDir,
      "--json",
      "--command",
      "select count(*) as n from report_state where name = 'built_at'",
    ]);
  await fetch(`${base}/cdn-cgi/handler/scheduled?cron=*+*+*+*+*`);
  for (let waited = 0; waited < 600; waited += 5) {
    const result = built();
    if (result.status === 0 && /"n":\s*1/.test(result.stdout)) return;
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
  throw new Error("The reports' roll-ups were not built within 10 minutes.");
}
