import { markInteractive } from "~/ui/enhance/dom";
import { onceVisible } from "./motion";

/** Spec section 9: the connecting line draws itself once, when 20% of the section is visible. */
const VISIBLE_THRESHOLD = 0.2;

/** The process section's line (process.tsx): drawn once, by its CSS transition, when the section comes into view. */
for (const section of document.querySelectorAll<HTMLElement>("section[data-process]")) {
  const line = section.querySelector<HTMLElement>('[data-testid="process-line"]');
  if (line) onceVisible(section, VISIBLE_THRESHOLD, () => line.setAttribute("data-state", "animated"));
}
markInteractive();
