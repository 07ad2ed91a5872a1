import data from "virtual:content/site";

/** Company facts, contact details, social links and pages, from site.yml (checked at build time). */
export const site = data;
