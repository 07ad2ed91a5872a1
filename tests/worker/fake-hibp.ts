import { env } from "cloudflare:test";
import { encodeHexUpperCase } from "@oslojs/encoding";
import { vi } from "vitest";

type Mode = "found" | "not-found" | "timeout" | "error-500";

async function sha1Hex(password: string): Promise<string> {
  return encodeHexUpperCase(new Uint8Array(await crypto.subtle.digest("SHA-1", new TextEncoder().encode(password))));
}

/**
 * Replaces Have I Been Pwned's range API at the fetch boundary. In "found" mode the answer lists
 * the suffix of `breached` (among padding lines, as the real API sends them). Records the URLs
 * asked, so a test can check that only the 5-character prefix left the Worker.
 */
export async function fakeHibp(mode: Mode, breached = "") {
  const asked: string[] = [];
  const suffix = (await sha1Hex(breached)).slice(5);
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    if (!url.startsWith(env.HIBP_RANGE_URL)) return realFetch(input, init);
    asked.push(url);
    if (mode === "timeout") {
      // Never answers on its own; the client's 1-second timeout aborts it.
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)),
      );
    }
    if (mode === "error-500") return new Response("oops", { status: 500 });
    const lines = ["00000000000000000000000000000000001:0", "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFE:3"];
    if (mode === "found") lines.push(`${suffix}:52`);
    return new Response(lines.join("\r\n"), { status: 200 });
  });
  return { asked };
}
