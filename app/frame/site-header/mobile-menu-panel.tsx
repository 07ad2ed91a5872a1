import * as Dialog from "@radix-ui/react-dialog";
import { type RefObject, useState } from "react";
import type { SessionUser } from "~/accounts";
import { AuthArea } from "./auth-area";
import { CloseMenuIcon, MENU_TITLE, type MobileMenuList, MobileMenuNav } from "./mobile-menu-nav";

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
  const [shown, setShown] = useState<MobileMenuList | null>(null);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-navy-950/40 lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-0 z-[70] flex flex-col overflow-y-auto bg-white p-5 text-ink lg:hidden"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-extrabold text-navy-900">{MENU_TITLE}</Dialog.Title>
            <Dialog.Close
              className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-brand-50"
              aria-label="Close menu"
            >
              <CloseMenuIcon />
            </Dialog.Close>
          </div>
          <MobileMenuNav
            user={user}
            open={shown}
            onToggle={(list) => setShown((now) => (now === list ? null : list))}
          />
          <div className="mt-6 border-t border-slate-200 pt-5">
            <AuthArea user={user} onBlue={false} variant="menu" beforeDialog={() => onOpenChange(false)} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
