import * as v from "valibot";
import { type LandingContentName, landingContentFiles } from "~/site/landing-files";
import { errorName, logEvent } from "../platform/log.server";

type ContentOf<N extends LandingContentName> = v.InferOutput<(typeof landingContentFiles)[N]["schema"]>;

/**
 * Files read and validated in this isolate, per ASSETS binding. Assets change only with a deploy,
 * which starts new isolates, so a file is fetched, parsed and checked once, not on every page
 * that bypasses the edge cache (the profile of a signed-in `/` put this at about 7% of its CPU).
 * Only good files are kept: a failure is tried again on the next request.
 */
const validated = new WeakMap<Fetcher, Map<LandingContentName, unknown>>();

/**
 * Reads one of the editable landing-page JSON files through the ASSETS binding (no public
 * round trip) and validates it. Missing, unreadable or malformed: logged once, answered `null`,
 * so the caller renders the spec's fallback and the page still answers 200.
 */
export async function readLandingContent<N extends LandingContentName>(
  assets: Fetcher,
  requestUrl: string,
  name: N,
): Promise<ContentOf<N> | null> {
  const kept = validated.get(assets) ?? new Map<LandingContentName, unknown>();
  if (kept.has(name)) return kept.get(name) as ContentOf<N>;
  const content = await fetchLandingContent(assets, requestUrl, name);
  if (content !== null) {
    kept.set(name, content);
    validated.set(assets, kept);
  }
  return content;
}

async function fetchLandingContent<N extends LandingContentName>(
  assets: Fetcher,
  requestUrl: string,
  name: N,
): Promise<ContentOf<N> | null> {
  const { path, schema } = landingContentFiles[name];
  try {
    const response = await assets.fetch(new URL(path, requestUrl));
    if (!response.ok) {
      logEvent("warn", "content_fallback", { path, reason: "status", status: response.status });
      return null;
    }
    const parsed = v.safeParse(schema, await response.json());
    if (!parsed.success) {
      logEvent("warn", "content_fallback", { path, reason: "schema" });
      return null;
    }
    return parsed.output as ContentOf<N>;
  } catch (err) {
    logEvent("warn", "content_fallback", { path, reason: "unreadable", error: errorName(err) });
    return null;
  }
}
