/**
 * How a form field looks valid and invalid, and its error line (form-field.tsx), written once for
 * the server's render and for the modules that show a check's answer without React
 * (app/ui/enhance/field-errors.ts). No React here: a content page's module imports it.
 */
export const fieldLook = {
  validBorder: "border-slate-300",
  invalidBorder: "border-red-600",
  error: "mt-1.5 text-sm font-medium text-red-700",
} as const;
