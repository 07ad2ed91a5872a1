import { useNavigate } from "react-router";
import type { Route } from "./+types/forgot-password";
import { AuthPage } from "~/components/auth/auth-page";
import { ForgotPasswordForm } from "~/components/auth/forgot-password-form";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Reset your password", description: "Request a link to reset your ADRIG password.", noindex: true });

export default function ForgotPassword() {
  const navigate = useNavigate();
  return (
    <AuthPage
      title="Reset your password"
      description="Enter your account's email and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm onSuccess={() => navigate("/login")} />
    </AuthPage>
  );
}
