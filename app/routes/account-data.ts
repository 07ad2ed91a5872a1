import { accountDeps, deviceOf, downloadAccountData, requireUser } from "~/accounts/index.server";

import { personalDataParts } from "~/personal-data.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import type { Route } from "./+types/account-data";

/** "Download my data": everything we hold about the signed-in person, as a JSON file. */
export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  const { env } = getRequestContext(args.context);
  const deps = accountDeps(env, args.request);
  const exported = await downloadAccountData(
    deps,
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
}
