import { Link, type LinkProps } from "react-router";

type Variant = "primary" | "secondary" | "on-dark" | "outline-on-dark";

const variants: Record<Variant, string> = {
  primary: "bg-brand-600 text-white hover:bg-brand-700",
  secondary: "border-2 border-brand-600 text-brand-700 hover:bg-brand-50",
  "on-dark": "bg-white text-brand-700 hover:bg-brand-50",
  "outline-on-dark": "border-2 border-white text-white hover:bg-white/10",
};

/** A link styled as a button; every call to action on the site uses it. */
export function ButtonLink({ variant = "primary", className = "", ...props }: LinkProps & { variant?: Variant }) {
  return (
    <Link
      {...props}
      className={`inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 font-semibold transition-colors ${variants[variant]} ${className}`}
    />
  );
}
