import data from "virtual:content/about";
import type { AboutData } from "./schema";

/** The copy of /about, from about.yml (checked at build time). */
export const aboutCopy: AboutData = data;
