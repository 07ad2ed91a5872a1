import data from "virtual:content/work";
import type { WorkData } from "./schema";

/** The copy of /work, from work.yml (checked at build time); the cards come from the catalogue. */
export const workCopy: WorkData = data;
