import { and, eq, lt } from "drizzle-orm";
import { site } from "~/content/site";
import { newsletterSubscribers } from "~/newsletter/schema.server";
import { DAY_MS, type RetentionRule, type RetentionStep } from "~/platform/retention/rule.server";
import { deleteUnusedImages } from "./images.server";

/** What the daily clean-up deletes of the newsletter's rows. */
export const newsletterRetentionRules: RetentionRule[] = [
  {
    // A newsletter address never confirmed in time after its last request: the consent never came.
    name: "newsletter_pending",
    keepMs: site.retention.pendingNewsletterDays * DAY_MS,
    build: (db, cutoff) =>
      db
        .delete(newsletterSubscribers)
        .where(and(eq(newsletterSubscribers.status, "pending"), lt(newsletterSubscribers.requestedAt, cutoff))),
  },
];

/** After the batch: newsletter images no issue uses (R2 objects, not D1 rows). */
export const newsletterImagesStep: RetentionStep = {
  name: "newsletter_images_unused",
  run: (deps) =>
    deleteUnusedImages(
      { db: deps.db, bucket: deps.env.MEDIA },
      new Date(deps.now.getTime() - site.retention.unusedImageDays * DAY_MS),
    ),
};
