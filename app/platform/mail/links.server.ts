/**
 * The origin of every link in a mail: SITE_ORIGIN, never the request's Host (which an attacker
 * can choose, e.g. through the workers.dev host, to mail a victim a link to their own site).
 * Only in local development do links follow the request, so they open on localhost.
 */
export function mailLinkOrigin(env: Pick<Env, "APP_ENV" | "SITE_ORIGIN">, request: Request): string {
  return env.APP_ENV === "development" ? new URL(request.url).origin : env.SITE_ORIGIN;
}

/**
 * The origin of the links in mail the cron sends for a request made earlier (a scheduled issue):
 * SITE_ORIGIN, except in local development, where it is the origin of the request that scheduled
 * it (stored with it), so the links open on localhost as they would have then.
 */
export function laterMailLinkOrigin(env: Pick<Env, "APP_ENV" | "SITE_ORIGIN">, requestOrigin: string | null): string {
  return env.APP_ENV === "development" && requestOrigin ? requestOrigin : env.SITE_ORIGIN;
}
