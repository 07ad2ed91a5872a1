import { toast } from "sonner";

/** A notification as the spec's error catalogue names them: a title, an optional text, a style. */
export type Toast = {
  kind: "success" | "error" | "info";
  title: string;
  description?: string;
};

/** Shows a toast; `error` is the spec's destructive style. */
export function notify({ kind, title, description }: Toast) {
  const options = description ? { description } : undefined;
  if (kind === "error") toast.error(title, options);
  else if (kind === "success") toast.success(title, options);
  else toast(title, options);
}
