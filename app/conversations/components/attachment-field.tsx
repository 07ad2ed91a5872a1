import { ATTACHMENT_ACCEPT, ATTACHMENT_FIELD, attachmentText } from "~/conversations/attachments";
import { TextField } from "~/ui/form-field";

/**
 * "Attach files": the native file picker (several at once, no JavaScript needed), with the limits
 * as its hint. The form's check before sending and the server's check after use the same words.
 */
export function AttachmentField({ error }: { error?: string }) {
  return (
    <TextField
      type="file"
      label={attachmentText.label}
      name={ATTACHMENT_FIELD}
      multiple
      accept={ATTACHMENT_ACCEPT}
      hint={attachmentText.hint}
      error={error}
      className="cursor-pointer text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-1.5 file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
    />
  );
}
