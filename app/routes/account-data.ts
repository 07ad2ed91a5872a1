import { exportAccountData } from "~/accounts/account-settings.server";
import { deviceOf } from "~/accounts/devices.server";
import { requireUser } from "~/accounts/guards.server";
import { recordSecurityEvent } from "~/accounts/security-log.server";
import { personalDataParts } from "~/personal-data.server";
import { createDb } from "~/platform/db/client.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import type { Route } from "./+types/account-data";

/** "Download my data": everything we hold about the signed-in person, as a JSON file. */
export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  const { env } = getRequestContext(args.context);
  const db = createDb(env.DB);
  // The download is itself in the security log (and so in the file it makes).
  await recordSecurityEvent(db, {
    userId: user.id,
    kind: "data-downloaded",
    device: deviceOf(args.request),
    at: new Date(),
  });
  const exported = await exportAccountData(db, user.id, env.SITE_ORIGIN, personalDataParts(env));
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="adrig-account-data.json"',
      "Cache-Control": "private, no-store",
    },
  });
}
