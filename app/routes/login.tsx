import { redirect, useNavigate } from "react-router";
import type { Route } from "./+types/login";
import { AuthPage } from "~/components/auth/auth-page";
import { LoginForm } from "~/components/auth/login-form";
import { site } from "~/content/site";
import { getRequestContext } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";

export function loader({ context }: Route.LoaderArgs) {
  if (getRequestContext(context).user) throw redirect("/");
  return null;
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Login", description: "Log in to your ADRIG account.", noindex: true });

export default function Login() {
  const navigate = useNavigate();
  return (
    <AuthPage title={`Login to ${site.brand}`} description="Enter your credentials to access your account">
      <LoginForm onSuccess={() => navigate("/")} />
    </AuthPage>
  );
}
