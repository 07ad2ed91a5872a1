import * as v from "valibot";

/**
 * A notification as the spec's error catalogue names them: a title, an optional text, a style.
 * One type for the toasts shown in the browser and for those carried across a redirect in the
 * flash cookie; the schema checks what comes back from that cookie.
 */
export const toastSchema = v.object({
  kind: v.picklist(["success", "error", "info"]),
  title: v.pipe(v.string(), v.maxLength(120)),
  description: v.optional(v.pipe(v.string(), v.maxLength(300))),
});

export type Toast = v.InferOutput<typeof toastSchema>;
