import data from "virtual:content/search-index";
import type { SearchDocument } from "~/site/search";

/**
 * The site search's documents, built from the content at build time (search-documents.ts). Server
 * only: the index ships inside the Worker and never reaches the browser.
 */
export const searchIndex: readonly SearchDocument[] = data;
