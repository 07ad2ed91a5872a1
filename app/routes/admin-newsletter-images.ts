import { editorFieldText, editorToasts, IMAGE_UPLOAD_BODY_LIMIT, imageAltSchema } from "~/newsletter";
import { appendToDraft, imageDeps, imageMarkdown, storeImage } from "~/newsletter/index.server";

import { type BodyData, parseWith, readMultipartBody } from "~/platform/http/body.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { jsonAction, wantsJson } from "~/platform/http/json-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { redirectWithToast } from "~/platform/http/toast.server";
import { enforceRateLimit } from "~/platform/rate-limit.server";
import { notFound } from "~/site/index.server";
import { staffFailureTitles } from "~/staff";
import { requireStaff } from "~/staff/index.server";
import type { Route } from "./+types/admin-newsletter-images";

/** An image of up to 2 MB: the body may be larger than the default. */
export const handle = { bodyLimit: IMAGE_UPLOAD_BODY_LIMIT };

export function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  notFound(args.request);
}

/**
 * "Add image" (docs/decisions/024-newsletter-editor.md): a PNG, JPEG or WebP of at most 2 MB
 * (a larger body limit than the default, declared by this route's `handle`) and its required alt text.
 * The editor's script gets JSON with the Markdown to insert at the cursor; the plain form (no
 * JavaScript) appends it to the saved draft and goes back to it with a toast.
 */
export async function action(args: Route.ActionArgs) {
  const admin = requireStaff(args);
  const { env } = getRequestContext(args.context);
  const images = imageDeps(env);
  const upload = async (body: BodyData) => {
    await enforceRateLimit(env.EDITOR_LIMITER, `image:${admin.id}`);
    const { alt } = parseWith(imageAltSchema, body);
    const file = body.file;
    if (!(file instanceof File) || file.size === 0) {
      throw new UserFacingError(400, editorFieldText.imageMissing, "validation", {
        file: editorFieldText.imageMissing,
      });
    }
    const image = await storeImage(images, file, admin);
    return { ...image, markdown: imageMarkdown(alt, image.path) };
  };
  if (wantsJson(args.request)) {
    return jsonAction(args.request, "issue_image", async () => upload(await readMultipartBody(args.request)));
  }
  // Without JavaScript: back to the draft, with the image at the end of its text or the reason it was refused.
  let back = "/admin/newsletter";
  try {
    const body = await readMultipartBody(args.request);
    const issueId = typeof body.issueId === "string" && body.issueId ? body.issueId : null;
    if (issueId) back = `/admin/newsletter/${encodeURIComponent(issueId)}`;
    const image = await upload(body);
    if (issueId) await appendToDraft(images.db, issueId, image.markdown, images.now());
    return redirectWithToast(back, editorToasts.imageAdded);
  } catch (err) {
    if (!(err instanceof UserFacingError)) throw err;
    return redirectWithToast(back, { kind: "error", title: staffFailureTitles.staff, description: err.message });
  }
}
