import type { InputHTMLAttributes } from "react";
import { TextField } from "~/ui/form-field";
import { LIMITS } from "~/ui/forms/limits";

/** What a form may set on the shared fields: its error and the input's value, state and handlers. */
type FieldProps = { error?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "type">;

/** The e-mail input every account and contact form asks for, with the limit from LIMITS. */
export function EmailField(props: FieldProps) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      required
      maxLength={LIMITS.email.max}
      {...props}
    />
  );
}

/** The person's full name (sign-up, profile, contact), with the limits from LIMITS. */
export function FullNameField(props: FieldProps) {
  return (
    <TextField
      label="Full Name"
      name="name"
      autoComplete="name"
      required
      minLength={LIMITS.name.min}
      maxLength={LIMITS.name.max}
      {...props}
    />
  );
}

/** A password the person already has (login, confirming, deleting); never given back by the server. */
export function CurrentPasswordField({
  label = "Password",
  name = "password",
  error,
}: {
  label?: string;
  name?: string;
  error?: string;
}) {
  return (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete="current-password"
      required
      maxLength={LIMITS.password.max}
      error={error}
    />
  );
}
