/**
 * Drafts: text typed into a composer and not sent yet (the contact form's message, a client's
 * answer, a staff reply or note), kept in this browser's localStorage so it survives leaving the
 * page. A draft belongs to whoever wrote it, an account or "signed out": one person's unsent words
 * must never be put in front of the next person on the browser, who could send them as their own.
 * So every draft is stored beside an owner marker, and a page whose owner differs from it drops
 * every draft before it reads one; signing out forgets them all (docs/accounts-and-security.md,
 * "Drafts"). The marker is a digest of the account's opaque id, never a name, an address or the id
 * itself.
 *
 * No framework: the React hooks (use-draft.ts), the root's owner check (draft-owner.tsx) and the
 * content pages' modules (forms.enhance.ts) all use this. Storage that is unavailable (private
 * mode, full) only loses the convenience.
 */

/** Every draft's key starts with this, so that all of them can be found and dropped. */
const PREFIX = "adrig-draft:";
/** Whose the stored drafts are: `draftOwner()` of the page that wrote them. */
const OWNER_KEY = "adrig-drafts-owner";
const SIGNED_OUT = "signed-out";

/** The owner marker of a page: the signed-in account's (a digest of its id), or "signed out". */
export function draftOwner(userId: string | null | undefined): string {
  return userId ? `account-${digest(userId)}` : SIGNED_OUT;
}

/** Drops every draft kept for another owner (or for none: older drafts), before `owner` reads or writes. */
export function claimDrafts(owner: string): void {
  const store = storage();
  if (!store) return;
  try {
    if (store.getItem(OWNER_KEY) !== owner) dropAll(store);
  } catch {
    // Nothing to do: storage refused.
  }
}

/** `owner`'s draft under `name`, or null. */
export function readDraft(owner: string, name: string): string | null {
  claimDrafts(owner);
  try {
    return storage()?.getItem(PREFIX + name) ?? null;
  } catch {
    return null;
  }
}

/** Keeps `value` as `owner`'s draft under `name`; an empty or null value forgets it. */
export function writeDraft(owner: string, name: string, value: string | null): void {
  claimDrafts(owner);
  const store = storage();
  if (!store) return;
  try {
    if (value) {
      store.setItem(OWNER_KEY, owner);
      store.setItem(PREFIX + name, value);
    } else store.removeItem(PREFIX + name);
  } catch {
    // Nothing to do: the draft simply is not kept.
  }
}

/** Every draft of this browser, whoever wrote it: at sign-out. */
export function forgetDrafts(): void {
  const store = storage();
  if (!store) return;
  try {
    dropAll(store);
  } catch {
    // Nothing to do: storage refused.
  }
}

function dropAll(store: Storage) {
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
  store.removeItem(OWNER_KEY);
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // A browser that refuses storage throws on the property itself.
    return null;
  }
}

/**
 * A 64-bit digest (cyrb53's mixing, two 32-bit halves): the same id gives the same marker, two
 * accounts practically never share one, and the id cannot be read from it. Not a secret: it only
 * keeps the account's id out of storage that outlives the session.
 */
function digest(text: string): string {
  let h1 = 0xdeadbeef ^ text.length;
  let h2 = 0x41c6ce57 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h2 >>> 0).toString(16).padStart(8, "0") + (h1 >>> 0).toString(16).padStart(8, "0");
}
