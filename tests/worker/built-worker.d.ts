// The production Worker bundle (npm test builds it first); imported to call its fetch handler
// with a modified env, e.g. an ASSETS binding that no longer has a content file.
declare module "*/build/server/index.js" {
  const worker: {
    fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response>;
  };
  export default worker;
}
