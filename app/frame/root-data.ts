import { useRouteLoaderData } from "react-router";
import type { SessionUser } from "~/accounts";
import type { SiteNavigation } from "~/content/derive";
import type { FooterContent } from "~/site";
import type { Toast } from "../ui/toasts/toast";

/**
 * What the root loader sends with every page: the shell's data. Named here, not inferred from
 * app/root.tsx, so the header and footer that root renders do not import root back.
 */
export type RootData = {
  /** Footer.json, or null while it is missing or invalid (the spec's grey placeholder). */
  footer: FooterContent | null;
  navigation: SiteNavigation;
  /** SITE_ORIGIN: canonical URLs and social cards never depend on the request's host. */
  siteOrigin: string;
  user: SessionUser | null;
  /**
   * The signed-in person's conversations with a reply they have not opened (0 when signed out):
   * the header's "Messages N", as "2 unread" (app/conversations/unread-replies.ts). Read with the session,
   * by the session's own statement.
   */
  unreadReplies: string;
  /** A toast carried across a redirect in the flash cookie. */
  toast: Toast | null;
  year: number;
  /** The address of the module that keeps where a visit came from (app/site/visit.enhance.ts). */
  visitModule: string | null;
};

/** The root loader's data; undefined only when the root loader itself failed. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}
