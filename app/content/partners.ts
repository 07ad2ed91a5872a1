/**
 * Partner and client logos for the landing page's "Partners & Clients" grid.
 * The file-name -> display-name map is fixed (docs/decisions/014-routes-and-brand.md); Southern
 * Railways is always listed first.
 */
import landing from "virtual:content/landing";

export type Partner = {
  /** Original file name key, e.g. "southern_railway" or "t&t". */
  file: string;
  /** Self-hosted SVG wordmark path. */
  image: string;
  alt: string;
  name: string;
};

/** Logo file name -> display name: the fixed map in landing.yml (docs/decisions/014-routes-and-brand.md). */
const partnerNames: Record<string, string> = landing.partners.names;

/** Display name from the fixed map; otherwise the capitalised file name. */
function partnerDisplayName(file: string): string {
  if (Object.hasOwn(partnerNames, file)) {
    const name = partnerNames[file];
    if (name !== undefined) return name;
  }
  const spaced = file.replace(/_/g, " ");
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** URL-safe image file name: "&" becomes "and", "_" becomes "-". */
function partnerImagePath(file: string): string {
  const safe = file
    .toLowerCase()
    .replace(/&/g, "-and-")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `/images/partners/${safe}.svg`;
}

const FIRST_PARTNER = landing.partners.first;

function toPartner(file: string): Partner {
  const name = partnerDisplayName(file);
  return { file, image: partnerImagePath(file), alt: `${name} logo`, name };
}

/** All 17 partners, Southern Railways first, then in the map's order. */
export const partners: Partner[] = [
  FIRST_PARTNER,
  ...Object.keys(partnerNames).filter((file) => file !== FIRST_PARTNER),
].map(toPartner);
