import { Link } from "react-router";

export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-50 h-[var(--header-height)] bg-brand-600 text-white">
      <div className="mx-auto flex h-full max-w-7xl items-center px-6">
        <Link to="/" className="text-xl font-extrabold">
          ADRIG <span className="font-medium">Technologies</span>
        </Link>
      </div>
    </header>
  );
}
