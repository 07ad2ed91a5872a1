// Where `npm run bundle:pages` (scripts/page-scripts.mjs) writes its table into reports/bundle.md;
// the build's bundle report (scripts/bundle-report.ts) keeps what stands between them.
export const PAGES_START = "<!-- pages as served: start -->";
export const PAGES_END = "<!-- pages as served: end -->";
