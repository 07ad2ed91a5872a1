/**
 * The texts of the site search's page (/search), in a module of their own (like two-step-text.ts)
 * so the search page does not load every form text of app/ui/ui-text.ts.
 */
export const searchText = {
  title: "Search",
  intro: "Find our services, products, case studies, articles and the people behind ADRIG.",
  label: "Search the site",
  button: "Search",
  resultsLabel: "Search results",
  resultCount: (count: number, query: string) => `${count} ${count === 1 ? "result" : "results"} for "${query}"`,
  noResults: (query: string) => `No results for "${query}"`,
  noResultsHint: "Try other or fewer words, or go straight to",
  services: "Services",
  contact: "Contact",
  truncated: (max: number) => `Your search was long, so only its first ${max} characters were used.`,
  metaDescription:
    "Search the ADRIG Technologies website: AI and software services, products, case studies, articles and team.",
  kinds: {
    service: "Service",
    "sub-service": "Service",
    product: "Product",
    article: "Article",
    person: "Team",
    page: "Page",
  },
} as const;
