import { redirect, useNavigate } from "react-router";
import type { Route } from "./+types/signup";
import { AuthPage } from "~/components/auth/auth-page";
import { SignupForm } from "~/components/auth/signup-form";
import { site } from "~/content/site";
import { getRequestContext } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";

export function loader({ context }: Route.LoaderArgs) {
  if (getRequestContext(context).user) throw redirect("/");
  return null;
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Create an Account", description: "Create your ADRIG account.", noindex: true });

export default function Signup() {
  const navigate = useNavigate();
  return (
    <AuthPage title="Create an Account" description={`Join ${site.brand} to access exclusive features and services`}>
      <SignupForm onSuccess={() => navigate("/login")} />
    </AuthPage>
  );
}
