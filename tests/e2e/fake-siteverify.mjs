// Local stand-ins for the two outside services the Worker calls (tests never reach the internet):
// - Turnstile's siteverify: any token is accepted once; a token starting with "fail" is rejected.
// - Have I Been Pwned's range API (/range/PREFIX): the padded answer lists the SHA-1 of
//   BREACHED_PASSWORD, so a browser test can meet the breached-password message.
import { createHash } from "node:crypto";
import { createServer } from "node:http";

export const BREACHED_PASSWORD = "password123";
const breached = createHash("sha1").update(BREACHED_PASSWORD).digest("hex").toUpperCase();

const port = Number(process.argv[2] ?? 9788);
const seen = new Set();

createServer(async (req, res) => {
  if (req.url === "/health") return res.end("ok");
  if (req.method === "GET" && req.url?.startsWith("/range/")) {
    const prefix = req.url.slice("/range/".length, "/range/".length + 5).toUpperCase();
    const lines = ["0000000000000000000000000000000000A:0"];
    if (breached.startsWith(prefix)) lines.push(`${breached.slice(5)}:9545824`);
    return res.end(lines.join("\r\n"));
  }
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
