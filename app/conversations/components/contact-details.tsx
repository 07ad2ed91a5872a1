import { detailLines } from "~/conversations/contact-fields";

/**
 * The further details of the contact form (app/conversations/contact-fields.ts) that `audience`
 * sees, under the first message: "Label: value" for each one given; nothing when none was.
 */
export function ContactDetails({ audience, values }: { audience: "staff" | "client"; values: object }) {
  const lines = detailLines(audience, values);
  if (lines.length === 0) return null;
  return (
    <dl className="mt-2 space-y-0.5 text-sm" data-testid="contact-details">
      {lines.map((line) => (
        <div key={line.label} className="flex flex-wrap gap-x-1.5">
          <dt className="font-semibold text-navy-900">{line.label}:</dt>
          <dd className="break-words text-ink">{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}
