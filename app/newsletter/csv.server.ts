import { csvText } from "~/platform/csv";
import type { ConfirmedSubscriber } from "./subscribers.server";

/** The export of the confirmed subscribers: `email,confirmed_at,source`, dates in ISO 8601 UTC. */
export function subscribersCsv(rows: readonly ConfirmedSubscriber[]): string {
  return csvText([
    ["email", "confirmed_at", "source"],
    ...rows.map((r) => [r.email, r.confirmedAt.toISOString(), r.source]),
  ]);
}
