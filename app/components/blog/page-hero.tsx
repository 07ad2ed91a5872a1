/** The blue band that opens the blog and team pages; it continues the header's blue at the top. */
export function PageHero({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="on-dark bg-brand-600 px-6 pb-16 pt-[calc(var(--header-height)+3.5rem)] text-white sm:pb-20">
      <div className="mx-auto max-w-4xl text-center">
        {eyebrow ? <p className="text-sm font-bold uppercase tracking-widest text-brand-50">{eyebrow}</p> : null}
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {children ? <div className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-white">{children}</div> : null}
      </div>
    </section>
  );
}
