/** planer (CommonJS, no types of its own): only the plain-text extraction is used. */
declare module "planer" {
  const planer: {
    extractFrom(body: string, contentType: "text/plain"): string;
  };
  export default planer;
}
