import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { claimDrafts, draftOwner, forgetDrafts, readDraft, writeDraft } from "~/ui/drafts";

/**
 * Drafts kept in the browser belong to whoever wrote them: an account, or "signed out"
 * (app/ui/drafts.ts). A page whose owner differs from the stored one finds none of them, and
 * signing out forgets them all. Run here against a Storage of our own: the module is the same
 * code the browser runs, and names no framework.
 */

/** localStorage as the browser has it, for one test. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal("localStorage", storage);
});
afterEach(() => vi.unstubAllGlobals());

/** Every key and value kept, as one string. */
function everything(): string {
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? "");
  return keys.map((key) => `${key}=${storage.getItem(key)}`).join("\n");
}

const ACCOUNT_A = "u_01JD8Z4Q1M7Y3K2P5N6R8T9V0W";
const ACCOUNT_B = "u_01JD8Z4Q1M7Y3K2P5N6R8T9V0X";

describe("drafts kept in the browser", () => {
  it("come back to the one who wrote them", () => {
    const a = draftOwner(ACCOUNT_A);
    writeDraft(a, "contact:message", "A's half-written message");
    writeDraft(a, "client:conv-1", "A's half-written answer");
    expect(readDraft(a, "contact:message")).toBe("A's half-written message");
    expect(readDraft(a, "client:conv-1")).toBe("A's half-written answer");
    writeDraft(a, "contact:message", null);
    expect(readDraft(a, "contact:message")).toBeNull();
    expect(readDraft(a, "client:conv-1")).toBe("A's half-written answer");
  });

  it("are all dropped, before anything is read, for a signed-out page or another account", () => {
    const a = draftOwner(ACCOUNT_A);
    writeDraft(a, "contact:message", "A's message");
    writeDraft(a, "conv-2:reply", "A's staff reply");
    expect(readDraft(draftOwner(null), "contact:message")).toBeNull();
    expect(everything()).not.toContain("A's");
    // And back to A: nothing returns.
    expect(readDraft(a, "conv-2:reply")).toBeNull();

    writeDraft(a, "conv-2:reply", "A's staff reply");
    expect(readDraft(draftOwner(ACCOUNT_B), "conv-2:reply")).toBeNull();
    expect(everything()).not.toContain("A's");
  });

  it("written signed out are not handed to an account that signs in", () => {
    writeDraft(draftOwner(null), "contact:message", "A visitor's message");
    claimDrafts(draftOwner(ACCOUNT_A));
    expect(readDraft(draftOwner(ACCOUNT_A), "contact:message")).toBeNull();
    expect(everything()).not.toContain("visitor's");
  });

  it("are forgotten at sign-out, whoever wrote them, and older drafts without an owner are dropped", () => {
    writeDraft(draftOwner(ACCOUNT_A), "contact:message", "A's message");
    forgetDrafts();
    expect(storage.length).toBe(0);

    // A draft from before owners were kept: nobody can tell whose it is.
    storage.setItem("adrig-draft:contact:message", "Whose message?");
    storage.setItem("unrelated", "kept");
    expect(readDraft(draftOwner(ACCOUNT_A), "contact:message")).toBeNull();
    expect(storage.getItem("adrig-draft:contact:message")).toBeNull();
    expect(storage.getItem("unrelated")).toBe("kept");
  });

  it("are marked with an owner that is not the account's id, and the same for every signed-out visitor", () => {
    const a = draftOwner(ACCOUNT_A);
    expect(a).not.toContain(ACCOUNT_A);
    expect(a).not.toBe(draftOwner(ACCOUNT_B));
    expect(a).toBe(draftOwner(ACCOUNT_A));
    expect(draftOwner(null)).toBe(draftOwner(undefined));
    writeDraft(a, "contact:message", "A's message");
    expect(everything()).not.toContain(ACCOUNT_A);
  });

  it("only lose the convenience where storage is unavailable", () => {
    vi.stubGlobal("localStorage", undefined);
    expect(() => writeDraft(draftOwner(null), "contact:message", "text")).not.toThrow();
    expect(readDraft(draftOwner(null), "contact:message")).toBeNull();
    expect(() => forgetDrafts()).not.toThrow();
  });
});
