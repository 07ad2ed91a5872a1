import data from "virtual:content/process";
import type { ProcessData } from "./schema";

/** The way we work, from process.yml (checked at build time): /plan tells it in full. */
export const processCopy: ProcessData = data;

/** The id of /plan's process section. */
export const PROCESS_ANCHOR = "process";

/** Where the process is told in full; the pages that show only its stages link here. */
export const PROCESS_PATH = `/plan#${PROCESS_ANCHOR}`;

/** A stage as the pages that summarise the process show it: its number, name and summary. */
export type ProcessStageSummary = { number: string; title: string; description: string };

/** The three stages, numbered "01" to "03", with their summaries: the home page's and service pages' short form. */
export const processStages: ProcessStageSummary[] = data.stages.map((stage, index) => ({
  number: String(index + 1).padStart(2, "0"),
  title: stage.title,
  description: stage.summary,
}));
