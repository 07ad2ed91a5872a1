import type { ReactNode } from "react";

/** The layout of /login, /signup, /forgot-password and /reset-password: one centred card. */
export function AuthPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className="bg-brand-50 px-4 pb-20 pt-12">
      <section
        className="mx-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-xl ring-1 ring-black/5 sm:p-8"
        aria-labelledby="auth-title"
      >
        <h1 id="auth-title" className="text-2xl font-extrabold text-navy-900">
          {title}
        </h1>
        <p className="mt-1.5 text-muted">{description}</p>
        {/* A content page's sign-in dialog shows a post's answer from here (forms.enhance.ts). */}
        <div className="mt-6" data-form-region="">
          {children}
        </div>
      </section>
    </div>
  );
}
