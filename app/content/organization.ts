import { site } from "./site";

/**
 * schema.org `Organization` for the home page (DECISIONS "Brand and facts"). Built in the
 * loader with the configured origin, so it never depends on the request's host.
 */
export function organizationJsonLd(origin: string): Record<string, unknown> {
  const url = new URL("/", origin).toString();
  return {
    "@type": "Organization",
    name: site.legalName,
    alternateName: ["ADRIG", "Adrig AI"],
    url,
    logo: new URL("/images/logo.svg", origin).toString(),
    description: site.defaultDescription,
    address: {
      "@type": "PostalAddress",
      streetAddress: "Sembakkam",
      addressLocality: "Chennai",
      addressRegion: "Tamil Nadu",
      postalCode: "600073",
      addressCountry: "IN",
    },
    telephone: "+91 99421 05301",
    email: "contact@adrig.co.in",
    sameAs: ["https://www.instagram.com/adrig.ai/", "https://www.linkedin.com/company/adrig"],
  };
}
