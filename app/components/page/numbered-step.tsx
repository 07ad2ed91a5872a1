/**
 * A step of a numbered list: the number in a round badge (hidden from screen readers, which count
 * the `<ol>` themselves), the step's title and its text. Without the templates' parts, so pages
 * that draw their own sections (/about) load no icon set for it.
 */
export function NumberedStep({
  number,
  title,
  description,
  className = "",
}: {
  number: number;
  title: string;
  description: string;
  className?: string;
}) {
  return (
    <li className={`flex gap-5 ${className}`}>
      <span
        aria-hidden="true"
        className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-600 text-lg font-extrabold text-white"
      >
        {number}
      </span>
      <div>
        <h3 className="text-lg font-bold text-navy-900">{title}</h3>
        <p className="mt-1.5 leading-relaxed text-muted">{description}</p>
      </div>
    </li>
  );
}
