/**
 * Structured data for search engines. `<` is escaped so no string in the data can close the
 * script element; the type is not executable, so the CSP does not apply to it.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every `<` escaped cannot close the element, and the type is not executable.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
