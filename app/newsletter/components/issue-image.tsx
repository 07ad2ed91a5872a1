import { type FormEvent, useState } from "react";
import { IMAGE_MAX_BYTES, IMAGE_TYPES, IMAGE_UPLOAD_PATH } from "~/newsletter/editor";
import { editorErrorText, editorFieldText, editorText } from "~/newsletter/editor-text";
import { LIMITS } from "~/ui/forms/limits";
import { secondaryButton } from "./issue-actions";

const inputClass =
  "mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-ink focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

/**
 * "Add image": a PNG, JPEG or WebP of at most 2 MB and its description (required). With
 * JavaScript it is uploaded in place and its Markdown goes where the cursor was in the text
 * (`insert`); without, the form posts to the upload route, which appends it to the saved draft.
 * The server checks the file's bytes, whatever its name or type says.
 */
export function IssueImage({ issueId, insert }: { issueId: string; insert: (markdown: string) => void }) {
  const [state, setState] = useState<{ busy: boolean; message: string | null }>({ busy: false, message: null });
  const [open, setOpen] = useState(false);

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const file = data.get("file");
    const alt = String(data.get("alt") ?? "").trim();
    if (!(file instanceof File) || file.size === 0)
      return setState({ busy: false, message: editorFieldText.imageMissing });
    if (!alt) return setState({ busy: false, message: editorFieldText.imageAltRequired });
    if (file.size > IMAGE_MAX_BYTES) return setState({ busy: false, message: editorErrorText.imageTooLarge });
    setState({ busy: true, message: null });
    try {
      const res = await fetch(IMAGE_UPLOAD_PATH, {
        method: "POST",
        body: data,
        headers: { Accept: "application/json" },
        credentials: "same-origin",
        redirect: "manual",
      });
      const answer = (await res.json().catch(() => null)) as { markdown?: string; error?: string } | null;
      if (res.ok && answer?.markdown) {
        insert(answer.markdown);
        form.reset();
        setOpen(false);
        return setState({ busy: false, message: null });
      }
      setState({
        busy: false,
        message: res.status === 413 ? editorErrorText.imageTooLarge : (answer?.error ?? editorText.uploadFailed),
      });
    } catch {
      setState({ busy: false, message: editorText.uploadFailed });
    }
  }

  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="rounded-xl border border-slate-200 p-4"
    >
      <summary className="cursor-pointer font-semibold text-navy-900">Add image</summary>
      <form
        method="post"
        action={IMAGE_UPLOAD_PATH}
        encType="multipart/form-data"
        onSubmit={upload}
        className="mt-3 space-y-3"
        noValidate
      >
        <input type="hidden" name="issueId" value={issueId} />
        <label className="block text-sm font-semibold text-navy-900">
          Image (PNG, JPEG or WebP, at most 2 MB)
          <input type="file" name="file" required accept={IMAGE_TYPES.join(",")} className={inputClass} />
        </label>
        <label className="block text-sm font-semibold text-navy-900">
          Description (alt text), read out where the image cannot be seen
          <input type="text" name="alt" required maxLength={LIMITS.imageAlt.max} className={inputClass} />
        </label>
        {state.message ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {state.message}
          </p>
        ) : null}
        <p className="text-xs text-muted">
          Without JavaScript the image is added at the end of the saved text: save your changes first.
        </p>
        <button type="submit" disabled={state.busy} className={secondaryButton}>
          {state.busy ? editorText.uploading : "Upload and insert"}
        </button>
      </form>
    </details>
  );
}
