import { displayName, type SessionUser } from "~/accounts";
import { createNonce } from "../security/headers";
import { cacheKeyOf, canonicalPageUrl, defaultCache, findStored, keepStored, memoryFor, storedPage } from "./gateway";
import type { PageMemory, StoredPage } from "./memory";
import { withFreshNonce } from "./nonce";
import { isStorable } from "./policy";

/**
 * Signed-in public pages without a render (docs/decisions/022-signed-in-templates.md).
 *
 * On a public page the only thing that depends on who is signed in is the header (their name,
 * Messages with the unread count, Sign Out, Admin for staff) and the root loader's `user` and
 * `unreadReplies` in the hydration data. So each page is rendered once per role for a placeholder
 * user whose fields are marker strings, with a marker number as the count, and kept like an
 * anonymous page (isolate memory, then the Cache API). A signed-in request still reads its session
 * and count (the one D1 statement), then gets that template with its own values written over the
 * markers, escaped for where each marker stands. The template holds nothing personal, so it may
 * be shared.
 */

export const TEMPLATE_STATUS_HEADER = "X-Signed-In-Template";

type Field = "id" | "name" | "email";

/** Letters, digits and underscores only: no HTML, JSON or script escaping changes them. */
const MARKER_OF: Record<Field, string> = {
  id: "adrig_viewer_id_c81f5e",
  name: "adrig_viewer_name_c81f5e",
  email: "adrig_viewer_email_c81f5e",
};
const FIELD_OF = new Map(Object.entries(MARKER_OF).map(([field, marker]) => [marker, field as Field]));

/**
 * The count's marker: a number (React writes it as text and in `data-count`, the hydration data as
 * a JSON number), fifteen digits no real count reaches, standing alone between non-digits.
 */
const UNREAD_MARKER = 918273645546372;

/** The user a template is rendered for: markers in every field, the real role. */
function placeholderUser(role: SessionUser["role"]): SessionUser {
  return { id: MARKER_OF.id, name: MARKER_OF.name, email: MARKER_OF.email, role };
}

/** React's escaping for text and attribute values (the same function for both). */
const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };
function escapeLikeReact(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * A string inside React Router's hydration scripts: a JSON string in the turbo-stream chunk, which
 * is itself a JSON string in `streamController.enqueue(…)`, escaped for a `<script>` element
 * (react-router's `escapeHtml`). Returned without the quotes, to stand between the marker's.
 */
const SCRIPT_ESCAPES: Record<string, string> = {
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};
function escapeForHydrationScript(text: string): string {
  const chunk = JSON.stringify(text).slice(1, -1);
  return JSON.stringify(chunk)
    .slice(1, -1)
    .replace(/[&><\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c] ?? c);
}

const TOKENS = new RegExp(
  `<script\\b|</script>|${Object.values(MARKER_OF).join("|")}|(?<!\\d)${UNREAD_MARKER}(?!\\d)`,
  "g",
);

/**
 * The template with `user` written over its markers, in one pass (a value is never scanned again,
 * so a name that looks like a marker stays a name). In the page's markup the header shows the
 * display name (the profile name, else the e-mail's local part); in scripts every field is itself.
 */
function fillTemplate(html: string, user: SessionUser, unreadReplies: number): string {
  let inScript = false;
  return html.replace(TOKENS, (token) => {
    if (token === "</script>") {
      inScript = false;
      return token;
    }
    if (token.startsWith("<script")) {
      inScript = true;
      return token;
    }
    // A number is the same text in markup, attributes and JSON.
    if (token === String(UNREAD_MARKER)) return String(unreadReplies);
    const field = FIELD_OF.get(token) as Field;
    if (inScript) return escapeForHydrationScript(user[field]);
    return escapeLikeReact(field === "name" ? displayName(user) : user[field]);
  });
}

export type SignedInPageOptions = {
  request: Request;
  user: SessionUser;
  /** The person's count of unread replies, read with their session. */
  unreadReplies: number;
  version: string;
  ctx: ExecutionContext;
  memory: PageMemory;
  /** Renders the page for the placeholder user and count (no cookies on the request). */
  render: (request: Request, user: SessionUser, unreadReplies: number) => Promise<Response>;
  cache?: Cache;
};

/** A request with the page's canonical URL and none of the visitor's cookies. */
function templateRequest(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete("Cookie");
  return new Request(canonicalPageUrl(request), { method: "GET", headers });
}

async function templateFor(options: SignedInPageOptions): Promise<{ page: StoredPage; status: "HIT" | "MISS" } | null> {
  const { request, user, version, ctx, render, cache = defaultCache() } = options;
  const memory = memoryFor(request, options.memory);
  const key = cacheKeyOf(canonicalPageUrl(request), version, `signed-in-${user.role}`);
  const found = await findStored(key, memory, cache);
  if (found) return { page: found, status: "HIT" };
  const rendered = await render(templateRequest(request), placeholderUser(user.role), UNREAD_MARKER);
  if (!isStorable(rendered)) return null;
  const page = await storedPage(rendered);
  ctx.waitUntil(keepStored(key, page, memory, cache));
  return { page, status: "MISS" };
}

/**
 * The page for a signed-in `user` from its template, or null when the page has none (its render
 * was not a plain, storable page: a 404, a redirect): the caller renders it as usual.
 */
export async function serveSignedInPage(options: SignedInPageOptions): Promise<Response | null> {
  const template = await templateFor(options);
  if (!template) return null;
  const { page, status } = template;
  const { body, headers } = withFreshNonce(page.body, new Headers(page.headers), createNonce());
  headers.set(TEMPLATE_STATUS_HEADER, status);
  headers.set("Cache-Control", "private, no-store");
  return new Response(fillTemplate(body, options.user, options.unreadReplies), { status: page.status, headers });
}
