import { and, eq, sql } from "drizzle-orm";
import type { AddressFollower, PersonalDataPart } from "~/accounts/index.server";
import { newsletterSubscribers } from "./schema.server";
import { newsletterStatusOf } from "./subscribers.server";
import { subscriberWrites } from "./writes.server";

/** The newsletter's part of a person's data: the subscription of the account's address. */
export const newsletterPersonalData: PersonalDataPart = {
  async exported(db, person) {
    const newsletter = await newsletterStatusOf(db, person.email);
    return {
      newsletter: newsletter && {
        status: newsletter.status,
        source: newsletter.source,
        requestedAt: newsletter.requestedAt.toISOString(),
        confirmedAt: newsletter.confirmedAt?.toISOString() ?? null,
        unsubscribedAt: newsletter.unsubscribedAt?.toISOString() ?? null,
      },
    };
  },
  async erased(db, person) {
    const theirs = eq(newsletterSubscribers.email, person.email);
    // A confirmed address that goes with its account counts as leaving that day.
    const counted = await subscriberWrites.statements(db, {
      kind: "left",
      at: new Date(),
      when: sql`exists (select 1 from ${newsletterSubscribers} where ${theirs} and ${newsletterSubscribers.status} = 'confirmed')`,
    });
    return [...counted, db.delete(newsletterSubscribers).where(theirs)];
  },
};

const subscriptionOf = (email: string) =>
  sql`exists (select 1 from ${newsletterSubscribers} where ${newsletterSubscribers.email} = ${email})`;

/** A change of the account's address takes the subscription along, unless the new address has its own. */
export const subscriptionFollowsAddress: AddressFollower = {
  moves: (from, to) => sql`(${subscriptionOf(from)} and not ${subscriptionOf(to)})`,
  move: (db, from, to, when) =>
    db
      .update(newsletterSubscribers)
      .set({ email: to })
      .where(and(eq(newsletterSubscribers.email, from), when)),
};
