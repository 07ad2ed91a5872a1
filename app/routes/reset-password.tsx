import { Link, useNavigate } from "react-router";
import type { Route } from "./+types/reset-password";
import { AuthPage } from "~/components/auth/auth-page";
import { ResetPasswordForm } from "~/components/auth/reset-password-form";
import { createDb, isEmailTokenUsable } from "~/lib/auth.server";
import { getRequestContext } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const { env } = getRequestContext(context);
  const usable = await isEmailTokenUsable(createDb(env.DB), token, "reset", new Date());
  return { token: usable ? token : null };
}

// The URL carries a secret token: never send it on as a referrer.
export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Choose a new password", description: "Set a new password for your ADRIG account.", noindex: true, canonicalUrl: "/reset-password" });

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  if (!loaderData.token) {
    return (
      <AuthPage title="This link has expired" description="Reset links work once and expire after one hour.">
        <Link to="/forgot-password" className="font-semibold text-brand-700 underline">
          Request a new reset link
        </Link>
      </AuthPage>
    );
  }
  return (
    <AuthPage title="Choose a new password" description="After saving, every device signed in to your account is signed out.">
      <ResetPasswordForm token={loaderData.token} onSuccess={() => navigate("/login")} />
    </AuthPage>
  );
}
