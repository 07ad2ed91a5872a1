// `npm run admin:grant -- someone@example.com [--remote]`: gives a confirmed account the admin
// role (the staff inbox at /admin), in the local D1 or, with --remote, in production. The first
// admin is made this way; later ones can be added on /admin/team. Runs `wrangler d1 execute`
// (scripts/lib/local-d1.ts, which waits out a dev server briefly holding the local database).
// `--persist-to DIR` points at another local state directory (the browser tests use it).
import { d1Execute } from "./lib/local-d1.ts";

function usage(message) {
  console.error(`${message}\nUsage: npm run admin:grant -- someone@example.com [--remote] [--persist-to DIR]`);
  process.exit(2);
}

function parseArgs(argv) {
  const args = { email: null, remote: false, persistTo: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--remote") args.remote = true;
    else if (arg === "--persist-to") args.persistTo = argv[++i] ?? usage("--persist-to needs a directory.");
    else if (arg.startsWith("--")) usage(`Unknown option ${arg}.`);
    else if (args.email) usage("Give one e-mail address.");
    else args.email = arg.trim().toLowerCase();
  }
  if (!args.email) usage("Which account? Give its e-mail address.");
  // Accounts store e-mails trimmed and lower-cased; this only keeps obvious typos out.
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(args.email) || args.email.length > 254)
    usage(`"${args.email}" is not an e-mail address.`);
  if (args.remote && args.persistTo) usage("--persist-to is for the local database only.");
  return args;
}

/** SQL string literal: the one quote character is doubled. */
const literal = (text) => `'${text.replaceAll("'", "''")}'`;

/** The same rule as the team page: only a confirmed account can become an admin. */
function grantSql(email) {
  return `UPDATE users SET role = 'admin', updated_at = unixepoch('subsec') * 1000 WHERE email = ${literal(email)} AND email_verified_at IS NOT NULL RETURNING email;`;
}

const { email, remote, persistTo } = parseArgs(process.argv.slice(2));
const where = remote
  ? ["--remote", "--env", "production"]
  : ["--local", ...(persistTo ? ["--persist-to", persistTo] : [])];
const result = d1Execute([...where, "--json", "--command", grantSql(email)]);
if (result.status !== 0) {
  console.error(result.stderr || result.stdout);
  console.error("wrangler d1 execute failed (for --remote: are you logged in with `npx wrangler login`?).");
  process.exit(1);
}
let granted = [];
try {
  granted = JSON.parse(result.stdout).flatMap((statement) => statement.results ?? []);
} catch {
  console.error(`Could not read wrangler's answer:\n${result.stdout}`);
  process.exit(1);
}
const database = remote ? "the production database" : "the local database";
if (granted.length === 0) {
  console.error(`No confirmed account uses ${email} in ${database}. Sign up on the site and confirm the e-mail first.`);
  process.exit(1);
}
console.log(
  `${email} is now an admin in ${database}. The staff area needs a passkey or two-step verification: add one at /account, sign in with it, then open /admin.`,
);
