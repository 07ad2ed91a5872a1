import { getTableColumns, sql } from "drizzle-orm";
import { users } from "~/accounts/index.server";
import { conversations } from "./schema.server";

/**
 * Where a conversation's client is reached, decided in one place: a conversation that belongs to
 * an account (sent signed in, or added by its owner from the mailed link, ./claims.server.ts) goes
 * to the account's address as it is NOW, so a change of address (and its undo) takes every such
 * conversation with it, and a reply is never mailed to an address the account no longer has. A
 * conversation of no account goes to the address it was sent from (`contact_messages.email`,
 * which stays what was typed: the address of the first message, as the inbox's search knows it).
 */
const clientAddress = sql<string>`coalesce((select ${users.email} from ${users} where ${users.id} = ${conversations.userId}), ${conversations.email})`;

/** The account's time zone (app/ui/format.ts), or null: no account, or none known. */
const clientZone = sql<
  string | null
>`(select ${users.timeZone} from ${users} where ${users.id} = ${conversations.userId})`;

/**
 * A conversation's columns for mailing its client or showing them to staff: `email` is where the
 * client is reached now (above), `sentFrom` the address its first message came from, and
 * `clientZone` the zone their times are shown in.
 */
export const reachableConversation = {
  ...getTableColumns(conversations),
  email: clientAddress,
  sentFrom: conversations.email,
  clientZone,
};
