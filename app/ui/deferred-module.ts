/**
 * A page's components that the browser needs only to render the page itself: after a client-side
 * navigation, not on a first load that keeps the server's markup (StaticIsland, decision 027).
 * The route loads them in its loader on the server and in its clientLoader in the browser, so
 * they are there before it renders, and they stay out of the route's own chunk. `current()` is
 * the module once loaded.
 */
export function deferredModule<T>(load: () => Promise<T>) {
  let loaded: T | undefined;
  const ensure = async (): Promise<T> => {
    loaded ??= await load();
    return loaded;
  };
  return {
    load: ensure,
    /** A clientLoader's work: the route's data and these components, fetched side by side. */
    withData: async <D>(serverLoader: () => Promise<D>): Promise<D> => {
      const [data] = await Promise.all([serverLoader(), ensure()]);
      return data;
    },
    current: (): T | undefined => loaded,
  };
}
