import type { SessionUser } from "~/accounts";

/**
 * Staff: a person whose stored role is `admin` (the value stays in the data; the staff area's
 * URLs stay /admin/...). The one place that reads the role for "is this person staff?".
 */
export function isStaff(person: Pick<SessionUser, "role"> | null | undefined): boolean {
  return person?.role === "admin";
}
