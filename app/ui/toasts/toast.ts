/**
 * A notification as the spec's error catalogue names them: a title, an optional text, a style.
 * One type for the toasts shown in the browser and for those carried across a redirect in the
 * flash cookie (app/platform/http/toast.server.ts); the texts themselves are in ui-text.ts.
 */
export type Toast = {
  kind: "success" | "error" | "info";
  title: string;
  description?: string;
};

/*
 * The toast library is code-split: it loads the first time something is shown, so pages ship
 * none of it up front. notify() asks the <Toaster> host to mount it, then shows the toast.
 */
let requested = false;
const subscribers = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export function subscribeToToasterRequest(callback: () => void): () => void {
  subscribers.add(callback);
  return () => subscribers.delete(callback);
}

export function isToasterRequested(): boolean {
  return requested;
}

export function toasterMounted(): void {
  markMounted();
}

/** Shows a toast; `error` is the spec's destructive style. */
export function notify({ kind, title, description }: Toast): void {
  if (!requested) {
    requested = true;
    for (const callback of subscribers) callback();
  }
  void Promise.all([import("sonner"), mounted]).then(([{ toast }]) => {
    const options = description ? { description } : undefined;
    if (kind === "error") toast.error(title, options);
    else if (kind === "success") toast.success(title, options);
    else toast(title, options);
  });
}
