import data from "virtual:content/plan";
import type { PlanData } from "./schema";

/** The copy of /plan, from plan.yml (checked at build time); timeframes come from the catalogue. */
export const planCopy: PlanData = data;
