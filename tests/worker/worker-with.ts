import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../build/server/index.js";

type AssetOverride = (pathname: string) => Response | undefined;

/**
 * Calls the built Worker with its real bindings, except that static assets can be replaced per
 * path (to test a content file that is missing or malformed).
 */
export async function fetchWithAssets(path: string, override: AssetOverride): Promise<Response> {
  const assets = {
    async fetch(input: RequestInfo | URL, init?: RequestInit) {
      const url = new URL(input instanceof Request ? input.url : input.toString());
      return override(url.pathname) ?? env.ASSETS.fetch(input, init);
    },
  } as Fetcher;
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(new URL(path, "http://example.com")),
    { ...env, ASSETS: assets },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

/** Calls the built Worker with some bindings or variables replaced (e.g. another mail transport). */
export async function fetchWithEnv(path: string, overrides: Partial<Env>, init?: RequestInit): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(new URL(path, "http://example.com"), init),
    { ...env, ...overrides },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}
