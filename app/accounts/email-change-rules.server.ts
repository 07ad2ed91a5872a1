import { hmac } from "@oslojs/crypto/hmac";
import { SHA256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";
import { and, isNull, sql } from "drizzle-orm";
import { emailChanges, pendingSignups, users } from "~/accounts/schema.server";
import { site } from "~/content/site";
import type { Db } from "~/platform/db/client.server";
import type { AccountDeps } from "./deps.server";

/*
 * What a change of e-mail address is made of, shared by asking for it (email-change.server.ts)
 * and by its two links (email-change-links.server.ts).
 */

/** The link to the new address lives 24 hours. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
/** The undo link's life (site.yml, quoted by the privacy notice); the record goes with it. */
export const EMAIL_CHANGE_UNDO_MS = site.retention.emailChangeUndoDays * 24 * 60 * 60 * 1000;

export const EMAIL_CHANGE_CONFIRM_PATH = "/account/email/confirm";
export const EMAIL_CHANGE_UNDO_PATH = "/account/email/undo";

/**
 * The undo link's token: signed for this one change and this one purpose with SESSION_SECRET, so
 * the completion can mail the same link again without the token ever being stored.
 */
export function undoTokenOf(secret: string, changeId: string): string {
  const encoder = new TextEncoder();
  return encodeBase32LowerCaseNoPadding(
    hmac(SHA256, encoder.encode(secret), encoder.encode(`email-change-undo:${changeId}`)),
  );
}

export function linkTo(deps: AccountDeps, path: string, token: string): string {
  const url = new URL(path, deps.origin);
  url.searchParams.set("token", token);
  return url.toString();
}

/** A change that waits for its link: neither completed, cancelled nor undone. */
export const open = () =>
  and(isNull(emailChanges.completedAt), isNull(emailChanges.cancelledAt), isNull(emailChanges.undoneAt));

/** Whether an address is taken: an account uses it, or a sign-up for it waits for its link. */
export async function isTaken(db: Db, email: string, now: Date): Promise<boolean> {
  const [row] = await db.all<{ taken: number }>(
    sql`select (exists (select 1 from ${users} where ${users.email} = ${email}) or exists (select 1 from ${pendingSignups} where ${pendingSignups.email} = ${email} and ${pendingSignups.expiresAt} > ${now.getTime()})) as taken`,
  );
  return Boolean(row?.taken);
}
