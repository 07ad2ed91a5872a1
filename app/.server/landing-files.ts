import * as v from "valibot";
import { type LandingContentName, landingContentFiles } from "~/lib/landing-files";
import { errorName, logEvent } from "./log";

type ContentOf<N extends LandingContentName> = v.InferOutput<(typeof landingContentFiles)[N]["schema"]>;

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
