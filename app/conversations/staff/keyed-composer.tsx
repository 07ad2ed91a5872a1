import { type FormEvent, useEffect, useRef } from "react";
import { IntentInput } from "~/ui/forms/intent-input";
import { declareIntents } from "~/ui/forms/intents";
import { useDraft } from "~/ui/use-draft";

/** The intents of the reply composer and the note form (their handlers: conversation-actions.server.ts). */
export const composerIntents = declareIntents({ reply: "reply", note: "note" });

/**
 * What the reply composer and the note form share. The text is kept as a draft in this browser
 * (per conversation and kind, for the staff member signed in: app/ui/drafts.ts) until it is sent. The form carries a key made when it was drawn
 * (`composeKey`): however often it is sent, the server stores one entry per key. When the page's
 * data brings a new key after this form was sent, the entry was stored (a refusal keeps the
 * page's data as it was): the draft is forgotten and the field starts again from `empty`.
 */
export function useKeyedComposer({
  kind,
  conversationId,
  composeKey,
  initialText,
  empty,
  onSubmit,
}: {
  kind: "reply" | "note";
  conversationId: string;
  composeKey: string;
  /** What the field is drawn with (a draft in storage takes its place). */
  initialText: string;
  /** What the field holds again once its text was stored. */
  empty: string;
  /** The form's own submit handler (useActionForm's). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const field = useRef<HTMLTextAreaElement>(null);
  const draft = useDraft(`${conversationId}:${kind}`, field, initialText);
  const sentKey = useRef<string | null>(null);
  useEffect(() => {
    if (sentKey.current && sentKey.current !== composeKey) {
      sentKey.current = null;
      draft.clear(empty);
    }
  }, [composeKey, draft, empty]);
  return {
    field,
    draft,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      sentKey.current = composeKey;
      onSubmit(event);
    },
  };
}

/** The hidden fields of a keyed form: which form it is (`intent`) and its compose key. */
export function ComposeKeyFields({ intent, composeKey }: { intent: string; composeKey: string }) {
  return (
    <>
      <IntentInput intent={intent} />
      <input type="hidden" name="key" value={composeKey} />
    </>
  );
}
