import { FIELD_MESSAGE_KINDS } from "~/ui/forms/field-messages";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The first problem of a control that carries its messages (app/ui/forms/field-messages.ts), by
 * its own attributes: required, minLength and maxLength (on the trimmed text, as the server's
 * schemas trim) and the browser's reading of its type. Null when it passes or says nothing.
 */
function problemOf(control: Control): string | null {
  if (control.disabled || ("readOnly" in control && control.readOnly)) return null;
  const text = control.value.trim();
  const found = {
    missing: control.required && text === "",
    short:
      "minLength" in control &&
      control.minLength > 0 &&
      (control.required || text !== "") &&
      text.length < control.minLength,
    long: "maxLength" in control && control.maxLength >= 0 && control.value.length > control.maxLength,
    type: control.validity.typeMismatch,
  };
  for (const kind of FIELD_MESSAGE_KINDS) {
    const message = control.getAttribute(`data-error-${kind}`);
    if (found[kind] && message) return message;
  }
  return null;
}

/** The problems of `form`'s controls that carry their messages, by the controls' names, in the form's order. */
export function fieldProblems(form: HTMLFormElement): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const element of form.elements) {
    if (
      !(
        element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement
      )
    )
      continue;
    const problem = element.name ? problemOf(element) : null;
    if (problem) problems[element.name] ??= problem;
  }
  return problems;
}
