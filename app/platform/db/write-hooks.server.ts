import type { SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import type { Db } from "./client.server";

/**
 * A place where a lower domain lets a higher one add statements to its own writes, so that what
 * the higher one keeps (the reports' daily counts, app/reports/) changes in the same D1 batch as
 * the write itself: never without it, never twice (docs/decisions/034-reports-and-roll-ups.md).
 * The lower domain declares the events it tells (a typed hook of its own) and runs what the
 * listeners hand back in its batch; it never names who listens, so imports still run one way.
 *
 * A listener answers with drizzle statements: a write made with drizzle's batch runs them as
 * they are, a write in plain D1 statements through `d1Statement`.
 */
export type HookStatement = BatchItem<"sqlite"> & { toSQL(): { sql: string; params: unknown[] } };

type WriteListener<E> = (db: Db, event: E) => Promise<HookStatement[]> | HookStatement[];

export type WriteHook<E> = {
  /** The statements every listener adds for `event`, in the order they listened; `db` is the write's own. */
  statements(db: Db, event: E): Promise<HookStatement[]>;
  /** Adds a listener (which may read what it needs with `db`); the same function twice listens once. */
  listen(listener: WriteListener<E>): void;
};

export function writeHook<E>(): WriteHook<E> {
  const listeners = new Set<WriteListener<E>>();
  return {
    async statements(db, event) {
      const out: HookStatement[] = [];
      for (const listener of listeners) out.push(...(await listener(db, event)));
      return out;
    },
    listen(listener) {
      listeners.add(listener);
    },
  };
}

const dialect = new SQLiteAsyncDialect();

/**
 * A listener's statement, or a drizzle `sql` one, as a plain D1 statement: for a batch written in
 * plain D1 (drizzle's own batch cannot carry a bound `sql` statement: db.run(sql) there has no
 * prepared statement to bind).
 */
export function d1Statement(d1: D1Database, statement: HookStatement | SQL): D1PreparedStatement {
  const query = "toSQL" in statement ? statement.toSQL() : dialect.sqlToQuery(statement);
  return d1.prepare(query.sql).bind(...query.params);
}

/**
 * One drizzle batch: a listener's statements first (their conditions read the state the write
 * finds), then `write`; answers the write's own result, as awaiting it alone would.
 */
export async function writeAfter<W extends BatchItem<"sqlite">>(
  db: Db,
  first: readonly HookStatement[],
  write: W,
): Promise<Awaited<W>> {
  if (first.length === 0) return (await write) as Awaited<W>;
  const results = await db.batch([...first, write] as unknown as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return results[results.length - 1] as Awaited<W>;
}
