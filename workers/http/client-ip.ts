/** The visitor's address as Cloudflare reports it (local workerd sets it too). */
export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}
