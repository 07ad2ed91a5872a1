import type { SessionVariables } from "./session";

/** What every Hono handler of /api sees: the Worker's bindings and the session read once per request. */
export type ApiEnv = { Bindings: Env; Variables: SessionVariables };
