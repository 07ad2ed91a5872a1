import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { Link } from "react-router";

/** A card in a header menu panel: a title and one line of description; following it closes the menu. */
export function MenuCard({
  to,
  title,
  description,
  size,
}: {
  to: string;
  title: string;
  description: string;
  size: "md" | "sm";
}) {
  const small = size === "sm";
  return (
    <NavigationMenu.Link asChild>
      <Link
        to={to}
        className={`block h-full rounded-xl border border-slate-200 transition-colors hover:border-brand-300 hover:bg-brand-50 ${small ? "p-3.5" : "p-4"}`}
      >
        <span className={`block font-bold text-navy-900 ${small ? "text-sm" : ""}`}>{title}</span>
        <span className={`block leading-relaxed text-muted ${small ? "mt-1 text-xs" : "mt-1.5 text-sm"}`}>
          {description}
        </span>
      </Link>
    </NavigationMenu.Link>
  );
}
