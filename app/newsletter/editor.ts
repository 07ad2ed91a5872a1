import type { BodyLimit } from "~/platform/http/body-limit";
import { editorErrorText } from "./editor-text";

/**
 * The newsletter editor's addresses and image rules, shared by its browser code and the server
 * (kept out of newsletter-issues.ts, which the public archive's pages load).
 */

/** The editor's own endpoints (staff only): the autosave of one draft, the live preview, image uploads. */
export function issueDraftPath(id: string): string {
  return `/admin/newsletter/${encodeURIComponent(id)}/draft`;
}
export const ISSUE_PREVIEW_PATH = "/admin/newsletter/preview";
export const IMAGE_UPLOAD_PATH = "/admin/newsletter/images";

/** Newsletter images as the site serves them: `/media/<sha-256>.<ext>` (app/newsletter/images.server.ts). */
export const MEDIA_PATH = "/media";
/** The largest image an issue takes, in bytes. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/**
 * The image upload's body limit, declared by its route (docs/decisions/024-newsletter-editor.md):
 * an image of up to 2 MB, plus room for the multipart framing and the alt text. The origin check
 * still runs first, and the route itself admits staff only.
 */
export const IMAGE_UPLOAD_BODY_LIMIT: BodyLimit = {
  bytes: IMAGE_MAX_BYTES + 16 * 1024,
  tooLargeText: editorErrorText.imageTooLarge,
};
export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
