import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from "react";
import { fieldLook } from "./forms/field-look";

const controlClass =
  "mt-1.5 block w-full rounded-xl border bg-white px-3.5 py-2.5 text-ink placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 read-only:bg-slate-100 read-only:text-muted disabled:opacity-60";

type Common = { label: string; name: string; error?: string; hint?: ReactNode };

/** Label, control and its error message, wired with aria-invalid and aria-describedby. */
function Field({ label, error, hint, children, id }: Omit<Common, "name"> & { id: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={fieldLook.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode) {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

export function TextField({
  label,
  name,
  error,
  hint,
  className = "",
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${controlClass} ${error ? fieldLook.invalidBorder : fieldLook.validBorder} ${className}`}
        {...input}
      />
    </Field>
  );
}

export function TextAreaField({
  label,
  name,
  error,
  hint,
  className = "",
  ...textarea
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${controlClass} ${error ? fieldLook.invalidBorder : fieldLook.validBorder} ${className}`}
        {...textarea}
      />
    </Field>
  );
}

/** A choice from a list: label, select and its error, wired as the other fields are. */
export function SelectField({
  label,
  name,
  error,
  hint,
  options,
  className = "",
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly { value: string; label: string }[] }) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${controlClass} ${error ? fieldLook.invalidBorder : fieldLook.validBorder} ${className}`}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-disabled={busy}
      // For a page without the framework, whose module says it while the form is sent (forms.enhance.ts).
      data-busy-label={busyLabel}
      className="inline-flex w-full items-center justify-center rounded-full bg-brand-600 px-6 py-3 font-semibold text-white transition-colors hover:bg-brand-700 disabled:cursor-wait disabled:opacity-80"
    >
      {busy ? busyLabel : children}
    </button>
  );
}
