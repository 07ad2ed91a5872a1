import { redirect } from "react-router";
import { requireStaff } from "~/staff/index.server";
import type { Route } from "./+types/admin";

/** /admin has no page of its own: the inbox is where staff start. */
export function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  return redirect("/admin/messages");
}

/** Never rendered (the loader always redirects); its presence makes the 404 for non-admins the site's page. */
export default function AdminIndex() {
  return null;
}
