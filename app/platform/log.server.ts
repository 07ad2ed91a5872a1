/**
 * Structured logs (docs/decisions/009-security-defaults.md): one JSON line per event, made only of fields
 * chosen here. Never pass an error's message, a request body, a query string or a URL with
 * its search part: Drizzle's query errors carry the bound parameters (names, e-mails, message
 * bodies), and links carry tokens. An error is reduced to its name and its causes' names.
 */
type Field = string | number | boolean | null | undefined | string[];
type Fields = Record<string, Field>;

export type LogLevel = "info" | "warn" | "error";

export function logEvent(level: LogLevel, event: string, fields: Fields = {}): void {
  const line = JSON.stringify({ level, event, ...fields });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

/** The error's class name and those of its causes, e.g. "DrizzleQueryError<Error": no messages. */
export function errorName(err: unknown): string {
  const names: string[] = [];
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current !== undefined && current !== null; depth++) {
    names.push(current instanceof Error ? nameOf(current) : typeof current);
    current = current instanceof Error ? current.cause : undefined;
  }
  return names.join("<");
}

function nameOf(err: Error): string {
  // Drizzle's query error keeps the generic name "Error"; its class name survives bundling.
  const ctor = err.constructor?.name;
  return err.name && err.name !== "Error" ? err.name : ctor && ctor !== "Error" ? ctor : "Error";
}

/** Per-request id, shared by every log line of one request and sent back as X-Request-Id on failures. */
const requestIds = new WeakMap<Request, string>();

export function requestIdOf(request: Request): string {
  let id = requestIds.get(request);
  if (!id) {
    id = crypto.randomUUID();
    requestIds.set(request, id);
  }
  return id;
}

/** One line for a failed request: route (path only), status, error name, request id and cf-ray. */
export function logRequestFailure(
  request: Request,
  status: number,
  err: unknown,
  requestId = requestIdOf(request),
): void {
  logEvent("error", "request_failed", {
    method: request.method,
    route: new URL(request.url).pathname,
    status,
    error: errorName(err),
    requestId,
    cfRay: request.headers.get("cf-ray") ?? undefined,
  });
}
