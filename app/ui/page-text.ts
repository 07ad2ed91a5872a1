/** Words of the pages' frame that several domains show, in a module of their own so a page that shows one loads nothing else. */
export const pageText = {
  notFoundTitle: "Page not found",
  errorTitle: "Something went wrong",
  /** The plain-text answer of a file route (a medium, an attachment) that finds nothing. */
  fileNotFound: "Not found",
} as const;
