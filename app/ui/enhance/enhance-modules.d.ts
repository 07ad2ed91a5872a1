declare module "virtual:adrig/enhance-modules" {
  /** Each `*.enhance.ts` module's URL, by its name (scripts/build/enhance-entries.ts). */
  const urls: Record<string, string | undefined>;
  export default urls;
}
