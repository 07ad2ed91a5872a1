import { buildOrganizationJsonLd } from "./derive";
import { catalogue } from "./services";
import { site } from "./site";

/**
 * schema.org `Organization` for the home page (docs/decisions/014-routes-and-brand.md). Built in the
 * loader with the configured origin, so it never depends on the request's host.
 */
export function organizationJsonLd(origin: string): Record<string, unknown> {
  return buildOrganizationJsonLd(site, catalogue, origin);
}
