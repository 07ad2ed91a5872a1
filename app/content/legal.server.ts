import legal from "virtual:content/legal";
import type { LegalPageData } from "./schema";

/** The legal page for a path ("/privacy" -> legal/privacy.md), or undefined. */
export function getLegalPage(pathname: string): LegalPageData | undefined {
  const slug = pathname.replace(/^\/+|\/+$/g, "");
  return Object.hasOwn(legal, slug) ? legal[slug] : undefined;
}
