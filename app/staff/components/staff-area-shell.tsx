import type { ReactNode } from "react";

/** The page inside the staff frame (StaffShell): its heading, its actions, its content. */
export function StaffAreaShell({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="px-4 pb-16 pt-6 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h1 className="text-3xl font-extrabold text-navy-900">{title}</h1>
          {actions}
        </div>
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
