import { useLocation } from "react-router";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/placeholder";

const headings: Record<string, string> = {
  "/service": "Service Page",
  "/product": "Product Page",
  "/work": "Work Page",
  "/plan": "Plan Page",
};

function headingFor(pathname: string): string {
  return headings[pathname.replace(/\/+$/, "")] ?? "Page";
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: headingFor(args.location.pathname), noindex: true });

export default function Placeholder() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-6">
      <h1 className="text-center text-4xl font-bold text-navy-900">{headingFor(pathname)}</h1>
    </div>
  );
}
