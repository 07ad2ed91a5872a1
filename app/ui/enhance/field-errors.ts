import { fieldLook } from "~/ui/forms/field-look";

/**
 * A field's error shown, or taken away, in the page as the server renders it (app/ui/form-field.tsx):
 * the line under the control (`<id>-error`) in place of its hint, `aria-invalid`, and the
 * control's description pointing at the error, so a screen reader reads the message with the field.
 * For a content page's module that checks a form before sending it.
 */
export function showFieldError(
  control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement,
  message: string | undefined,
): void {
  if (!control.id) return;
  const errorId = `${control.id}-error`;
  const hint = document.getElementById(`${control.id}-hint`);
  let line = document.getElementById(errorId);
  if (message) {
    if (!line) {
      line = document.createElement("p");
      line.id = errorId;
      line.className = fieldLook.error;
      (hint ?? control).insertAdjacentElement("afterend", line);
    }
    line.textContent = message;
    control.setAttribute("aria-invalid", "true");
    control.setAttribute("aria-describedby", errorId);
  } else {
    line?.remove();
    control.removeAttribute("aria-invalid");
    if (hint) control.setAttribute("aria-describedby", hint.id);
    else control.removeAttribute("aria-describedby");
  }
  if (hint) hint.hidden = Boolean(message);
  control.classList.toggle(fieldLook.invalidBorder, Boolean(message));
  control.classList.toggle(fieldLook.validBorder, !message);
}
