import { getTableColumns, sql } from "drizzle-orm";
import { users } from "~/accounts/index.server";
import { conversations } from "./schema.server";

/** The account's time zone (app/ui/format.ts), or null: no account, or none known. */
const clientZone = sql<
  string | null
>`(select ${users.timeZone} from ${users} where ${users.id} = ${conversations.userId})`;

/** A conversation's columns for mailing its client: `clientZone` is the zone their times are shown in. */
export const reachableConversation = {
  ...getTableColumns(conversations),
  clientZone,
};
