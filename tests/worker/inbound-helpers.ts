import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../build/server/index.js";

/**
 * Delivers a raw message (text, or bytes that need not be UTF-8) to the built Worker's email()
 * handler, as Email Routing would; returns the reason it refused the mail, or null.
 */
export async function deliver(raw: string | Uint8Array<ArrayBuffer>, { from, to }: { from: string; to: string }) {
  const bytes = typeof raw === "string" ? new TextEncoder().encode(raw) : raw;
  const text = typeof raw === "string" ? raw : new TextDecoder().decode(raw);
  const headerBlock = text.split("\r\n\r\n")[0] ?? "";
  const headers = new Headers();
  for (const line of headerBlock.split("\r\n")) {
    const at = line.indexOf(":");
    if (at <= 0) continue;
    try {
      headers.append(line.slice(0, at), line.slice(at + 1).trim());
    } catch {
      // A header Email Routing would not hand over as such (bad name or value): left out.
    }
  }
  let rejected: string | null = null;
  const message = {
    from,
    to,
    headers,
    raw: new Response(bytes).body,
    rawSize: bytes.byteLength,
    setReject: (reason: string) => {
      rejected = reason;
    },
    forward: async () => ({ messageId: "" }),
    reply: async () => ({ messageId: "" }),
  } as unknown as ForwardableEmailMessage;
  const ctx = createExecutionContext();
  await worker.email(message, env, ctx);
  await waitOnExecutionContext(ctx);
  return rejected;
}
