/**
 * The length limits of the form fields (docs/product-spec.md §5 and the server-side limits of docs/decisions/009-security-defaults.md).
 * The schemas (app/platform/validation/fields.ts and the domains' validation/) enforce them and the inputs take their
 * `minLength`/`maxLength` from here. No valibot: the forms render with these on every page,
 * while the schemas load only when a form is used.
 */
export const LIMITS = {
  name: { min: 2, max: 100 },
  email: { max: 254 },
  /**
   * A new password (sign-up, reset, change) has at least `min` characters (OWASP ASVS 5.0 V6.2.1);
   * signing in, and confirming a sign-up with its password, check only `signInMin`, the earlier
   * rule, so a password chosen under it still works.
   */
  password: { min: 8, signInMin: 6, max: 256 },
  message: { min: 10, max: 5000 },
  /** Turnstile tokens are about 2 KB; anything far longer is not one. */
  captchaToken: { max: 4096 },
  /** A newsletter issue: its subject, the preview text inboxes show, and its Markdown body. */
  issueSubject: { min: 5, max: 150 },
  issuePreview: { max: 200 },
  issueBody: { max: 20000 },
  /** An image's alt text in a newsletter issue (required: the mail is read aloud too). */
  imageAlt: { min: 1, max: 200 },
  /** Our own link tokens are 32 characters; the cap only keeps junk short. */
  linkToken: { max: 128 },
  /** A passkey's name on /account. */
  passkeyName: { max: 60 },
  /** Staff: the name replies are signed with, and the signature under them. */
  staffDisplayName: { min: 2, max: 60 },
  staffSignature: { max: 500 },
  /** A staff note in a conversation, and a saved reply's name and text. */
  note: { min: 2, max: 5000 },
  savedReplyName: { min: 2, max: 60 },
  /** What the inbox's search box takes; longer queries are shortened, with a notice. */
  inboxSearch: { max: 200 },
} as const;
