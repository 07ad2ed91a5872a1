// The walk-throughs of docs/architecture.md, each a change made on a branch of its own and kept as
// a patch: `npm run test:walkthroughs` applies them to a copy of the tree and proves they still
// type-check, build and pass their tests (walkthroughs.test.mjs); tests/node/walkthrough-docs.test.mjs
// checks that the docs list exactly the files each one touches, and that each still applies.
// To renew a patch after the code moved: make the change by hand on a branch, then
// `git diff > tests/walkthroughs/<name>.patch` (the generated migration files stay out of it).

export const WALKTHROUGHS = [
  {
    /** The heading of its section in docs/architecture.md. */
    heading: "Adding a field to the contact form",
    patch: "contact-field.patch",
    /** What `npm run db:generate -- --name <name>` writes after the patch, as the docs name it. */
    generated: {
      name: "contact_phone",
      files: ["migrations/<NNNN>_<name>.sql", "migrations/meta/<NNNN>_snapshot.json", "migrations/meta/_journal.json"],
    },
    /** The worker tests that must pass with it: the field's own, the contact form's, bookings' conversations. */
    tests: [
      "tests/worker/contact-fields.test.ts",
      "tests/worker/contact.test.ts",
      "tests/worker/booking-conversation.test.ts",
    ],
  },
  {
    heading: "Adding a security change to /account",
    patch: "security-change.patch",
    generated: null,
    tests: ["tests/worker/account-sessions.test.ts"],
  },
];

/** The files a patch changes or adds, in its order. */
export function patchedFiles(patchText) {
  return [...patchText.matchAll(/^diff --git a\/(\S+) b\/\S+$/gm)].map(([, path]) => path);
}

/**
 * The folder a file counts in, for the docs' "N files in M folders": its directory, except that
 * drizzle-kit's `migrations/meta/` belongs with the `migrations/` it is written beside.
 */
export function folderOf(path) {
  const dir = path.slice(0, path.lastIndexOf("/") + 1);
  return dir === "migrations/meta/" ? "migrations/" : dir;
}
