import { env } from "cloudflare:test";

/**
 * The real local D1, wrapped in the test (never in the product) to record what the Worker asks
 * of it: how each D1 session starts (`first-primary`, `first-unconstrained` or a bookmark) and
 * every statement it executes, a batch counting each of its statements; and the round trips, a
 * batch counting as one.
 */
export function countingD1() {
  const starts: string[] = [];
  const statements: string[] = [];
  const trips = { count: 0 };
  const sqlOf = new WeakMap<object, string>();
  const counted = (stmt: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const run =
      <K extends "first" | "all" | "run" | "raw">(method: K) =>
      (...args: unknown[]) => {
        statements.push(sql);
        trips.count++;
        return (stmt[method] as (...a: unknown[]) => unknown)(...args);
      };
    const wrapped = {
      bind: (...values: unknown[]) => counted(stmt.bind(...values), sql),
      first: run("first"),
      all: run("all"),
      run: run("run"),
      raw: run("raw"),
      inner: stmt,
    };
    sqlOf.set(wrapped, sql);
    return wrapped as unknown as D1PreparedStatement;
  };
  const inner = (s: D1PreparedStatement) => (s as unknown as { inner?: D1PreparedStatement }).inner ?? s;
  const over = (db: Pick<D1Database, "prepare" | "batch">) => ({
    prepare: (sql: string) => counted(db.prepare(sql), sql),
    batch(list: D1PreparedStatement[]) {
      trips.count++;
      for (const s of list) statements.push(sqlOf.get(s) ?? "batch");
      return db.batch(list.map(inner));
    },
  });
  const DB = {
    ...over(env.DB),
    exec: (sql: string) => env.DB.exec(sql),
    dump: () => env.DB.dump(),
    withSession(start?: string) {
      starts.push(start ?? "first-unconstrained");
      const session = env.DB.withSession(start);
      return { ...over(session), getBookmark: () => session.getBookmark() };
    },
  } as unknown as D1Database;
  return {
    DB,
    starts,
    statements,
    /** Calls to D1: each statement run on its own, and each batch. */
    get roundTrips() {
      return trips.count;
    },
    reset() {
      starts.length = 0;
      statements.length = 0;
      trips.count = 0;
    },
  };
}
