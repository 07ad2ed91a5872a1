import * as Dialog from "@radix-ui/react-dialog";
import { type RefObject, useId, useState } from "react";
import { Link, NavLink } from "react-router";
import type { SessionUser } from "~/accounts/session-user";
import { headerLinks } from "~/frame/site-header/navigation";
import { isStaff } from "~/staff/is-staff";
import { AuthArea } from "./auth-area";
import { StaffAreaLink } from "./staff-area-link";
import { useSiteNavigation } from "./use-site-navigation";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-xl px-4 py-3 text-lg font-semibold text-navy-900 hover:bg-brand-50 ${isActive ? "underline decoration-2 underline-offset-8" : ""}`;

/**
 * The full-screen slide-in menu's panel (loaded on first open). Radix Dialog traps focus, closes
 * on Escape and locks page scroll; focus goes back to the menu button when it closes.
 */
export default function MobileMenuPanel({
  open,
  onOpenChange,
  user,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: SessionUser | null;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const [productsOpen, setProductsOpen] = useState(false);
  const productsId = useId();
  const { products } = useSiteNavigation();

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-navy-950/40 md:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-0 z-[70] flex flex-col overflow-y-auto bg-white p-5 text-ink md:hidden"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-extrabold text-navy-900">Menu</Dialog.Title>
            <Dialog.Close
              className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-brand-50"
              aria-label="Close menu"
            >
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile" className="mt-6 flex-1">
            <ul className="space-y-1">
              <li>
                <NavLink to="/services" className={linkClass}>
                  Service
                </NavLink>
              </li>
              <li>
                <button
                  type="button"
                  aria-expanded={productsOpen}
                  aria-controls={productsId}
                  onClick={() => setProductsOpen((v) => !v)}
                  className="flex w-full items-center justify-between rounded-xl px-4 py-3 text-left text-lg font-semibold text-navy-900 hover:bg-brand-50"
                >
                  Product
                  <svg
                    width="14"
                    height="14"
                    viewBox="0 0 12 12"
                    aria-hidden="true"
                    className={productsOpen ? "rotate-180" : ""}
                  >
                    <path
                      d="M2.5 4.5 6 8l3.5-3.5"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.8"
                      strokeLinecap="round"
                    />
                  </svg>
                </button>
                <ul id={productsId} hidden={!productsOpen} className="ml-4 border-l-2 border-brand-100 pl-3">
                  {products.map((product) => (
                    <li key={product.slug}>
                      <Link
                        to={product.path}
                        className="block rounded-lg px-3 py-2.5 font-medium text-navy-800 hover:bg-brand-50"
                      >
                        {product.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
              {headerLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={linkClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
              {isStaff(user) ? (
                <li>
                  <StaffAreaLink user={user} className={linkClass({ isActive: false })} />
                </li>
              ) : null}
            </ul>
          </nav>
          <div className="mt-6 border-t border-slate-200 pt-5">
            <AuthArea user={user} onBlue={false} variant="menu" beforeDialog={() => onOpenChange(false)} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
