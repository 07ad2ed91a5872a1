import { type FormEvent, useEffect, useRef, useState } from "react";
import { characterCountText } from "~/ui/ui-text";

/** How close to its limit a field's text is announced: within this many characters. */
const NEAR = 20;

type Stage = "far" | "near" | "reached";

function stageOf(length: number, limit: number): Stage {
  if (length >= limit) return "reached";
  return limit - length <= NEAR ? "near" : "far";
}

/**
 * A text field's live character count with its limit ("12 of 150 characters"), so the limit is
 * known before it is reached. `hint` goes in the field's hint (its aria-describedby: read with the
 * field, never announced per key); `announcement` is a polite live region that speaks only when
 * the text comes near the limit and when it reaches it, not on every key. The limit is the
 * field's `maxLength`, from app/ui/forms/limits.ts.
 */
export function useCharacterCount(initial: string, limit: number) {
  const [length, setLength] = useState(initial.length);
  const stage = stageOf(length, limit);
  const [message, setMessage] = useState("");
  const announced = useRef(stage);
  // Only a new stage speaks: the count within a stage is in the hint.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the length is read when the stage changes, not followed.
  useEffect(() => {
    if (stage === announced.current) return;
    announced.current = stage;
    if (stage === "far") setMessage("");
    else setMessage(stage === "reached" ? characterCountText.reached(limit) : characterCountText.left(limit - length));
  }, [stage, limit]);
  const tone = stage === "far" ? "" : "font-semibold text-navy-900";
  return {
    onInput: (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => setLength(event.currentTarget.value.length),
    hint: (
      <span data-testid="character-count" className={tone}>
        {characterCountText.count(length, limit)}
      </span>
    ),
    announcement: (
      <p aria-live="polite" className="sr-only" data-testid="character-count-announcement">
        {message}
      </p>
    ),
  };
}
