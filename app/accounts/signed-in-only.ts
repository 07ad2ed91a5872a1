import type { UIMatch } from "react-router";

/**
 * Pages that only a signed-in person can open (/account, the staff area) say so in their route's
 * `handle`, next to the guard their loader calls: signing out of one of them goes home, since
 * coming back to it would only lead to the login page.
 */
export const signedInOnly = { signedInOnly: true } as const;

export function isSignedInOnlyPage(matches: readonly UIMatch[]): boolean {
  return matches.some((match) => (match.handle as Partial<typeof signedInOnly> | undefined)?.signedInOnly === true);
}
