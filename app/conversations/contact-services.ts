import contactServiceOptions from "virtual:content/contact-options";
import type { ServiceOption } from "../content/derive";

/** The contact form's "Service Needed" options (docs/product-spec.md §2), derived at build time from the catalogue (app/content/derive.ts): the overview's categories and "Other". */
export const serviceOptions: readonly ServiceOption[] = contactServiceOptions;

/** The label shown for a stored service value (the general label when none was chosen). */
export function serviceLabel(value: string | null | undefined): string {
  return serviceOptions.find((o) => o.value === value)?.label ?? "General Inquiry";
}
