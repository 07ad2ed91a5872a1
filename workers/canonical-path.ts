/**
 * A path that starts with `//` (`//`, `//contact`, `///blog//x`) names no page of ours, and some
 * software reads it as another host. It is answered with a permanent redirect to the same path
 * with one leading slash, query kept: 301 for reads, 308 for anything else (the method and body
 * stay). Returns null for every other request.
 */
export function leadingSlashesRedirect(request: Request): Response | null {
  const url = new URL(request.url);
  if (!url.pathname.startsWith("//")) return null;
  const location = `/${url.pathname.replace(/^\/+/, "")}${url.search}`;
  const read = request.method === "GET" || request.method === "HEAD";
  return new Response(null, { status: read ? 301 : 308, headers: { Location: location } });
}
