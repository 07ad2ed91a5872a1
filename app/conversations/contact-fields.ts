import type { InputHTMLAttributes } from "react";
import type * as Valibot from "valibot";
import type { GenericSchema, InferOutput } from "valibot";

/**
 * The contact form's fields, declared once: what each is, who sees it, and, for a further
 * detail, its input, its check and its label. The form, its schemas, the keep list of a refused
 * post, the intake, the mail to the company mailbox, the staff's and the client's views and
 * "Download my data" all read this list (docs/architecture.md, "Adding a field to the contact
 * form"). The column of each field is in schema.server.ts, under the field's name.
 */

/** Who sees a field's value besides the sender in their form. */
type Shown = {
  /** Staff: the inbox's conversation page and the mail to the company mailbox. */
  staff: boolean;
  /** The client: their conversation on /messages/:id and the API's list of them. */
  client: boolean;
  /** "Download my data" (app/accounts/account-settings.server.ts): everything stored about a person belongs there. */
  export: boolean;
};

/**
 * A further detail: one text input after "Service Needed", stored as text (null when left
 * empty), shown as "Label: value" under the first message and in the notification mail.
 */
type DetailField = Shown & {
  label: string;
  input: Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "autoComplete" | "inputMode" | "maxLength" | "required">;
  /**
   * Its check, from what is posted (a string, or nothing) to what is stored. It is handed
   * valibot, so this file imports none: the form loads valibot only when it is used
   * (app/platform/validation/lazy-schema.ts), while every page may show these labels.
   */
  check: (v: typeof Valibot) => GenericSchema<unknown, string | null>;
  /** A value the check accepts: the tests send it through the form and find it everywhere it is shown. */
  sample: string;
};

/**
 * The four fields every message has. Each has its own control, check
 * (./validation/contact.ts) and place on every page; signed in, name and e-mail come from the account.
 */
const coreFields = {
  name: { staff: true, client: false, export: true },
  email: { staff: true, client: false, export: true },
  service: { staff: true, client: true, export: true },
  message: { staff: true, client: true, export: true },
} as const satisfies Record<string, Shown>;

/**
 * The further details a sender may give, in the form's order. A new one is an entry here and its
 * column in schema.server.ts, under the field's name (then `npm run db:generate`). The walk-through
 * of docs/architecture.md ("Adding a field to the contact form") adds "Phone" in full:
 * tests/walkthroughs/contact-field.patch, applied and run by `npm run test:walkthroughs`.
 */
const detailFields = {} as const satisfies Record<string, DetailField>;

type Fields = typeof coreFields & typeof detailFields;
type Details = typeof detailFields;
type Audience = keyof Shown;

export const contactFields: Fields = { ...coreFields, ...detailFields };
export type ContactFieldName = keyof Fields;
/** Every field's name, in the form's order of checks: what a refused post keeps. */
export const contactFieldNames = Object.keys(contactFields) as ContactFieldName[];

export type ContactDetailName = keyof Details;
/** The further details, each with its name, in the form's order. */
export const contactDetails = Object.entries(detailFields).map(([name, field]) => ({
  ...(field as DetailField),
  name: name as ContactDetailName,
}));

type CheckOf<K extends ContactDetailName> = Details[K] extends {
  check: (v: typeof Valibot) => infer S extends GenericSchema;
}
  ? S
  : never;
/** Each detail's schema by name, as ./validation/contact.ts builds them. */
export type ContactDetailChecks = { [K in ContactDetailName]: CheckOf<K> };
/** Each detail's stored value by name: what a sent message and a stored conversation carry. */
export type ContactDetailValues = { [K in ContactDetailName]: InferOutput<CheckOf<K>> };

/** The names of the fields `audience` sees. */
type ShownTo<A extends Audience> = { [K in ContactFieldName]: Fields[K][A] extends true ? K : never }[ContactFieldName];
/** The details `audience` sees, by name: what their view carries besides its own fields. */
export type ContactDetailsFor<A extends Audience> = Pick<ContactDetailValues, ShownTo<A> & ContactDetailName>;

/** The fields of a stored conversation `audience` sees, by name, in the declared order. */
export function valuesShownTo<A extends Audience, R extends Record<ContactFieldName, unknown>>(
  audience: A,
  row: R,
): Pick<R, ShownTo<A>> {
  const shown = contactFieldNames.filter((name) => contactFields[name][audience]);
  return Object.fromEntries(shown.map((name) => [name, row[name]])) as Pick<R, ShownTo<A>>;
}

/** The details of a sent message (or a stored conversation), by name, to store or mail. */
export function detailValues(values: ContactDetailValues): ContactDetailValues {
  return Object.fromEntries(contactDetails.map((d) => [d.name, values[d.name]])) as ContactDetailValues;
}

/**
 * Every further detail, left empty: what a conversation another domain starts (a booked
 * consultation, ./start.server.ts) stores and mails for the details it was never asked.
 */
export function noDetails(): ContactDetailValues {
  return Object.fromEntries(contactDetails.map((d) => [d.name, null])) as ContactDetailValues;
}

/** The details `audience` sees of a conversation, those given only, as labelled lines ("Phone: +91…"). */
export function detailLines(audience: Audience, values: object): { label: string; value: string }[] {
  const byName: Partial<Record<string, unknown>> = values;
  return contactDetails
    .filter((d) => d[audience])
    .flatMap((d) => {
      const value = byName[d.name];
      return typeof value === "string" && value !== "" ? [{ label: d.label, value }] : [];
    });
}
