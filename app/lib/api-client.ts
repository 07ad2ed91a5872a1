/** The shape every /api answer has: `{ error, fieldErrors? }` on failure. */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: string; code?: string; fieldErrors?: Record<string, string> };

/**
 * POSTs JSON to our own API. Resolves with the server's answer (success or its `{ error }`);
 * rejects only when the request could not be made at all (network down), which callers show as
 * the spec's "An unexpected error occurred".
 */
export async function postJson<T = Record<string, unknown>>(path: string, body: unknown): Promise<ApiResult<T>> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
  const payload = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return { ok: true, status: response.status, data: payload as T };
  return {
    ok: false,
    status: response.status,
    error: typeof payload.error === "string" ? payload.error : "Something went wrong. Please try again.",
    code: typeof payload.code === "string" ? payload.code : undefined,
    fieldErrors: (payload.fieldErrors as Record<string, string> | undefined) ?? undefined,
  };
}
