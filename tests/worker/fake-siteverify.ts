import { env } from "cloudflare:test";
import { vi } from "vitest";

type Mode = "pass" | "fail" | "down" | "error-500" | "wrong-host";

/**
 * Replaces Turnstile's siteverify at the fetch boundary: the Worker's real client code builds and
 * sends the request; this answers it like Cloudflare would. Records what it was sent.
 */
export function fakeSiteverify(mode: Mode = "pass") {
  const calls: URLSearchParams[] = [];
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    if (!url.startsWith(env.TURNSTILE_VERIFY_URL)) return realFetch(input, init);
    const params = new URLSearchParams(String(init?.body ?? ""));
    calls.push(params);
    if (mode === "down") throw new TypeError("fetch failed: connection refused");
    if (mode === "error-500") return new Response("upstream error", { status: 500 });
    if (mode === "fail") return Response.json({ success: false, "error-codes": ["invalid-input-response"] });
    return Response.json({
      success: true,
      hostname: mode === "wrong-host" ? "evil.example" : "example.com",
      "error-codes": [],
    });
  });
  return { calls, restore: () => spy.mockRestore() };
}
