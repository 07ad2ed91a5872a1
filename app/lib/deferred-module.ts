/**
 * A page's components that the browser needs only to render the page itself: after a client-side
 * navigation, not on a first load that keeps the server's markup (StaticIsland). The route loads
 * them in its loader on the server and in its clientLoader in the browser, so they are there
 * before it renders, and they stay out of the route's own chunk. `current()` is the module once
 * loaded.
 */
export function deferredModule<T>(load: () => Promise<T>) {
  let loaded: T | undefined;
  return {
    load: async (): Promise<T> => {
      loaded ??= await load();
      return loaded;
    },
    current: (): T | undefined => loaded,
  };
}
