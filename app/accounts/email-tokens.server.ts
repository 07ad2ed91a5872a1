import { and, eq, gt, isNull } from "drizzle-orm";
import { emailTokens } from "~/accounts/schema.server";
import type { Db } from "~/platform/db/client.server";
import { generateToken, hashToken } from "../platform/tokens.server";

export type EmailTokenPurpose = "confirm" | "reset";

/** Confirmation links live 24 h, reset links 1 h (docs/decisions/003-accounts-and-sessions.md). */
const EMAIL_TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  confirm: 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

/** A new single-use link token; earlier unused tokens of the same purpose stop working. */
export async function issueEmailToken(db: Db, userId: string, purpose: EmailTokenPurpose, now: Date): Promise<string> {
  const token = generateToken();
  await db.batch([
    db
      .delete(emailTokens)
      .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt))),
    db.insert(emailTokens).values({
      tokenHash: hashToken(token),
      userId,
      purpose,
      expiresAt: new Date(now.getTime() + EMAIL_TOKEN_TTL_MS[purpose]),
      createdAt: now,
    }),
  ]);
  return token;
}

/**
 * Spends a token: one conditional UPDATE, so two clicks racing cannot both succeed.
 * Returns the user id, or null when the token is unknown, used, expired or for another purpose.
 */
export async function consumeEmailToken(
  db: Db,
  token: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
}

/** Whether a link would still work, without spending it (to show the form or an explanation). */
export async function isEmailTokenUsable(
  db: Db,
  token: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<boolean> {
  if (!token) return false;
  const [row] = await db
    .select({ userId: emailTokens.userId })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return Boolean(row);
}
