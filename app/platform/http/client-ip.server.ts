/** The visitor's address as Cloudflare reports it (local workerd sets it too). */
export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(ip: string): string[] | null {
  if (!ip.includes(":")) return null;
  const [head = "", tail] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // An embedded IPv4 tail (::ffff:1.2.3.4) counts as two groups.
  const last = right.length ? right[right.length - 1]! : left[left.length - 1];
  const v4Groups = last?.includes(".") ? 1 : 0;
  const missing = tail === undefined ? 0 : 8 - left.length - right.length - v4Groups;
  if (missing < 0) return null;
  return [...left, ...Array<string>(missing).fill("0"), ...right].map((g) => g.toLowerCase().replace(/^0+(?=.)/, ""));
}

/**
 * The key an address counts under in the rate limits: IPv4 as it is, IPv6 by its /64, since one
 * customer line gets a whole /64 and could otherwise rotate through endless addresses.
 */
export function rateLimitKeyForIp(ip: string): string {
  const groups = ipv6Groups(ip);
  return groups ? `${groups.slice(0, 4).join(":")}::/64` : ip;
}
