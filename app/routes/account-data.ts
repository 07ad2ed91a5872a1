import { redirect } from "react-router";
import { accountDeps, deviceOf, downloadAccountData, requireUser } from "~/accounts/index.server";

import { personalDataParts } from "~/personal-data.server";
import { readFormBody } from "~/platform/http/body.server";
import { jsonAction } from "~/platform/http/json-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import type { Route } from "./+types/account-data";

/**
 * A GET downloads nothing and logs nothing: a link on another site (or an old bookmark) cannot
 * make the download happen. It leads to /account's "Your Data", whose button posts.
 */
export function loader() {
  return redirect("/account#data", 303);
}

/**
 * "Download my data": everything we hold about the signed-in person, as a JSON file. A POST from
 * /account's button, so the global origin check refuses one sent by another site.
 */
export async function action(args: Route.ActionArgs) {
  const user = requireUser(args);
  const { env } = getRequestContext(args.context);
  return jsonAction(args.request, "account_data", async () => {
    // The button sends no field; reading the body keeps the forms' limits (415, 413) here too.
    await readFormBody(args.request);
    const exported = await downloadAccountData(
      accountDeps(env, args.request),
      user.id,
      deviceOf(args.request),
      env.SITE_ORIGIN,
      personalDataParts(env),
    );
    return new Response(JSON.stringify(exported, null, 2), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": 'attachment; filename="adrig-account-data.json"',
        "Cache-Control": "private, no-store",
      },
    });
  });
}
