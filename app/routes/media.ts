import { imageDeps, readImage } from "~/newsletter/index.server";

import { getRequestContext } from "~/platform/http/request-context.server";
import { pageText } from "~/ui/page-text";
import type { Route } from "./+types/media";

/** An image's address never changes (it is its content's hash), so it may be kept for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * A newsletter image (app/newsletter/images.server.ts): on the site's own origin, so mails and the
 * archive need no other host. Only listed images are served, each with the type its bytes were
 * checked to be and `nosniff`; any other address, or another key of the bucket, is a plain 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { env } = getRequestContext(context);
  const image = await readImage(imageDeps(env), params.file);
  if (!image) {
    return new Response(pageText.fileNotFound, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(image.body, {
    headers: {
      "Content-Type": image.type,
      "Content-Length": String(image.bytes),
      "Cache-Control": IMMUTABLE,
      ETag: image.etag,
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": "inline",
      // Mail clients and feed readers show it from their own pages.
      "Cross-Origin-Resource-Policy": "cross-origin",
    },
  });
}
