// The production Worker bundle (npm test builds it first); imported to call its handlers
// with a modified env, e.g. an ASSETS binding that no longer has a content file.
declare module "*/build/server/index.js" {
  const worker: {
    fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response>;
    queue(batch: MessageBatch, env: Env, ctx: ExecutionContext): Promise<void>;
    scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void>;
    email(message: ForwardableEmailMessage, env: Env, ctx: ExecutionContext): Promise<void>;
  };
  export default worker;
}

// The Worker configuration the build wrote (wrangler.toml resolved), to check queue settings.
// Tests cast the import to this type: once the file exists TypeScript reads its own JSON type.
type BuiltWranglerConfig = {
  queues: {
    producers: { binding: string; queue: string }[];
    consumers: { queue: string; max_retries: number; dead_letter_queue?: string }[];
  };
  triggers: { crons: string[] };
  vars: Record<string, string>;
};
declare module "*/build/server/wrangler.json" {
  const config: BuiltWranglerConfig;
  export default config;
}
