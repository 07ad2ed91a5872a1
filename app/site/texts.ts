/** The public site's own texts (the words several domains share stay in app/ui/ui-text.ts). */

import type { Toast } from "~/ui/toasts/toast";

/** The toasts of the article's share buttons. */
export const siteToasts = {
  linkCopied: { kind: "success", title: "Link copied", description: "The article's address is on your clipboard." },
  linkNotCopied: (url: string): Toast => ({
    kind: "error",
    title: "Could not copy the link",
    description: `Copy it by hand: ${url}`,
  }),
} as const satisfies Record<string, Toast | ((url: string) => Toast)>;
