import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { headerLinks, isInSection } from "~/frame/site-header/navigation";
import { Chevron, navItemClass, navListClass } from "./nav-style";

// The panels' code loads when the pointer or focus first reaches the menu, not with the page.
const loadServices = () => import("./services-mega-menu");
const loadProducts = () => import("./product-menu");
const ServicesMegaMenu = lazy(() => loadServices().then((m) => ({ default: m.ServicesMegaMenu })));
const ProductMenu = lazy(() => loadProducts().then((m) => ({ default: m.ProductMenu })));
void loadServices();
void loadProducts();

function PanelFallback() {
  return <div className="h-72 w-[min(48rem,calc(100vw-2rem))] rounded-2xl bg-white shadow-2xl" aria-busy="true" />;
}

// Spec: menus open on hover after a delay (the Product menu at once), close 150 ms after the
// pointer leaves (Radix's own close delay) and toggle on click.
export const HOVER_OPEN_DELAY_MS = 200;

export type NavHandover = {
  /** The item that had focus in the first-paint nav: focus moves to its twin. */
  focusKey?: string;
  /** A menu to open at once (its trigger was clicked before this code arrived). */
  open?: string;
  /** The trigger under the pointer: opens after the hover delay, as if hovered here. */
  hovered?: string;
};

/** The interactive header menu (Radix NavigationMenu): Services mega menu, Product menu, links. */
export function DesktopNav({ onBlue, handover = {} }: { onBlue: boolean; handover?: NavHandover }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(handover.open ?? "");
  // Radix starts a hover-open timer when the pointer enters a trigger and does not cancel it on
  // click, so "enter, click open, click closed" within the hover delay reopened the menu. A menu
  // closed by a click stays closed until the pointer leaves its trigger or it is clicked again.
  const closedByClick = useRef("");
  const onValueChange = (next: string) => {
    if (next && next === closedByClick.current) return;
    setOpen(next);
  };
  const triggerGuards = (key: string) => ({
    onClick: () => {
      closedByClick.current = open === key ? key : "";
    },
    onPointerLeave: () => {
      if (closedByClick.current === key) closedByClick.current = "";
    },
  });
  // Close on route change (not on mount: a click may have handed over an open menu).
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen("");
  }

  // In the same commit as the swap, so no key press can land on the removed first-paint item.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only at the hand-over; afterwards focus is the person's own.
  useLayoutEffect(() => {
    if (handover.focusKey) document.querySelector<HTMLElement>(`[data-nav-key="${handover.focusKey}"]`)?.focus();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, right after this nav replaced the first-paint one.
  useEffect(() => {
    const hovered = handover.hovered;
    if (!hovered || handover.open) return;
    const timer = window.setTimeout(
      () => {
        const trigger = document.querySelector(`[data-nav-key="${hovered}"]`);
        if (trigger?.matches(":hover")) setOpen(hovered);
      },
      hovered === "products" ? 0 : HOVER_OPEN_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <NavigationMenu.Root
      value={open}
      onValueChange={onValueChange}
      delayDuration={HOVER_OPEN_DELAY_MS}
      aria-label="Main"
      className="relative hidden lg:block"
    >
      <NavigationMenu.List className={navListClass}>
        <NavigationMenu.Item value="services">
          <NavigationMenu.Trigger
            data-nav-key="services"
            className={navItemClass(onBlue, pathname, "/services", true)}
            {...triggerGuards("services")}
          >
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
            data-nav-key="products"
            className={navItemClass(onBlue, pathname, "/products", true)}
            {...triggerGuards("products")}
            // Product menu hover delay is 0 ms (docs/product-spec.md §9).
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
        {headerLinks.map((link) => (
          <NavigationMenu.Item key={link.to}>
            {/* Radix sets aria-current="page" on the active link. */}
            <NavigationMenu.Link asChild active={isInSection(pathname, link.to)}>
              <Link to={link.to} data-nav-key={link.to} className={navItemClass(onBlue, pathname, link.to)}>
                {link.label}
              </Link>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
      <div className="absolute left-1/2 top-full flex -translate-x-1/2 justify-center pt-3">
        <NavigationMenu.Viewport className="origin-top transition-[width,height] duration-200" />
      </div>
    </NavigationMenu.Root>
  );
}
