import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { SubmitButton, TextField } from "~/components/ui/form-field";
import { postJson } from "~/lib/api-client";
import { notify } from "~/lib/toast";
import { loginSchema } from "~/lib/validation/auth";
import { useAuthUi } from "./auth-ui";
import { unexpectedError } from "./messages";
import { useApiForm } from "./use-api-form";

type Props = {
  onSuccess: () => void;
  /** In the dialog these switch dialogs; on the /login page they are plain links. */
  onForgotPassword?: () => void;
  onSwitchToSignup?: () => void;
};

/**
 * Email and password. Without JavaScript it posts to the API, which answers with a redirect and a
 * flash message; with JavaScript it validates first and answers with toasts.
 */
export function LoginForm({ onSuccess, onForgotPassword, onSwitchToSignup }: Props) {
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const { setPending } = useAuthUi();
  const revalidator = useRevalidator();
  const { errors, busy, formProps } = useApiForm(loginSchema, {
    path: "/api/auth/login",
    failureTitle: "Login Failed",
    onBusyChange: setPending,
    onSuccess: async () => {
      notify({ kind: "success", title: "Login Successful", description: "Welcome back!" });
      await revalidator.revalidate();
      onSuccess();
    },
    onFailure: (failure, input) => setUnconfirmed(failure.code === "email_not_confirmed" ? input.email : null),
  });

  return (
    <form {...formProps} className="space-y-4">
      <TextField label="Email" name="email" type="email" autoComplete="email" required maxLength={254} error={errors.email} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        minLength={6}
        maxLength={256}
        error={errors.password}
      />
      {unconfirmed ? <ResendConfirmation email={unconfirmed} /> : null}
      <SubmitButton busy={busy} busyLabel="Logging in...">
        Login
      </SubmitButton>
      <div className="flex items-center justify-between text-sm">
        {onForgotPassword ? (
          <button type="button" onClick={onForgotPassword} className="font-semibold text-brand-700 hover:underline">
            Forgot Password?
          </button>
        ) : (
          <Link to="/forgot-password" className="font-semibold text-brand-700 hover:underline">
            Forgot Password?
          </Link>
        )}
        <p className="text-muted">
          No account?{" "}
          {onSwitchToSignup ? (
            <button type="button" onClick={onSwitchToSignup} className="font-semibold text-brand-700 hover:underline">
              Sign Up
            </button>
          ) : (
            <Link to="/signup" className="font-semibold text-brand-700 hover:underline">
              Sign Up
            </Link>
          )}
        </p>
      </div>
    </form>
  );
}

function ResendConfirmation({ email }: { email: string }) {
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle");
  async function resend() {
    setState("sending");
    try {
      const result = await postJson<{ message: string }>("/api/auth/confirm/resend", { email });
      if (result.ok) {
        notify({ kind: "success", title: "Check your email", description: result.data.message });
        setState("sent");
      } else {
        notify({ kind: "error", title: "Error", description: result.error });
        setState("idle");
      }
    } catch {
      notify(unexpectedError);
      setState("idle");
    }
  }
  return (
    <div role="status" className="rounded-xl bg-brand-50 p-3 text-sm text-navy-900">
      <p>Your email address is not confirmed yet.</p>
      <button
        type="button"
        onClick={resend}
        disabled={state !== "idle"}
        className="mt-1 font-semibold text-brand-700 hover:underline disabled:opacity-70"
      >
        {state === "sent" ? "Confirmation email sent" : state === "sending" ? "Sending..." : "Resend confirmation email"}
      </button>
    </div>
  );
}
