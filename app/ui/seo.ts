import type { MetaDescriptor } from "react-router";
import { buildMeta, type PageMetaInput } from "./page-meta";

/** The subset of a route's meta() arguments the helper needs. */
type MetaArgs = {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
};

const FALLBACK_ORIGIN = "https://adrig.co.in";

/** Reads SITE_ORIGIN from the root loader's data, so every page's meta shares one origin. */
function siteOriginFrom(matches: MetaArgs["matches"]): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { siteOrigin?: string } | undefined;
  return root?.siteOrigin ?? FALLBACK_ORIGIN;
}

/** Use in a route's `meta` export: `export const meta = (args) => seo(args, { title: "Blog" })`. */
export function seo(args: MetaArgs, input: PageMetaInput): MetaDescriptor[] {
  return buildMeta(input, siteOriginFrom(args.matches), args.location.pathname);
}
