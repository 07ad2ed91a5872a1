import type { SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "~/platform/db/client.server";

/** The person an account is: its id, and the address other domains may key their rows by. */
type Person = { id: string; email: string };

/**
 * What another domain holds about a person (DPDP Act 2023, GDPR): its part of "Download my data"
 * and what deleting the account erases with it. Each domain exports its own; the composer lists
 * them (app/personal-data.server.ts), and accounts reads no other domain's tables.
 */
export type PersonalDataPart = {
  /** Its part of the download, under its own keys; `origin` makes the file's download links. */
  exported(db: Db, person: Person, origin: string): Promise<Record<string, unknown>>;
  /**
   * Deleting the account: what must go first runs here (files in R2: were the batch to fail, the
   * rows are still there to delete again), then its statements join the account's one batch.
   */
  erased(db: Db, person: Person): Promise<BatchItem<"sqlite">[]>;
};

/**
 * Another domain's row keyed by an e-mail address that follows the account to a new address in
 * the change's one batch (and back, when the change is undone): the newsletter subscription.
 */
export type AddressFollower = {
  /** SQL: the row moves from `from` to `to`: there is one at `from` and none of its own at `to`. */
  moves(from: string, to: string): SQL;
  /** The statement that moves it, run only `when` holds. */
  move(db: Db, from: string, to: string, when: SQL): BatchItem<"sqlite">;
};
