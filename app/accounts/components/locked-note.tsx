/** What a security section says before "Confirm it's you": its state stays readable, its changes wait. */
export function LockedNote({ what }: { what: string }) {
  return (
    <p className="rounded-xl bg-slate-50 p-4 text-sm text-ink ring-1 ring-slate-200">
      To change {what}, first{" "}
      <a href="#security" className="font-semibold text-brand-700 underline underline-offset-4">
        confirm it's you
      </a>
      .
    </p>
  );
}
