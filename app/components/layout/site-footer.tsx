import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";

export function SiteFooter() {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  const footer = data?.footer;
  if (!footer) return <footer className="h-64 bg-gray-200" aria-label="Site footer" />;
  return (
    <footer className="bg-navy-900 px-6 py-12 text-white">
      <p>{footer.company_info.name}</p>
      <p>© {new Date().getFullYear()} Adrig AI Technologies. All rights reserved.</p>
    </footer>
  );
}
