import type { MetaDescriptor } from "react-router";
import { formPageHeaders } from "../platform/http/route-headers";
import { seo } from "../ui/seo";

/**
 * What every admin page shares: never stored by a browser or a proxy (they hold personal data
 * and differ per person), and never indexed. Admin pages are also left out of the sitemap.
 */
export const staffHeaders = formPageHeaders({ "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" });

export function staffMeta(args: Parameters<typeof seo>[0], title: string): MetaDescriptor[] {
  return seo(args, { title: `${title} · Admin`, noindex: true });
}

/**
 * The reason of the 403 a staff member gets without a second factor this session
 * (app/staff/guards.server.ts); the staff area's ErrorBoundary (app/routes/admin-layout.tsx)
 * shows "Secure your account" for it.
 */
export const SECOND_FACTOR_REQUIRED = "second_factor_required";
