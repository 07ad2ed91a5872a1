import { sql } from "drizzle-orm";
import type { Db } from "~/platform/db/client.server";
import type { Booking } from "./schema.server";

/**
 * What the reports' rebuild reads of the bookings kept (app/reports/rebuild.server.ts): when each
 * was made, when it is, and what became of it; a page at a time, by id. Nothing personal.
 */
export async function bookingFactsAfter(
  db: Db,
  afterId: string,
  limit: number,
): Promise<{ id: string; createdAt: Date; startAt: Date; status: Booking["status"] }[]> {
  const rows = await db.all<{ id: string; created_at: number; start_at: number; status: Booking["status"] }>(sql`
    select id, created_at, start_at, status from bookings where id > ${afterId} order by id limit ${limit}`);
  return rows.map((r) => ({
    id: r.id,
    createdAt: new Date(r.created_at),
    startAt: new Date(r.start_at),
    status: r.status,
  }));
}
