/** The signed-in user as the browser sees it (root loader data). Never carries secrets. */
export type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: "user" | "admin";
};

/** The spec's display rule: the profile name, else the part of the e-mail before the @. */
export function displayName(user: Pick<SessionUser, "name" | "email">): string {
  return user.name.trim() || user.email.split("@")[0] || user.email;
}
