import type { ComponentProps } from "react";
import { Link } from "react-router";

type Props = Omit<ComponentProps<typeof Link>, "to" | "title" | "children" | "className"> & {
  to: string;
  title: string;
  description: string;
  size: "md" | "sm";
};

/** A header menu panel's card: a title and one line of description (the hydrated menu wraps it, menu-card.tsx). */
export function MenuCardLink({ to, title, description, size, ...rest }: Props) {
  const small = size === "sm";
  return (
    <Link
      {...rest}
      to={to}
      className={`block h-full rounded-xl border border-slate-200 transition-colors hover:border-brand-300 hover:bg-brand-50 ${small ? "p-3.5" : "p-4"}`}
    >
      <span className={`block font-bold text-navy-900 ${small ? "text-sm" : ""}`}>{title}</span>
      <span className={`block leading-relaxed text-muted ${small ? "mt-1 text-xs" : "mt-1.5 text-sm"}`}>
        {description}
      </span>
    </Link>
  );
}
