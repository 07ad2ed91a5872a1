import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { headerLinks, isInSection } from "~/lib/navigation";

// The panels' code loads when the pointer or focus first reaches the menu, not with the page.
const loadServices = () => import("./services-mega-menu");
const loadProducts = () => import("./product-menu");
const ServicesMegaMenu = lazy(() => loadServices().then((m) => ({ default: m.ServicesMegaMenu })));
const ProductMenu = lazy(() => loadProducts().then((m) => ({ default: m.ProductMenu })));
function preloadMenus() {
  void loadServices();
  void loadProducts();
}

function PanelFallback() {
  return <div className="h-72 w-[min(48rem,calc(100vw-2rem))] rounded-2xl bg-white shadow-2xl" aria-busy="true" />;
}

// Spec: menus open on hover after a delay (the Product menu at once), close 150 ms after the
// pointer leaves (Radix's own close delay) and toggle on click.
const HOVER_OPEN_DELAY_MS = 200;

const itemClass =
  "inline-flex items-center gap-1 rounded-full px-2.5 py-2 text-sm underline-offset-8 decoration-2 transition-colors lg:px-3";

function Chevron() {
  return (
    <svg
      width="12"
      height="12"
      viewBox="0 0 12 12"
      aria-hidden="true"
      className="transition-transform duration-200 group-data-[state=open]:rotate-180"
    >
      <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

export function DesktopNav({ onBlue }: { onBlue: boolean }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState("");
  useEffect(() => setOpen(""), [pathname]);

  // Darker on blue, so white text keeps WCAG AA contrast while hovered or open.
  const hover = onBlue
    ? "hover:bg-brand-800 data-[state=open]:bg-brand-800"
    : "hover:bg-brand-50 data-[state=open]:bg-brand-50";
  const current = "font-bold underline";
  const notCurrent = "font-medium";
  const triggerClass = (section: string) =>
    `group ${itemClass} ${hover} ${isInSection(pathname, section) ? current : notCurrent}`;

  return (
    <NavigationMenu.Root
      value={open}
      onValueChange={setOpen}
      delayDuration={HOVER_OPEN_DELAY_MS}
      aria-label="Main"
      className="relative hidden md:block"
    >
      <NavigationMenu.List
        className="flex items-center gap-0.5 lg:gap-1"
        onPointerEnter={preloadMenus}
        onFocus={preloadMenus}
      >
        <NavigationMenu.Item value="services">
          <NavigationMenu.Trigger className={triggerClass("/services")}>
            Services <Chevron />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content>
            <Suspense fallback={<PanelFallback />}>
              <ServicesMegaMenu />
            </Suspense>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        <NavigationMenu.Item value="products">
          <NavigationMenu.Trigger
            className={triggerClass("/products")}
            // Product menu hover delay is 0 ms (spec section 9).
            onPointerEnter={(event) => {
              if (event.pointerType === "mouse") setOpen("products");
            }}
          >
            Product <Chevron />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content>
            <Suspense fallback={<PanelFallback />}>
              <ProductMenu />
            </Suspense>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        {headerLinks.map((link) => {
          // Radix sets aria-current="page" on the active link.
          const active = isInSection(pathname, link.to);
          return (
            <NavigationMenu.Item key={link.to}>
              <NavigationMenu.Link asChild active={active}>
                <Link to={link.to} className={`${itemClass} ${hover} ${active ? current : notCurrent}`}>
                  {link.label}
                </Link>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          );
        })}
      </NavigationMenu.List>
      <div className="absolute left-1/2 top-full flex -translate-x-1/2 justify-center pt-3">
        <NavigationMenu.Viewport className="origin-top transition-[width,height] duration-200" />
      </div>
    </NavigationMenu.Root>
  );
}
