/** The href of /work filtered by one service, or of all of /work. Its own module: the route needs it without the filter's component. */
export function workFilterHref(slug: string | null): string {
  return slug ? `/work?service=${encodeURIComponent(slug)}` : "/work";
}
