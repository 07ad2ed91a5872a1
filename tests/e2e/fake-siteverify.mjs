// A local stand-in for Turnstile's siteverify endpoint (tests never reach the internet).
// It answers like the real service: Cloudflare's always-pass test secret accepts any token
// once; a token starting with "fail" is rejected; a token is never accepted twice.
import { createServer } from "node:http";

const port = Number(process.argv[2] ?? 9788);
const seen = new Set();

createServer(async (req, res) => {
  if (req.url === "/health") return res.end("ok");
  if (req.method !== "POST" || !req.url?.startsWith("/siteverify")) {
    res.statusCode = 404;
    return res.end();
  }
  let body = "";
  for await (const chunk of req) body += chunk;
  const params = req.headers["content-type"]?.includes("json")
    ? JSON.parse(body)
    : Object.fromEntries(new URLSearchParams(body));
  const token = String(params.response ?? "");
  let answer;
  if (!token || token.startsWith("fail")) {
    answer = { success: false, "error-codes": ["invalid-input-response"] };
  } else if (seen.has(token)) {
    answer = { success: false, "error-codes": ["timeout-or-duplicate"] };
  } else {
    seen.add(token);
    answer = { success: true, hostname: "127.0.0.1", challenge_ts: new Date().toISOString(), "error-codes": [] };
  }
  res.setHeader("Content-Type", "application/json");
  res.end(JSON.stringify(answer));
}).listen(port, "127.0.0.1");
