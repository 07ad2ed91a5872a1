import { createContext, type ReactNode, useContext, useEffect, useMemo } from "react";
import { claimDrafts, draftOwner } from "./drafts";

/** Whose drafts this page may read and write (app/ui/drafts.ts); signed out where no one says. */
const DraftOwnerContext = createContext<string>(draftOwner(null));

/**
 * Makes the signed-in account (or "signed out") the owner of this page's drafts. Every hydrated
 * page, not only one with a composer, drops the drafts of anyone else at once: after a sign-out,
 * a session ended elsewhere, or another account's sign-in, the next person finds none of them.
 * The composers check again before they read (their effects run before this one).
 */
export function DraftOwnerProvider({ userId, children }: { userId: string | null; children: ReactNode }) {
  const owner = useMemo(() => draftOwner(userId), [userId]);
  useEffect(() => claimDrafts(owner), [owner]);
  return <DraftOwnerContext.Provider value={owner}>{children}</DraftOwnerContext.Provider>;
}

/** The owner of this page's drafts. */
export function useDraftOwner(): string {
  return useContext(DraftOwnerContext);
}
