// app/platform/ is plumbing every domain uses and names none of them (docs/architecture.md, "Import
// rules"): not by importing one (dependency-cruiser's platform-knows-no-domain), and not by name
// either, which an import check cannot see: a job type named after a feature, a field carrying one
// domain's id, a list of every domain's mail kinds. This reads every module of app/platform/ with
// the TypeScript parser and refuses a domain's word in its code: identifiers, strings, templates
// and JSX text. Comments may still say which domain uses a piece of plumbing.
import assert from "node:assert/strict";
import { test } from "node:test";
import { domains, filesUnder, namesIn, read, wordsOf } from "./code-facts.mjs";

/**
 * The domains' words: each domain's folder name (read from app/, so a new domain's name counts at
 * once) and the features the glossary gives a domain (docs/architecture.md, "Glossary"). Not
 * among them: words the plumbing shares with a domain in their own sense, such as `reply`
 * (mail's Reply-To), `session` (D1's Sessions API), `client` (the database client, an HTTP
 * client), `claim` (a cap's slot), `visitor` (a Turnstile token's sender), `attachment` (a mail's file).
 */
const FEATURE_WORDS = {
  accounts: ["signup", "passkey", "reauthentication", "reauth", "recovery"],
  bookings: ["consultation", "availability", "reminder"],
  conversations: ["contact", "inbox", "mailbox"],
  newsletter: ["subscriber", "subscribe", "unsubscribe", "issue"],
  staff: ["admin"],
};

/**
 * Words of a domain's name that are also the plumbing's own, with why. `site` names the public
 * site's domain and, everywhere, the website itself (SITE_ORIGIN, the content's `site` facts).
 */
const NOT_DOMAIN_WORDS = new Set(["site"]);

/** Where a domain's word is another library's or standard's name, with why; an exemption no longer needed fails. */
const EXEMPT = [
  {
    file: "app/platform/http/body.server.ts",
    word: "issue",
    why: "valibot's `result.issues`, its name for a failed check",
  },
];

/** singular and plural of a word, so `conversation` and `conversations` both count. */
function forms(word) {
  const singular = word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
  return [singular, `${singular}s`];
}

function domainWords() {
  const words = new Map();
  for (const domain of domains()) {
    if (!NOT_DOMAIN_WORDS.has(domain)) for (const form of forms(domain)) words.set(form, domain);
    for (const feature of FEATURE_WORDS[domain] ?? []) for (const form of forms(feature)) words.set(form, domain);
  }
  return words;
}

/** Each domain word the modules' code names (`modules`: path → its text). */
function domainWordsIn(modules, words) {
  const hits = [];
  for (const [file, source] of Object.entries(modules)) {
    for (const { text, line } of namesIn(file, source)) {
      for (const word of new Set(wordsOf(text))) {
        const domain = words.get(word);
        if (domain) hits.push({ file, line, word: forms(word)[0], domain, text });
      }
    }
  }
  return hits;
}

test("the domain words are read from app/ and cover every domain", () => {
  const words = domainWords();
  const named = new Set(words.values());
  assert.ok(named.size >= 5, `only ${named.size} domains found in app/`);
  for (const domain of Object.keys(FEATURE_WORDS)) assert.ok(named.has(domain), `${domain} is no longer a domain`);
});

test("the check finds a domain's word in code, and not in a comment", () => {
  const sample = [
    "// The newsletter's slices, told apart by kind (a comment: not counted).",
    'export type SliceJob = { kind: "newsletter"; issueId: string };',
    "export type Mail = { to: string; conversationId?: string };",
    // A template with a slot: `booking-${n}`.
    "export const capped = [`booking-$" + "{n}`];",
  ].join("\n");
  const hits = domainWordsIn({ "app/platform/sample.server.ts": sample }, domainWords());
  assert.deepEqual(
    hits.map((hit) => `${hit.line} ${hit.word}`),
    ["2 newsletter", "2 issue", "3 conversation", "4 booking"],
  );
});

test("app/platform/ names no domain in its code", () => {
  const files = filesUnder("app/platform", (name) => /\.tsx?$/.test(name));
  assert.ok(files.length > 25, `only ${files.length} platform modules found`);
  const names = files.flatMap((file) => namesIn(file));
  assert.ok(names.length > 1000, `only ${names.length} names read: the parser reads the modules wrongly`);
  const hits = domainWordsIn(Object.fromEntries(files.map((file) => [file, read(file)])), domainWords());
  const exempt = (hit) => EXEMPT.some((e) => e.file === hit.file && e.word === hit.word);
  const unused = EXEMPT.filter((e) => !hits.some((hit) => hit.file === e.file && hit.word === e.word));
  assert.deepEqual(unused, [], "exemptions no longer needed: remove them");
  assert.deepEqual(
    hits
      .filter((hit) => !exempt(hit))
      .map((hit) => `${hit.file}:${hit.line} ${hit.word} (${hit.domain}) in “${hit.text}”`),
    [],
    "platform code that names a domain: let the domain declare it and hand it in (a registration, a parameter)",
  );
});
