import { personAnchor } from "~/content/derive";
import type { TeamMember } from "~/content/team";

function initialsOf(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  return `${parts[0]?.[0] ?? ""}${parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : ""}`.toUpperCase();
}

/** Meet the Team: initials avatars (no photos), name, role, bio. */
export function TeamGrid({ members }: { members: TeamMember[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2">
      {members.map((member) => (
        <li
          key={member.name}
          id={personAnchor(member.name)}
          className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:gap-5"
        >
          <span
            aria-hidden="true"
            className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xl font-extrabold text-white"
          >
            {initialsOf(member.name)}
          </span>
          <div>
            <h3 className="text-xl font-bold text-navy-900">{member.name}</h3>
            <p className="mt-1 font-semibold text-brand-700">{member.role}</p>
            <p className="mt-3 leading-relaxed text-muted">{member.bio}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
