import data from "virtual:content/about";
import type { AboutData } from "./schema";

/** The copy of /about, from about.yml (checked at build time). */
export const aboutCopy: AboutData = data;

/** The id of /about's journey section: the company's history is told there only. */
export const JOURNEY_ANCHOR = "about-journey";

/** Where the company's history is told; /team links here instead of repeating it. */
export const HISTORY_PATH = `/about#${JOURNEY_ANCHOR}`;
