import { TextField } from "~/components/ui/form-field";
import { LIMITS } from "~/lib/validation/limits";

/** The e-mail input every account form asks for, with the limit from LIMITS. */
export function EmailField({ error, defaultValue }: { error?: string; defaultValue?: string }) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      required
      maxLength={LIMITS.email.max}
      defaultValue={defaultValue}
      error={error}
    />
  );
}

/** A password the person already has (login, confirming, deleting); never given back by the server. */
export function CurrentPasswordField({ label = "Password", name = "password", error }: { label?: string; name?: string; error?: string }) {
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
