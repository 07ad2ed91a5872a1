import type { WorkCard } from "~/content/derive-pages";

/**
 * Whether `card` of a group's `cards` spans both columns of the grid: a product always, a case
 * study when it would stand alone in its row (the last of an odd number).
 */
export function spansGrid(cards: readonly WorkCard[], card: WorkCard): boolean {
  if (card.kind === "product") return true;
  const studies = cards.filter((candidate) => candidate.kind === "case-study");
  return studies.length % 2 === 1 && studies.at(-1) === card;
}
